/**
 * The quantity field for a found variation (add-to-cart-variation.js `onFoundVariation`), pure.
 * Sold individually: 1, min 1, no max, field hidden. Otherwise the current value clamped to
 * min_qty..max_qty (an empty max_qty is no bound), min_qty when the value is not a number.
 */
export interface QuantityVariation {
  is_sold_individually?: string;
  min_qty?: number | string;
  max_qty?: number | string;
}

export interface QuantityState {
  value: string;
  min: string;
  max: string;
  hidden: boolean;
}

const str = (value: number | string | undefined): string => (value === undefined || value === null ? '' : String(value));

export function quantityFor(variation: QuantityVariation, current: string): QuantityState {
  if (variation.is_sold_individually === 'yes') return { value: '1', min: '1', max: '', hidden: true };
  const min = parseFloat(str(variation.min_qty));
  const max = parseFloat(str(variation.max_qty));
  let value: number | string | undefined = parseFloat(current);
  if (Number.isNaN(value)) {
    value = variation.min_qty;
  } else {
    // Comparisons with NaN are false: a missing bound clamps nothing, as in WooCommerce.
    if (value > max) value = variation.max_qty;
    if (parseFloat(str(value)) < min) value = variation.min_qty;
  }
  return { value: str(value), min: str(variation.min_qty), max: str(variation.max_qty), hidden: false };
}
