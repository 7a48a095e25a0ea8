import { defineIsland } from '../../src/runtime/define.ts';
import { printedTriggers } from './click-selector.ts';

export default defineIsland({
  name: 'popup',
  stock: '.pum-overlay',
  // Idle: triggers must be armed early (auto open, click), but never before the page's own work.
  when: 'idle',
  // Its click triggers, read from its settings: a click on one before idle opens the popup once
  // it is mounted, as Popup Maker's, bound at the page's start, does (not nothing, nor a jump to
  // a #popmake link's hash).
  also: printedTriggers,
  load: () => import('./Popup.island.tsx'),
});
