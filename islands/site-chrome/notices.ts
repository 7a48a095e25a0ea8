import { provideJQueryStatic } from '../../src/services/jquery-method.ts';
import { onWc } from '../../src/services/wc-events.ts';
import { focusFirstNotice } from './focus-notice.ts';
import { scrollToNotices } from './scroll-to-notices.ts';

/**
 * WooCommerce's notices (woocommerce.js): the page's first notice is focused 500 ms after the
 * page starts, and again after the classic cart removes an item, so screen readers announce it;
 * and `$.scroll_to_notices` for the scripts we leave in place (cart.js and checkout.js call it
 * after an update). Returns the cleanup.
 */
export function notices(doc: Document): () => void {
  const win = doc.defaultView ?? window;
  let cancelFocus = focusFirstNotice(doc);
  const offRemoved = onWc(doc.body, 'item_removed_from_classic_cart', () => {
    cancelFocus();
    cancelFocus = focusFirstNotice(doc);
  });
  provideJQueryStatic(doc, 'scroll_to_notices', (target: unknown) => scrollToNotices(win, target));
  return () => {
    cancelFocus();
    offRemoved();
  };
}
