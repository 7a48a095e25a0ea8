import { defineIsland } from '../../src/runtime/define.ts';
import { loadCarousel } from './load-carousel.ts';

/** The element the theme's carousel shortcodes print (`[testimonial]`, `[post]`, `[partners]` …). */
const CAROUSEL_STOCK = '.theme-carousel';

/**
 * The theme's carousels, found by the markup its shortcodes print (`.theme-carousel`; the kind
 * from its class or its configuration entry), or marked `data-island="carousel"`. Some autoplay,
 * so they start when in view.
 */
export default defineIsland({
  name: 'carousel',
  stock: CAROUSEL_STOCK,
  when: 'visible',
  load: loadCarousel,
});
