import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'mini-cart',
  stock: 'div.widget_shopping_cart_content',
  // Nothing waits for it: the stored fragments (or one request, on the first page of a tab) bring
  // the mini cart up to date once the page is idle; the remove links work before (cart-actions).
  when: 'idle',
  load: () => import('./mini-cart.island.ts'),
});
