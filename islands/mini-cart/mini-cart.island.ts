import type { IslandModule } from '../../src/runtime/define.ts';
import { yieldToMain } from '../../src/runtime/yield-to-main.ts';
import { startCartFragments } from './cart-fragments.ts';
import { hasCart, readCartCookies } from './cart-cookies.ts';
import { fillEmptyMiniCart } from './empty-mini-cart.ts';

/**
 * The mini cart and the cart widget. Their markup is the server's (fragments are HTML): this
 * chunk is plain DOM and never brings React (README: "No React view"). Remove links are handled by the cart-actions behaviour, so they work even before
 * this chunk arrives.
 */
const miniCart: IslandModule = {
  async mount(el, { doc }) {
    const cartCookies = readCartCookies();
    if (!hasCart(cartCookies)) fillEmptyMiniCart(el, doc);
    // A task of its own for the fragments: the page's first cookie read and storage open are
    // slow (tens of ms at 4x throttle while the page still loads), and with the empty cart
    // drawn they made one task of 40 to 130 ms.
    await yieldToMain(doc.defaultView ?? window);
    // The document-wide part outlives this element: a fragment replaces the element itself.
    startCartFragments(doc, cartCookies);
  },
};

export default miniCart;
