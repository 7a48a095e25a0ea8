import { afterEach, describe, expect, it, vi } from 'vitest';
import { hanging, stubFetch, type FetchCall } from '../../tests/support/stub-fetch.ts';
import { postToSite, SITE_TIMEOUT } from './site-request.ts';

describe('postToSite: the site called without ky', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the form on the http layer\'s terms and reads JSON served as text/html', async () => {
    const calls = stubFetch(() => new Response('{"a":[1]}', { headers: { 'Content-Type': 'text/html' } }));
    await expect(postToSite(window, '/?wc-ajax=x', new URLSearchParams({ b: '2' }))).resolves.toEqual({ a: [1] });
    const [{ url, init }] = calls as [FetchCall];
    expect(url).toBe('/?wc-ajax=x');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', redirect: 'manual', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(String(init.body)).toBe('b=2');
  });

  it.each<[string, () => Response, RegExp]>([
    ['an HTTP error', () => new Response('oops', { status: 500 }), /HTTP 500/],
    ['a body that is not JSON', () => new Response('<html>'), /JSON/],
    ['a redirect (not followed)', () => Response.redirect('https://elsewhere.test/', 302), /HTTP 302|redirect/],
  ])('rejects on %s', async (_title, answer, message) => {
    stubFetch(answer);
    await expect(postToSite(window, '/x', new URLSearchParams())).rejects.toThrow(message);
  });

  it('gives up after its time-out (the http layer\'s by default), and when the caller aborts', async () => {
    const timeouts = vi.spyOn(AbortSignal, 'timeout');
    const calls = stubFetch(hanging);
    await expect(postToSite(window, '/x', new URLSearchParams(), { timeout: 20 })).rejects.toThrow(/timed? ?out|abort/i);
    const caller = new AbortController();
    const pending = postToSite(window, '/x', new URLSearchParams(), { signal: caller.signal });
    caller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(calls).toHaveLength(2);
    expect(timeouts.mock.calls).toEqual([[20], [SITE_TIMEOUT]]);
  });

  it('with `timeout: false` waits for the answer however long it takes: no timer, the caller\'s abort only', async () => {
    const timeouts = vi.spyOn(AbortSignal, 'timeout');
    const calls = stubFetch(() => new Response('{}'));
    await postToSite(window, '/x', new URLSearchParams(), { timeout: false });
    const caller = new AbortController();
    await postToSite(window, '/x', new URLSearchParams(), { timeout: false, signal: caller.signal });
    expect(timeouts).not.toHaveBeenCalled();
    expect(calls[0]!.init.signal).toBeUndefined();
    caller.abort();
    expect(calls[1]!.init.signal?.aborted).toBe(true);
  });
});
