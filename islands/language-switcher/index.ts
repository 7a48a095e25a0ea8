import { defineIsland } from '../../src/runtime/define.ts';

/** WPML's legacy dropdown switchers (hover and click templates); the toggle's click is stopped in the entry. */
export default defineIsland({
  name: 'language-switcher',
  stock: '.wpml-ls-legacy-dropdown,.wpml-ls-legacy-dropdown-click',
  when: 'idle',
  load: () => import('./language-switcher.ts'),
});
