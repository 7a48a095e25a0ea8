import { defineIsland } from '../../src/runtime/define.ts';
import { answerTabs, prepareTabs } from './prepare.ts';

export default defineIsland({
  name: 'tabs',
  stock: '.theme-tabs',
  // The first tab is open from load (prepared in the entry); React arrives at the first touch.
  when: 'interaction',
  holds: '.theme-tabs__nav > li > a',
  prepare: prepareTabs,
  // A tab link clicked before then opens its tab at once, in the entry.
  answer: answerTabs,
  load: () => import('./Tabs.island.tsx'),
});
