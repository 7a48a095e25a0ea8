import { defineIsland } from '../../src/runtime/define.ts';
import { productPreparation } from '../product-preparation.ts';
import { REVIEW_LINK } from './review-link.ts';

export default defineIsland({
  name: 'product-tabs',
  stock: '.wc-tabs-wrapper, .woocommerce-tabs',
  // The open tab is set at load by its preparation; React arrives at the first touch of the tabs or of
  // the review link, and the click that woke it is held and made then (it selects its tab).
  when: 'interaction',
  also: REVIEW_LINK,
  // Its tab links only: the panels' links and buttons (the review stars, the review form) are not its.
  holds: 'ul.tabs > li > a, ul.wc-tabs > li > a',
  // A tab link clicked before then opens its tab at once, before the view.
  preparation: productPreparation('productTabs'),
  load: () => import('./ProductTabs.island.tsx'),
});
