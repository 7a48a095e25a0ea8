import { firstElementOf } from '../../src/services/jquery-method.ts';
import { scrollToElement } from '../../src/services/motion/scroll-to-element.ts';

/** `$.scroll_to_notices($el)`: scrolls to the first element of a jQuery set (or an element). */
export function scrollToNotices(win: Window, target: unknown): void {
  const el = firstElementOf(target);
  if (el) scrollToElement(win, el);
}
