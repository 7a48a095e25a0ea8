import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'carousel',
  // WooCommerce's related products on the single product page (RELATED_STOCK in parse-props.ts).
  stock: 'section.related.products',
  when: 'visible',
  load: () => import('./Carousel.island.tsx'),
});
