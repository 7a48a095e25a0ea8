import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'tabs',
  stock: '.theme-tabs',
  when: 'load',
  load: () => import('./Tabs.island.tsx'),
});
