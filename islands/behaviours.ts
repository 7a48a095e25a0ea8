// Every behaviour: delegated listeners in the entry, no React.
import type { BehaviourDefinition } from '../src/runtime/define.ts';
import storeNotice from './store-notice/index.ts';
import woocommerceFields from './woocommerce-fields/index.ts';
import quantity from './quantity/index.ts';
import sortOrder from './sort-order/index.ts';
import analytics from './analytics/index.ts';
import cartActions from './cart-actions/index.ts';
import siteChrome from './site-chrome/index.ts';
import quickView from './quick-view/index.ts';
import reviewRating from './review-rating/index.ts';
import cf7Form from './cf7-form/index.ts';

// An array, not the module's namespace: a namespace object is built by bundler code the entry
// would fetch as one more file at the page's start.
export const BEHAVIOURS: readonly BehaviourDefinition[] = [
  storeNotice,
  woocommerceFields,
  quantity,
  sortOrder,
  analytics,
  cartActions,
  siteChrome,
  quickView,
  reviewRating,
  cf7Form,
];
