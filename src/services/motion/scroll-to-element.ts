import { animateScroll, type ScrollAnimation } from './animate-scroll.ts';
import { swing } from './easing.ts';
import { prefersReducedMotion } from './reduced-motion.ts';

/**
 * The scroll WooCommerce's `$.scroll_to_notices` and Popup Maker's `PUM.utilities.scrollTo` both
 * make: the window comes to 100 px above the element over 1000 ms with jQuery's `swing`, at once
 * for a visitor who asks for reduced motion. From where the window is and to where the element
 * is at the call, as their jQuery `animate` took them: checkout.js focuses the error it scrolls
 * to right after, which jumps the window there, and the scroll still glides from the button.
 */
export const SCROLL_OFFSET_PX = 100;
export const SCROLL_MS = 1000;

export function scrollToElement(win: Window, el: Element): ScrollAnimation {
  const from = win.scrollY;
  const plan = { to: Math.max(0, el.getBoundingClientRect().top + from - SCROLL_OFFSET_PX), duration: prefersReducedMotion(win) ? 0 : SCROLL_MS };
  return animateScroll(win, () => plan, swing, from);
}
