/** The summary's "(n customer reviews)" link, which opens the reviews tab. */
export const REVIEW_LINK = 'a.woocommerce-review-link';
