/**
 * Which product tab is open on load (single-product.js): reviews when the hash is `#reviews`,
 * `#tab-reviews` or contains `comment-`, or the URL has `comment-page-` or `cpage=`;
 * additional information on `#tab-additional_information`; otherwise the first.
 */
export function initialTab(keys: readonly string[], location: { hash: string; href: string }): number {
  const { hash, href } = location;
  const reviews = keys.indexOf('reviews');
  if (reviews >= 0 && (hash.includes('comment-') || hash === '#reviews' || hash === '#tab-reviews' || href.includes('comment-page-') || href.includes('cpage='))) {
    return reviews;
  }
  const additional = keys.indexOf('additional_information');
  if (additional >= 0 && hash === '#tab-additional_information') return additional;
  return 0;
}
