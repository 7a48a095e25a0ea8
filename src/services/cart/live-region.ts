/**
 * WooCommerce's cart live region: `.widget_shopping_cart_live_region` if the theme printed one,
 * else one appended to the body. Cleared on each click, so the same message is announced again.
 * Made ahead where a message can come without a click of ours (another plugin's `added_to_cart`),
 * as add-to-cart.js makes it at its start: a region put in with its text may not be read out.
 */
export function cartLiveRegion(doc: Document): HTMLElement {
  let el = doc.querySelector<HTMLElement>('.widget_shopping_cart_live_region');
  if (!el) {
    el = doc.createElement('div');
    el.className = 'widget_shopping_cart_live_region screen-reader-text';
    el.setAttribute('role', 'status');
    doc.body.append(el);
  }
  return el;
}

export function clearCartLiveRegion(doc: Document): void {
  const el = cartLiveRegion(doc);
  el.textContent = '';
  el.removeAttribute('aria-relevant');
}

export function announceCart(doc: Document, message: string | null | undefined): void {
  if (!message) return;
  const el = cartLiveRegion(doc);
  el.setAttribute('aria-relevant', 'all');
  el.textContent = message;
}
