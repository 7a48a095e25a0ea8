import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../tests/support/stub-fetch.ts';
import { addToCart, removeFromCart } from './cart-api.ts';

const ANSWER = '{"fragments":{"div.widget_shopping_cart_content":"<div></div>"},"cart_hash":"h"}';

describe('the cart\'s calls, without ky', () => {
  const win = window as unknown as Record<string, unknown>;
  // add-to-cart.js's params, read once per document: their URL, not woocommerce_params'.
  beforeAll(() => {
    win.woocommerce_params = { wc_ajax_url: '/?wc-ajax=%%endpoint%%&via=woocommerce-params' };
    win.wc_add_to_cart_params = { wc_ajax_url: '/ru/?wc-ajax=%%endpoint%%' };
  });
  afterAll(() => {
    delete win.woocommerce_params;
    delete win.wc_add_to_cart_params;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('an add posts its payload as jQuery.param does to add-to-cart.js\'s wc-ajax add_to_cart, and reads the answer', async () => {
    const calls = stubFetch(() => new Response(ANSWER, { headers: { 'Content-Type': 'text/html' } }));
    const answer = await addToCart({ product_id: 12, quantity: 2, attributes: { attribute_pa_size: '5 л' }, skip: undefined }, document);
    expect(answer).toMatchObject({ cart_hash: 'h' });
    expect(calls.map(({ url }) => url)).toEqual(['/ru/?wc-ajax=add_to_cart']);
    expect(String(calls[0]!.init.body)).toBe('product_id=12&quantity=2&attributes%5Battribute_pa_size%5D=5+%D0%BB');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin', redirect: 'manual', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  });

  it('a remove posts the item\'s key to remove_from_cart', async () => {
    const calls = stubFetch(() => new Response(ANSWER));
    await removeFromCart('abc123', document);
    expect(calls.map(({ url, init }) => [url, String(init.body)])).toEqual([['/ru/?wc-ajax=remove_from_cart', 'cart_item_key=abc123']]);
  });

  it.each<[string, () => Response | Promise<Response>, RegExp]>([
    ['an HTTP error', () => new Response('oops', { status: 500 }), /HTTP 500/],
    ['a body that is not JSON (a PHP error page)', () => new Response('<html>Critical error</html>'), /JSON/],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), /Failed to fetch/],
  ])('rejects on %s, so the click falls back to its link', async (_title, answer, message) => {
    stubFetch(answer);
    await expect(addToCart({ product_id: 1 }, document)).rejects.toThrow(message);
  });

  it('JSON that is not an object resolves to null', async () => {
    stubFetch(() => new Response('0'));
    await expect(removeFromCart('k', document)).resolves.toBeNull();
  });

  it('an add and a remove wait for their answers with no time-out (given up, the click\'s link would add a second time)', async () => {
    const timeouts = vi.spyOn(AbortSignal, 'timeout');
    const calls = stubFetch(() => new Response(ANSWER));
    await addToCart({ product_id: 1 }, document);
    await removeFromCart('k', document);
    expect(timeouts).not.toHaveBeenCalled();
    expect(calls.map(({ init }) => init.signal)).toEqual([undefined, undefined]);
  });
});
