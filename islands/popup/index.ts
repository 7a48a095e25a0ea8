import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'popup',
  stock: '.pum-overlay',
  // Idle: triggers must be armed early (auto open, click), but never before the page's own work.
  when: 'idle',
  load: () => import('./Popup.island.tsx'),
});
