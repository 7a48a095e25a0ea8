/** Printed by the WordPress plugin: WooCommerce's mini cart template rendered with an empty cart. */
export const EMPTY_MINI_CART_TEMPLATE = 'lubrica-empty-mini-cart';

/**
 * WooCommerce's cart widget prints an empty placeholder that cart-fragments.js fills from its
 * request. For a visitor without a cart the plugin prints what that request answers (the mini
 * cart template with the empty cart, once per page), and this fills every empty placeholder with
 * it: the visitor sees "No products in the cart." without waiting for the request, and the
 * request's answer is then what the page shows, so nothing is replaced and neither DOMPurify nor
 * React is fetched for it. A placeholder that already holds markup (a theme that renders the mini
 * cart itself) is kept.
 */
export function fillEmptyMiniCart(el: HTMLElement, doc: Document): void {
  if (el.firstElementChild || el.textContent?.trim()) return;
  const template = doc.getElementById(EMPTY_MINI_CART_TEMPLATE);
  if (!(template instanceof HTMLTemplateElement)) return;
  el.append(doc.importNode(template.content, true));
}
