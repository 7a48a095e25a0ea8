import { defineIsland } from '../../src/runtime/define.ts';

/** The theme's carousels (`data-island="carousel"`, `data-carousel` kind): some autoplay, so they start when in view. */
export default defineIsland({
  name: 'carousel',
  when: 'visible',
  load: () => import('./Carousel.island.tsx'),
});
