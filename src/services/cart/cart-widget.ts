/**
 * The cart widget's "hide if empty" option: WooCommerce prints `.hide_cart_widget_if_empty`
 * inside `.widget_shopping_cart` and its script shows the widget only while the cart has items.
 */
export function setCartWidgetsShown(doc: Document, shown: boolean): void {
  for (const inner of doc.querySelectorAll('.hide_cart_widget_if_empty')) {
    const widget = inner.closest<HTMLElement>('.widget_shopping_cart');
    if (widget) widget.style.display = shown ? '' : 'none';
  }
}
