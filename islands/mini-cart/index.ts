import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'mini-cart',
  stock: 'div.widget_shopping_cart_content',
  // The printed mini cart is right for a visitor without a cart; for one with a cart the stored
  // fragments (or one request) update it once the page is idle.
  when: 'idle',
  load: () => import('./mini-cart.island.ts'),
});
