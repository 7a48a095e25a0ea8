import { defineBehaviour, lazyClick } from '../../src/runtime/define.ts';

/** What each action chunk exports: runs one click on its element. */
export type ClickAction = (el: HTMLElement, doc: Document) => void;

const action = (selector: string, load: () => Promise<{ default: ClickAction }>) =>
  lazyClick({ selector, load, run: (chunk, el, doc) => chunk.default(el, doc) });

/**
 * The shop's click actions, most of them repeated all over a page (add-to-cart buttons in a grid).
 * This part is in the entry, so it is only a table: the logic of an action is a chunk fetched on
 * its first click. The runtime runs clicks in click order, and when a chunk does not come the
 * link does what it does without the bundle.
 */
export default defineBehaviour({
  name: 'cart-actions',
  clicks: [
    action('.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)', () => import('./add-to-cart.ts')),
    action('.remove_from_cart_button[data-cart_item_key]', () => import('./remove-from-cart.ts')),
    action('.wcml_removed_cart_items_clear', () => import('./clear-removed-items.ts')),
    action('a.coming-soon-footer-banner-dismiss', () => import('./dismiss-coming-soon.ts')),
  ],
});
