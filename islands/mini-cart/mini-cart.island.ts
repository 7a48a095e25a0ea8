import type { IslandModule } from '../../src/runtime/define.ts';
import { startCartFragments } from './cart-fragments.ts';
import { hasCartCookies } from './cart-cookies.ts';
import { fillEmptyMiniCart } from './empty-mini-cart.ts';

/**
 * The mini cart and the cart widget. Their markup is the server's (fragments are HTML): this
 * chunk is plain DOM and never brings React (README: "No React view"). Remove links are handled by the cart-actions behaviour, so they work even before
 * this chunk arrives.
 */
const miniCart: IslandModule = {
  mount(el, { doc }) {
    if (!hasCartCookies()) fillEmptyMiniCart(el, doc);
    // The document-wide part outlives this element: a fragment replaces the element itself.
    startCartFragments(doc);
  },
};

export default miniCart;
