/**
 * Masonry without isotope: the grid is a CSS grid of small fixed rows (theme.css), and each
 * project spans as many rows as its height needs, so shorter projects let the next ones move
 * up. Pure arithmetic here; the island measures and writes `grid-row-end`.
 */
export const GRID_ROW_PX = 8;
/** The theme's grid resize debounce (spec section 9). */
export const RELAYOUT_DEBOUNCE_MS = 100;

export function rowSpan(height: number, rowPx: number, gapPx: number): number {
  if (!(height > 0)) return 1;
  return Math.max(1, Math.ceil((height + gapPx) / (rowPx + gapPx)));
}
