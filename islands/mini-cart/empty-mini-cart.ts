/** Printed by the WordPress plugin: WooCommerce's mini cart template rendered with an empty cart. */
export const EMPTY_MINI_CART_TEMPLATE = 'lubrica-empty-mini-cart';

/**
 * WooCommerce's cart widget prints an empty placeholder that cart-fragments.js fills from a
 * request. For a visitor without a cart the bundle makes no request, so it fills the placeholder
 * from the server's own empty mini cart ("No products in the cart."), printed once per page.
 * A placeholder that already holds markup (a theme that renders the mini cart itself) is kept.
 */
export function fillEmptyMiniCart(el: HTMLElement, doc: Document): void {
  if (el.firstElementChild || el.textContent?.trim()) return;
  const template = doc.getElementById(EMPTY_MINI_CART_TEMPLATE);
  if (!(template instanceof HTMLTemplateElement)) return;
  el.append(doc.importNode(template.content, true));
}
