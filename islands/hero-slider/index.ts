import { defineIsland } from '../../src/runtime/define.ts';

/** Slider Revolution 6 markup; above the fold, so it starts at once (its first slide is already painted). */
export default defineIsland({
  name: 'hero-slider',
  stock: 'rs-module-wrap',
  when: 'load',
  load: () => import('./HeroSlider.island.ts'),
});
