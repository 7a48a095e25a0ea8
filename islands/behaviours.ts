// Every behaviour: delegated listeners in the entry, no React.
export { default as storeNotice } from './store-notice/index.ts';
export { default as woocommerceFields } from './woocommerce-fields/index.ts';
export { default as quantity } from './quantity/index.ts';
export { default as sortOrder } from './sort-order/index.ts';
export { default as analytics } from './analytics/index.ts';
export { default as cartActions } from './cart-actions/index.ts';
export { default as siteChrome } from './site-chrome/index.ts';
export { default as quickView } from './quick-view/index.ts';
export { default as reviewRating } from './review-rating/index.ts';
export { default as cf7Form } from './cf7-form/index.ts';
