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

/**
 * The keys a roving focus takes, by its items' role, as `rovingTarget` is called for them: a tab
 * list's ← → Home End (single-product.js's tabs; ↑ and ↓ are the page's), the review stars' four
 * arrows (Home and End are the page's).
 */
const ROVING_KEYS: ReadonlyArray<readonly [string, RegExp]> = [
  ['[role="tab"]', /^(ArrowLeft|ArrowRight|Home|End)$/],
  ['[role="radio"]', /^Arrow(Left|Right|Up|Down)$/],
];

/**
 * Whether the entry holds a click (no key), or a key, on an island's element until the island
 * comes (src/runtime/hold-clicks.ts): of the keys, those that move a roving focus. A keyboard
 * visitor tabs to the review stars (the focus wakes the island) and presses → at once; held, the
 * key moves the choice once the view is there, where it was lost.
 */
export const heldAs = (el: Element, key?: string) => !key || ROVING_KEYS.some(([role, keys]) => el.matches(role) && keys.test(key));

/**
 * A held key pressed again, as the browser sends a key: to the focused element, when it is an item
 * of the island's (`root`: the keys before it moved the focus there), else to the element now in
 * the key's place (the view's, once it has come).
 */
export const pressAgain = (root: Element, el: Element, key: string) => {
  const focused = root.ownerDocument.activeElement;
  (focused && root.contains(focused) && heldAs(focused, key) ? focused : el).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
};
