import { animateScroll } from '../../src/services/motion/animate-scroll.ts';
import { swing } from '../../src/services/motion/easing.ts';

/** woocommerce.js: 100 px above the notice, over 1000 ms, jQuery's default easing. */
export const NOTICE_OFFSET = 100;
export const NOTICE_SCROLL_MS = 1000;

/** `$.scroll_to_notices($el)`: scrolls to the first element of a jQuery set (or an element). */
export function scrollToNotices(win: Window, target: Element | ArrayLike<Element> | null | undefined): void {
  const el = target instanceof Element ? target : target?.[0];
  if (!el) return;
  const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  animateScroll(
    win,
    () => ({ to: Math.max(0, el.getBoundingClientRect().top + win.scrollY - NOTICE_OFFSET), duration: reduce ? 0 : NOTICE_SCROLL_MS }),
    swing,
  );
}
