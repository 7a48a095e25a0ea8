import { defineIsland } from '../../src/runtime/define.ts';

/** The theme's mobile menu panel; only needed where the theme shows its toggle (1200 px and narrower). */
export default defineIsland({
  name: 'off-canvas-menu',
  stock: '.off-canvas-menu',
  when: 'media',
  media: '(max-width: 1200px)',
  load: () => import('./off-canvas-menu.ts'),
});
