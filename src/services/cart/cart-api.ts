import { formBody } from '../form-body.ts';
import { addToCartParams } from '../params/add-to-cart-params.ts';
import { postToSite, wcAjaxUrl } from '../site-request.ts';
import { readCartAnswer, type CartAnswer } from './cart-answer.ts';

/**
 * A `?wc-ajax=` cart endpoint, without ky (postToSite says why), at add-to-cart.js's own
 * `wc_ajax_url` (wc_add_to_cart_params, which a plugin may filter apart from woocommerce_params').
 */
async function postCart(endpoint: string, data: Record<string, unknown>, doc: Document): Promise<CartAnswer | null> {
  const url = wcAjaxUrl(endpoint, addToCartParams(doc).wc_ajax_url);
  return readCartAnswer(await postToSite(doc.defaultView ?? window, url, formBody(data), { timeout: false }));
}

/**
 * The cart calls the click actions make (spec section 7), typed; the mini cart's refresh is
 * refreshed-fragments.ts. Each rejects on a network error, an HTTP error, a redirect or a body
 * that is not JSON; an answer that is JSON but not an object resolves to null. Neither has a
 * time-out, as add-to-cart.js's requests have none: a call given up while the server is still
 * adding would send the click to its no-JS link, which adds the product a second time. Nor do
 * they take the island's signal: an add sent is the server's to finish, and its answer updates
 * the cart's other parts (the fragments) whether or not the button is still on the page.
 */
export function addToCart(payload: Record<string, unknown>, doc: Document): Promise<CartAnswer | null> {
  return postCart('add_to_cart', payload, doc);
}

export function removeFromCart(cartItemKey: string, doc: Document): Promise<CartAnswer | null> {
  return postCart('remove_from_cart', { cart_item_key: cartItemKey }, doc);
}
