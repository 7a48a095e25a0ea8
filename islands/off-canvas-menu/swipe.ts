/** The theme's swipe defaults (jQuery touchSwipe): a swipe is 75 px or more. */
export const SWIPE_THRESHOLD = 75;

/**
 * Whether a touch from `start` to `end` is a swipe towards the right edge, the side the panel
 * slides in from: far enough, and more across than up or down (a scroll of the menu is not).
 */
export function isSwipeRight(start: { x: number; y: number }, end: { x: number; y: number }): boolean {
  const dx = end.x - start.x;
  return dx >= SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(end.y - start.y);
}
