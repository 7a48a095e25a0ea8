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
    // The link `loading` from the click too: theme.css covers its item with blockUI's look at
    // once, which takes a second tap while the chunk is on the way (a phone's, a slow line's), as
    // add-to-cart.js's block does. Without it, that tap removed again and the failed second
    // removal followed its link to the cart page.
    { selector: '.remove_from_cart_button[data-cart_item_key]', load: () => import('./remove-from-cart.ts'), pressed: 'loading', warm: true, needs: ADD_TO_CART_PARAMS },
    { selector: '.wcml_removed_cart_items_clear', load: () => import('./clear-removed-items.ts') },
    { selector: 'a.coming-soon-footer-banner-dismiss', load: () => import('./dismiss-coming-soon.ts') },
  ],
});
