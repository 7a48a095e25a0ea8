import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'product-gallery',
  stock: '.woocommerce-product-gallery',
  when: 'load',
  load: () => import('./ProductGallery.island.tsx'),
});
