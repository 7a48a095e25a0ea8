import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRefreshedFragments } from './refreshed-fragments.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function stubFetch(answer: (init: RequestInit) => Promise<Response> | Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(answer(init));
  });
  return calls;
}

const options = (rest: Partial<Parameters<typeof getRefreshedFragments>[0]> = {}) => ({
  doc: document,
  wcAjaxUrl: '/ru/?wc-ajax=%%endpoint%%',
  timeout: 5000,
  signal: new AbortController().signal,
  ...rest,
});

describe('get_refreshed_fragments without ky', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts `time` to cart-fragments.js\'s own wc_ajax_url, on the http layer\'s terms, and reads the answer served as text/html', async () => {
    const calls = stubFetch(() => new Response('{"fragments":{"a.x":"<a class=\\"x\\"></a>"},"cart_hash":"h"}', { headers: { 'Content-Type': 'text/html' } }));
    const answer = await getRefreshedFragments(options());
    expect(answer).toMatchObject({ fragments: { 'a.x': '<a class="x"></a>' }, cart_hash: 'h' });
    const [{ url, init }] = calls as [Call];
    expect(url).toBe('/ru/?wc-ajax=get_refreshed_fragments');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', redirect: 'manual', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(String(init.body)).toMatch(/^time=\d{13}$/);
  });

  it.each<[string, () => Response, RegExp]>([
    ['an HTTP error', () => new Response('oops', { status: 500 }), /HTTP 500/],
    ['a body that is not JSON', () => new Response('<html>'), /JSON/],
    ['a redirect (not followed)', () => Response.redirect('https://elsewhere.test/', 302), /HTTP 302|redirect/],
  ])('rejects on %s', async (_title, answer, message) => {
    stubFetch(answer);
    await expect(getRefreshedFragments(options())).rejects.toThrow(message);
  });

  it('JSON that is not an object resolves to null', async () => {
    stubFetch(() => new Response('false'));
    await expect(getRefreshedFragments(options())).resolves.toBeNull();
  });

  it('gives up after request_timeout, and when the caller aborts', async () => {
    const calls = stubFetch((init) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))));
    await expect(getRefreshedFragments(options({ timeout: 20 }))).rejects.toThrow(/timed? ?out|abort/i);
    const caller = new AbortController();
    const pending = getRefreshedFragments(options({ signal: caller.signal }));
    caller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(calls).toHaveLength(2);
  });
});
