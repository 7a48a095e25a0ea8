/**
 * The visitor asked for less motion (`prefers-reduced-motion: reduce`): slides, fades, scrolls,
 * autoplay and counters go to their end state at once. The one place that asks, so every motion
 * in the bundle answers the same way (a browser without matchMedia asks for nothing).
 */
export function prefersReducedMotion(win: Window | null | undefined): boolean {
  return win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
