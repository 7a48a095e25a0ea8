/**
 * The theme's swipe constants (TouchSwipe defaults, spec section 9): a horizontal move of at least
 * 75 px between press and release is a swipe; a shorter or mostly vertical one is not (the page
 * scrolls, a link is clicked).
 */
export const SWIPE_THRESHOLD_PX = 75;

export type SwipeDirection = 'next' | 'prev' | null;

export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): SwipeDirection {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}
