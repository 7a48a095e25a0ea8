import { prefetchReplacing } from '../../src/services/cart/apply-fragments.ts';
import { blockUI } from '../../src/services/cart/block-ui.ts';
import { removeFromCart } from '../../src/services/cart/cart-api.ts';
import { commitCart } from '../../src/services/cart/commit-cart.ts';
import { announceCart, clearCartLiveRegion } from '../../src/services/cart/live-region.ts';
import { emitWc, wcNode } from '../../src/services/wc-events.ts';

const ITEM = '.woocommerce-mini-cart-item';

/**
 * A remove link of the mini cart (add-to-cart.js): the item is blocked (at once, with no other
 * chunk needed) while `remove_from_cart` runs; the answer's fragments replace the cart. A failed
 * request or an answer without fragments sends the browser to the link's href, which removes the
 * item without JavaScript.
 */
export default function removeFromCartClick(link: HTMLElement, doc: Document): void {
  clearCartLiveRegion(doc);
  const item = link.closest<HTMLElement>(ITEM);
  const unblock = item ? blockUI(item, 'processing') : () => undefined;
  prefetchReplacing(doc.defaultView ?? window);
  const follow = (why: string) => {
    console.warn(`[theme] remove from cart by ajax failed (${why}); following the link instead`);
    const href = link.getAttribute('href');
    if (href && href !== '#') doc.location.assign(href);
    else unblock();
  };
  removeFromCart(link.dataset.cart_item_key ?? '', { doc }).then(
    async (answer) => {
      if (!answer?.fragments) return follow('the answer has no fragments');
      await commitCart(doc, answer, 'change');
      unblock();
      // add-to-cart.js's removed_from_cart handler applies the fragments, then announces them.
      emitWc(doc.body, 'wc_fragments_loaded');
      announceCart(doc, link.dataset.success_message);
      emitWc(doc.body, 'removed_from_cart', answer.fragments, answer.cart_hash, wcNode(link));
    },
    (error: unknown) => follow(error instanceof Error ? error.message : String(error)),
  );
}
