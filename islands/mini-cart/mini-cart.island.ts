import type { IslandModule } from '../../src/runtime/define.ts';
import { yieldToMain } from '../../src/runtime/yield-to-main.ts';
import { startCartFragments } from './cart-fragments.ts';
import { hasCart, readCartCookies } from './cart-cookies.ts';
import { fillEmptyMiniCart } from './empty-mini-cart.ts';
import { openFragmentsCache } from './fragments-cache.ts';
import { cartFragmentsParams } from '../../src/services/params/cart-fragments-params.ts';

/**
 * The mini cart and the cart widget. Their markup is the server's (fragments are HTML): this
 * chunk is plain DOM and never brings React (README: "No React view"). Remove links are handled by the cart-actions behaviour, so they work even before
 * this chunk arrives.
 */
const miniCart: IslandModule = {
  async mount(el, { doc }) {
    const win = doc.defaultView ?? window;
    const cartCookies = readCartCookies();
    if (!hasCart(cartCookies)) fillEmptyMiniCart(el, doc);
    // Tasks of their own for each storage's open and for the fragments' start: the page's first
    // cookie read and storage opens are slow (each storage's first use 5 to 30 ms at 4x throttle
    // while the page still loads), and with the empty cart drawn they made one task of 40 to
    // 130 ms; the opens with the start, still one of 50 to 72 ms in 2 of 5 loads of the real
    // staging's about page, and the two opens alone up to 50 ms on the contacts page.
    await yieldToMain(win);
    const cache = await openFragmentsCache(win, cartFragmentsParams(doc), () => yieldToMain(win));
    await yieldToMain(win);
    // The document-wide part outlives this element: a fragment replaces the element itself.
    startCartFragments(doc, cartCookies, cache);
  },
};

export default miniCart;
