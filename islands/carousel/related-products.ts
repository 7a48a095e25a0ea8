import { defineIsland } from '../../src/runtime/define.ts';
import { loadCarousel } from './load-carousel.ts';
import { productPreparation } from '../product-preparation.ts';
import { RELATED_STOCK } from './related-stock.ts';

/**
 * WooCommerce's related products on the single product page, a carousel without a marker. It has
 * no autoplay: drawn at load by its preparation, the carousel's code (React, embla) arrives at the first
 * touch, and the arrow clicked then is held and made once it is there.
 */
export default defineIsland({
  name: 'related-products',
  stock: RELATED_STOCK,
  when: 'interaction',
  // Its arrows only: the products' own links and add-to-cart buttons work as they are.
  holds: '.theme-carousel__nav button',
  preparation: productPreparation('relatedProducts'),
  load: loadCarousel,
});
