import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'mini-cart',
  stock: 'div.widget_shopping_cart_content',
  // Nothing waits for it: the stored fragments (or one request, on the first page of a tab) bring
  // the mini cart up to date once the page is idle; the remove links work before (cart-actions).
  when: 'idle',
  // cart-fragments.js's: where a plugin dequeues it (a common speed-up), nothing refreshes the
  // mini cart, which shows what the server printed; the add's and the remove's fragments still
  // come in (cart-actions), as add-to-cart.js's do.
  needs: 'wc_cart_fragments_params',
  load: () => import('./mini-cart.island.ts'),
});
