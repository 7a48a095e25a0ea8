import { describeElement } from '../../src/runtime/describe-element.ts';
import { postAdminAjaxStatus } from '../../src/services/http.ts';

/**
 * WCML's "clear removed items" link (cart_widget.js): POSTs `wcml_cart_clear_removed_items` with
 * the nonce WCML prints in `#wcml_clear_removed_items_nonce`; on 200 the page reloads to show the cart.
 */
export default function clearRemovedItemsClick(link: HTMLElement, doc: Document): void {
  const nonce = doc.querySelector<HTMLInputElement>('#wcml_clear_removed_items_nonce')?.value ?? '';
  postAdminAjaxStatus('wcml_cart_clear_removed_items', { wcml_nonce: nonce }, { doc }).then(
    (status) => {
      if (status === 200) doc.location.reload();
    },
    (error: unknown) => console.error(`[theme] behaviour "cart-actions" on ${describeElement(link)}: clearing the removed items failed:`, error),
  );
}
