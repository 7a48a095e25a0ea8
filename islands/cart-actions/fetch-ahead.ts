/** Printed by the WordPress plugin for a visitor without a cart (`includes/fetch-ahead.php`). */
export const FETCH_AHEAD_TEMPLATE = 'lubrica-fetch-ahead';

/**
 * The plugin has a visitor with a cart fetch ahead what the checkout starts with (jQuery …,
 * `<link rel="prefetch">`), which the pages before it no longer print. A page printed for a
 * visitor without a cart holds those links in a template instead; once an add by AJAX has put
 * something in the cart (the mini cart's Checkout is then a tap away), they go into the page.
 * Once: the template is empty after.
 */
export function fetchAheadForCheckout(doc: Document): void {
  const template = doc.getElementById(FETCH_AHEAD_TEMPLATE);
  if (template instanceof HTMLTemplateElement) doc.body.append(template.content);
}
