import type { ParseContext } from '../../src/runtime/define.ts';
import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';
import { singleProductParams } from '../../src/services/params/single-product-params.ts';

export interface StarRatingProps {
  select: HTMLSelectElement;
  labels: readonly string[];
  labelledBy: string | undefined;
}

/** Reads `select#rating` (single-product-reviews.php) and the rating texts from wc_single_product_params. */
export function parseStarRating(el: HTMLElement, { doc }: ParseContext): ParseResult<StarRatingProps> {
  if (!(el instanceof (doc.defaultView ?? window).HTMLSelectElement)) return invalid('the rating field is not a <select>');
  const values = Array.from(el.options, (option) => option.value);
  for (const value of ['1', '2', '3', '4', '5']) {
    if (!values.includes(value)) return invalid(`select#rating has no option ${value}`);
  }
  const params = singleProductParams(doc);
  const label = doc.getElementById('comment-form-rating-label') ?? el.labels?.[0] ?? null;
  if (label && !label.id) label.id = 'comment-form-rating-label';
  return parsed({
    select: el,
    labels: params.i18n_rating_options,
    labelledBy: label?.id,
  });
}
