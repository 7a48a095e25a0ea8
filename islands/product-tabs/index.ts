import { defineIsland } from '../../src/runtime/define.ts';
import { answerProductTabs, prepareProductTabs } from './prepare.ts';
import { REVIEW_LINK } from './review-link.ts';

export default defineIsland({
  name: 'product-tabs',
  stock: '.wc-tabs-wrapper, .woocommerce-tabs',
  // The open tab is set in the entry at load; React arrives at the first touch of the tabs or of
  // the review link, and the click that woke it is held and made then (it selects its tab).
  when: 'interaction',
  also: REVIEW_LINK,
  // Its tab links only: the panels' links and buttons (the review stars, the review form) are not its.
  holds: 'ul.tabs > li > a, ul.wc-tabs > li > a',
  prepare: prepareProductTabs,
  // A tab link clicked before then opens its tab at once, in the entry.
  answer: answerProductTabs,
  load: () => import('./ProductTabs.island.tsx'),
});
