import { animateScroll, type ScrollAnimation } from './animate-scroll.ts';
import { swing } from './easing.ts';
import { prefersReducedMotion } from './reduced-motion.ts';

/**
 * The scroll WooCommerce's `$.scroll_to_notices` and Popup Maker's `PUM.utilities.scrollTo` both
 * make: the window comes to 100 px above the element over 1000 ms with jQuery's `swing`, at once
 * for a visitor who asks for reduced motion.
 */
export const SCROLL_OFFSET_PX = 100;
export const SCROLL_MS = 1000;

export function scrollToElement(win: Window, el: Element): ScrollAnimation {
  const reduce = prefersReducedMotion(win);
  return animateScroll(win, () => ({ to: Math.max(0, el.getBoundingClientRect().top + win.scrollY - SCROLL_OFFSET_PX), duration: reduce ? 0 : SCROLL_MS }), swing);
}
