import { defineIsland } from '../../src/runtime/define.ts';
import { prepareTabs } from './prepare.ts';

export default defineIsland({
  name: 'tabs',
  stock: '.theme-tabs',
  // The first tab is open from load (prepared in the entry); React arrives at the first touch.
  when: 'interaction',
  holds: '.theme-tabs__nav > li > a',
  prepare: prepareTabs,
  load: () => import('./Tabs.island.tsx'),
});
