import { scrollToElement } from '../../src/services/motion/scroll-to-element.ts';

/** `$.scroll_to_notices($el)`: scrolls to the first element of a jQuery set (or an element). */
export function scrollToNotices(win: Window, target: Element | ArrayLike<Element> | null | undefined): void {
  const el = target instanceof Element ? target : target?.[0];
  if (el) scrollToElement(win, el);
}
