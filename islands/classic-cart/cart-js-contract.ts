/** What the plugin prints: `{"wc-cart": [URL of each script, in order]}` (jQuery … cart.js). */
export const CLASSIC_SCRIPTS_ID = 'lubrica-classic-scripts';

/** The handle whose scripts this island loads. */
export const CART_HANDLE = 'wc-cart';

/**
 * The clicks cart.js answers (its delegated `click` handlers, WooCommerce 9.9), held until it
 * listens: an update or coupon submit, a coupon's removal, an item's removal and its undo, the
 * shipping calculator's toggle and submit. Other clicks are not held by the runtime; a tap on
 * the way to the checkout waits in the island while a choice does (checkout-after-choice.ts).
 */
export const CART_JS_CLICKS = [
  '.woocommerce-cart-form :is(input, button)[type="submit"]',
  'a.woocommerce-remove-coupon',
  '.woocommerce-cart-form .product-remove > a',
  '.restore-item',
  '.shipping-calculator-button',
  'form.woocommerce-shipping-calculator :is(input, button)[type="submit"]',
].join(', ');

/** cart.js keeps "Update cart" disabled until an item's field changes. */
export const UPDATE_CART = '.woocommerce-cart-form :is(input, button)[name="update_cart"]';
export const ITEM_FIELDS = '.woocommerce-cart-form .cart_item :is(input, select, textarea)';
/** The shipping method choices cart.js posts on change. */
export const SHIPPING_METHODS = 'select.shipping_method, :is(input, select)[name^="shipping_method"]';
