import { defineBehaviour } from '../../src/runtime/define.ts';
import { describeElement } from '../../src/runtime/describe-element.ts';

/** What each action chunk exports: runs one click on its element. */
export type ClickAction = (el: HTMLElement, doc: Document) => void;

/**
 * The shop's click actions, most of them repeated all over a page (add-to-cart buttons in a grid).
 * This part is in the entry, so it is only a table: the logic of an action is a chunk fetched on
 * its first click. Chunks resolve in click order, so two quick clicks still run in order.
 */
const ACTIONS: ReadonlyArray<readonly [string, () => Promise<{ default: ClickAction }>]> = [
  ['.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)', () => import('./add-to-cart.ts')],
  ['.remove_from_cart_button[data-cart_item_key]', () => import('./remove-from-cart.ts')],
  ['.wcml_removed_cart_items_clear', () => import('./clear-removed-items.ts')],
  ['a.coming-soon-footer-banner-dismiss', () => import('./dismiss-coming-soon.ts')],
];

export default defineBehaviour({
  name: 'cart-actions',
  listen(doc) {
    // Each click runs after the one before it. Dynamic imports of one chunk do not promise to
    // settle in call order (a loaded test machine saw two quick adds to cart go out swapped);
    // WooCommerce's queue keeps click order.
    let previous: Promise<unknown> = Promise.resolve();
    const onClick = (event: MouseEvent) => {
      for (const [selector, load] of ACTIONS) {
        const el = (event.target as Element | null)?.closest?.<HTMLElement>(selector);
        if (!el) continue;
        event.preventDefault();
        const loading = load();
        previous = previous.then(() => loading).then(
          (action) => action.default(el, doc),
          (error: unknown) => {
            // The chunk did not arrive: the link still does what it does without the bundle.
            console.error(`[theme] behaviour "cart-actions" failed on ${describeElement(el)}:`, error);
            const href = el.getAttribute('href');
            if (href && href !== '#') doc.location.assign(href);
          },
        );
        return;
      }
    };
    doc.addEventListener('click', onClick);
    return () => doc.removeEventListener('click', onClick);
  },
});
