import { defineIsland } from '../../src/runtime/define.ts';
import { CART_JS_CLICKS, CLASSIC_SCRIPTS_ID } from './cart-js-contract.ts';
import { prepareClassicCart } from './prepare.ts';

/**
 * The cart page's own script, WooCommerce's cart.js (quantities, coupons, shipping, the
 * calculator), which the bundle does not replace. With it came jQuery, blockUI and the country
 * selects: most of the cart page's JavaScript, for a form most visitors only read. The plugin
 * leaves them out of the page and lists their URLs (`#lubrica-classic-scripts`); this island
 * loads them at the visitor's first touch of the cart, holding the clicks cart.js answers
 * meanwhile, and makes them again once cart.js listens. Without the list (the fixtures, a site
 * that prints cart.js itself) the island is not there.
 */
export default defineIsland({
  name: 'classic-cart',
  stock: `body:has(#${CLASSIC_SCRIPTS_ID}) .woocommerce:has(> form.woocommerce-cart-form)`,
  when: 'interaction',
  holds: CART_JS_CLICKS,
  prepare: prepareClassicCart,
  load: () => import('./ClassicCart.island.ts'),
});
