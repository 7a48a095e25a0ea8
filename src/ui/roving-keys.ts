export interface RovingOptions {
  /** 'horizontal' leaves Up and Down to the page. */
  orientation?: 'horizontal' | 'both';
  /**
   * 'wrap' (WAI-ARIA tabs): an arrow past an end comes round to the other, Home and End jump to
   * the ends. 'stop' (single-product.js's review stars): an arrow stops at the ends, and Home and
   * End are left to the page: → on the fifth star must not make it one star.
   */
  ends?: 'wrap' | 'stop';
}

/**
 * The index a roving-focus key moves to (tabs, the review stars). Returns null for keys the
 * pattern does not use, and, with `ends: 'stop'`, for an arrow at its end.
 */
export function rovingTarget(key: string, current: number, count: number, { orientation = 'both', ends = 'wrap' }: RovingOptions = {}): number | null {
  if (count <= 0) return null;
  const previous = orientation === 'both' ? ['ArrowLeft', 'ArrowUp'] : ['ArrowLeft'];
  const next = orientation === 'both' ? ['ArrowRight', 'ArrowDown'] : ['ArrowRight'];
  const step = previous.includes(key) ? -1 : next.includes(key) ? 1 : 0;
  if (ends === 'stop') return step === 0 || current + step < 0 || current + step >= count ? null : current + step;
  if (step !== 0) return (current + step + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
