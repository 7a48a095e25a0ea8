import { prefetchReplacing } from '../../src/services/cart/apply-fragments.ts';
import { blockUI } from '../../src/services/cart/block-ui.ts';
import { removeFromCart } from '../../src/services/cart/cart-api.ts';
import { commitCart } from '../../src/services/cart/commit-cart.ts';
import { announceCart, clearCartLiveRegion } from '../../src/services/cart/live-region.ts';
import { emitWc, wcNode } from '../../src/services/wc-events.ts';
import { cartRequests } from './serial-queue.ts';

const ITEM = '.woocommerce-mini-cart-item';

/** The pointer came to a remove link: its answer's replacing code is fetched now (add-to-cart.ts). */
export { prefetchReplacing as warm };

/**
 * A remove link of the mini cart (add-to-cart.js): the item is blocked while `remove_from_cart`
 * runs (its look from the click, the link `loading`; here blockUI's overlay, with no other chunk
 * needed), queued behind the cart requests before it (an add still running, another removal); the
 * answer's fragments replace the cart. A failed request, an answer without fragments, or
 * fragments that cannot be shown (their code did not load) send the browser to the link's href: it
 * removes the item without JavaScript, or, removed already, loads the page again without it.
 */
export default function removeFromCartClick(link: HTMLElement, doc: Document): void {
  clearCartLiveRegion(doc);
  const item = link.closest<HTMLElement>(ITEM);
  const unblock = item ? blockUI(item, 'processing') : () => undefined;
  prefetchReplacing(doc);
  const follow = (why: unknown) => {
    console.warn(`[theme] remove from cart by ajax failed (${why instanceof Error ? why.message : String(why)}); following the link instead`);
    const href = link.getAttribute('href');
    if (href && href !== '#') doc.location.assign(href);
    else {
      unblock();
      // The entry's pressed look (cart-actions/index.ts), which theme.css draws over the item.
      link.classList.remove('loading');
    }
  };
  void cartRequests.add(async () => {
    let answer;
    try {
      answer = await removeFromCart(link.dataset.cart_item_key ?? '', doc);
    } catch (error) {
      return follow(error);
    }
    if (!answer?.fragments) return follow('the answer has no fragments');
    try {
      await commitCart(doc, answer, 'change');
    } catch (error) {
      return follow(error);
    }
    unblock();
    // add-to-cart.js's removed_from_cart handler applies the fragments, then announces them.
    emitWc(doc.body, 'wc_fragments_loaded');
    announceCart(doc, link.dataset.success_message);
    emitWc(doc.body, 'removed_from_cart', answer.fragments, answer.cart_hash, wcNode(link));
  });
}
