/**
 * The theme's quantity stepper. Decrease works only while the value is above min; increase only
 * while below max, and with no max one more is always allowed. Returns null when the step does
 * nothing.
 */
export interface QuantityBounds {
  value: number;
  min: number;
  max: number | null;
  step: number;
}

export function readNumber(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function stepQuantity({ value, min, max, step }: QuantityBounds, direction: 1 | -1): number | null {
  const size = step > 0 ? step : 1;
  if (direction < 0) {
    if (!(value > min)) return null;
    return Math.max(min, roundTo(value - size, size));
  }
  if (max !== null && !(value < max)) return null;
  const next = roundTo(value + size, size);
  return max === null ? next : Math.min(max, next);
}

/** Steps like 0.5 add up in floating point; keep the step's own decimals. */
function roundTo(value: number, step: number): number {
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number(value.toFixed(decimals));
}

/** woocommerce.js on load: a value below a non-negative min is set to the min. */
export function clampToMin(value: number | null, min: number | null): number | null {
  if (min === null || min < 0) return null;
  if (value === null || value < min) return min;
  return null;
}
