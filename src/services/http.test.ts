import { afterEach, describe, expect, it, vi } from 'vitest';
import { postAdminAjax, postRest, postWcAjax } from './http.ts';

const win = window as unknown as Record<string, unknown>;

function stubFetch(body: string, status = 200) {
  const calls: Array<{ method: string; url: string; headers: Headers; body: string }> = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    calls.push({ method: input.method, url: input.url, headers: input.headers, body: await input.text() });
    return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
  });
  return calls;
}

describe('http', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete win.woocommerce_params;
  });

  it('builds ?wc-ajax= URLs from wc_ajax_url: woocommerce_params\', or the calling script\'s own', async () => {
    win.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/ru/?wc-ajax=%%endpoint%%' };
    const doc = document.implementation.createHTMLDocument('x');
    Object.defineProperty(doc, 'defaultView', { value: window });
    const calls = stubFetch('{}');
    await postWcAjax('get_variation', {}, { doc });
    await postWcAjax('get_variation', {}, { doc, wcAjaxUrl: '/en/?wc-ajax=%%endpoint%%' });
    expect(calls.map((call) => new URL(call.url).pathname + new URL(call.url).search)).toEqual(['/ru/?wc-ajax=get_variation', '/en/?wc-ajax=get_variation']);
  });

  it('posts form-encoded data and parses JSON served as text/html', async () => {
    const calls = stubFetch('{"fragments":{},"cart_hash":"abc"}');
    const answer = await postWcAjax<{ cart_hash: string }>('add_to_cart', { product_id: 5, quantity: 2 });
    expect(answer.cart_hash).toBe('abc');
    expect(calls[0]!.method).toBe('POST');
    expect(new URL(calls[0]!.url).search).toBe('?wc-ajax=add_to_cart');
    expect(calls[0]!.body).toBe('product_id=5&quantity=2');
  });

  it('rejects a body that is not JSON (an HTML error page)', async () => {
    stubFetch('<html><body>Critical error</body></html>');
    await expect(postWcAjax('add_to_cart', {})).rejects.toThrow(SyntaxError);
  });

  it('rejects a server error', async () => {
    stubFetch('oops', 500);
    await expect(postAdminAjax('wcml_cart_clear_removed_items', {})).rejects.toThrow(/500/);
  });

  it('sends admin-ajax actions and REST calls with their nonce', async () => {
    const calls = stubFetch('{"success":true,"data":1}');
    await postAdminAjax('pum_form', { values: { email: 'a@b.c' } });
    expect(calls[0]!.body).toBe('action=pum_form&values%5Bemail%5D=a%40b.c');
    await postRest('/wp-json/wc-admin/options', { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }, 'n0nce');
    expect(calls[1]!.headers.get('X-WP-Nonce')).toBe('n0nce');
    expect(JSON.parse(calls[1]!.body)).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
  });
});
