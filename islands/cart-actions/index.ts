import { defineBehaviour } from '../../src/runtime/define.ts';

/** add-to-cart.js's params: both its clicks stand down without them (AJAX add to cart turned off). */
const ADD_TO_CART_PARAMS = 'wc_add_to_cart_params';

/**
 * The shop's click actions, most of them repeated all over a page (add-to-cart buttons in a grid).
 * This part is in the entry, so it is only a table: the logic of an action is a chunk fetched on
 * its first click. The runtime runs clicks in click order, and when a chunk does not come the
 * link does what it does without the bundle.
 */
export default defineBehaviour({
  name: 'cart-actions',
  clicks: [
    // The button is `loading` from the click, as with add-to-cart.js, not from the chunk's arrival.
    { selector: '.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)', load: () => import('./add-to-cart.ts'), pressed: 'loading', warm: true, needs: ADD_TO_CART_PARAMS },
    { selector: '.remove_from_cart_button[data-cart_item_key]', load: () => import('./remove-from-cart.ts'), warm: true, needs: ADD_TO_CART_PARAMS },
    { selector: '.wcml_removed_cart_items_clear', load: () => import('./clear-removed-items.ts') },
    { selector: 'a.coming-soon-footer-banner-dismiss', load: () => import('./dismiss-coming-soon.ts') },
  ],
});
