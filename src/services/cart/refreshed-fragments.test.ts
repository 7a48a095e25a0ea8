import { afterEach, describe, expect, it, vi } from 'vitest';
import { hanging, stubFetch } from '../../../tests/support/stub-fetch.ts';
import { getRefreshedFragments } from './refreshed-fragments.ts';

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
    expect(calls.map(({ url }) => url)).toEqual(['/ru/?wc-ajax=get_refreshed_fragments']);
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin', redirect: 'manual' });
    expect(String(calls[0]!.init.body)).toMatch(/^time=\d{13}$/);
  });

  it('JSON that is not an object resolves to null; an HTTP error rejects', async () => {
    stubFetch(() => new Response('false'));
    await expect(getRefreshedFragments(options())).resolves.toBeNull();
    stubFetch(() => new Response('oops', { status: 500 }));
    await expect(getRefreshedFragments(options())).rejects.toThrow(/HTTP 500/);
  });

  it('gives up after request_timeout, and when the caller aborts', async () => {
    const timeouts = vi.spyOn(AbortSignal, 'timeout');
    const caller = new AbortController();
    const calls = stubFetch(hanging);
    const pending = getRefreshedFragments(options({ timeout: 1234, signal: caller.signal }));
    caller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(calls).toHaveLength(1);
    expect(timeouts.mock.calls).toEqual([[1234]]);
  });
});
