import type { Preparation } from '../src/runtime/define.ts';
import { answerProductGallery, prepareProductGallery } from './product-gallery/frame.ts';
import { answerProductTabs, prepareProductTabs } from './product-tabs/prepare.ts';
import { answerStarRating, prepareStarRating } from './star-rating/prepare.ts';
import { prepareRelatedProducts } from './carousel/related-frame.ts';

/**
 * What the product page's islands draw at load and answer before their chunks: the gallery's
 * frame, the open tab, the review stars, the related products' carousel. One module, so one
 * chunk (`product`, with `carousel` for what the related products' frame shares with the
 * carousels' view), which the WordPress plugin preloads from the head of product pages
 * (includes/bundle.php); every other page no longer loads them with the entry, 4.3 KB gzip. A
 * product printed elsewhere (a quick view, a shortcode) fetches them when the runtime finds the
 * island.
 */
export const productGallery: Preparation = { prepare: prepareProductGallery, answer: answerProductGallery };
export const productTabs: Preparation = { prepare: prepareProductTabs, answer: answerProductTabs };
export const starRating: Preparation = { prepare: prepareStarRating, answer: answerStarRating };
export const relatedProducts: Preparation = { prepare: prepareRelatedProducts };
