import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'product-tabs',
  stock: '.wc-tabs-wrapper, .woocommerce-tabs',
  when: 'load',
  load: () => import('./ProductTabs.island.tsx'),
});
