/**
 * The theme's swipe, from jQuery TouchSwipe's defaults (spec section 9), in one place for the
 * carousels, the hero slider and the off-canvas menu: a move of at least 75 px between press and
 * release, more across than up or down, is a swipe; a shorter or mostly vertical one is not (the
 * page scrolls, a link is clicked). TouchSwipe's other defaults (long tap 500 ms, double tap
 * 200 ms, finger release 250 ms) belong to gestures none of the replaced scripts used, so nothing
 * here reads them.
 */
export const SWIPE_THRESHOLD_PX = 75;

/** 'next' for a swipe to the left (the content moves on), 'prev' to the right, null for no swipe. */
export type SwipeDirection = 'next' | 'prev' | null;

export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): SwipeDirection {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}
