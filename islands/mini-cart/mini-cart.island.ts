import type { IslandModule } from '../../src/runtime/define.ts';
import { setCartWidgetsShown } from '../../src/services/cart/cart-widget.ts';
import { cookies } from '../../src/services/cookies.ts';
import { fillEmptyMiniCart } from './empty-mini-cart.ts';
import { hasCartCookies, wakeCartFragments } from './wake-cart-fragments.ts';

/**
 * The mini cart and the cart widget. Their markup is the server's (fragments are HTML), so there
 * is nothing for React to render here: the island is plain DOM and costs no React chunk on the
 * pages that have only a mini cart. Remove links are handled by the cart-actions behaviour, so
 * they work even before this chunk arrives.
 */
const miniCart: IslandModule = {
  mount(el, { doc }) {
    if (!hasCartCookies()) fillEmptyMiniCart(el, doc);
    wakeCartFragments(doc);
    if (el.closest('.hide_cart_widget_if_empty')) setCartWidgetsShown(doc, Number(cookies.get('woocommerce_items_in_cart') ?? 0) > 0);
    // The document-wide part outlives this element: a fragment replaces the element itself.
    return () => undefined;
  },
};

export default miniCart;
