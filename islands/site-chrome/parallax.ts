import type { FrameListener } from '../../src/services/motion/scroll-frames.ts';
import { PARALLAX, parallaxOffset } from './chrome-maths.ts';

/**
 * The header title block and rows flagged as parallax: made visible, then their background
 * moves at 0.6 of the scroll speed while they are in view. Positions are measured at the start
 * and after a resize, so a frame writes one style per element in view and reads nothing.
 */
export function parallax(elements: HTMLElement[], reduced: boolean): FrameListener {
  for (const el of elements) el.style.opacity = '1';
  if (reduced) return () => {};
  let boxes: Array<{ el: HTMLElement; top: number; height: number; firstTop: number }> = [];
  return ({ y, height, resized }) => {
    if (resized) {
      boxes = elements.map((el) => {
        const top = el.getBoundingClientRect().top + y;
        return { el, top, height: el.offsetHeight, firstTop: boxes.find((box) => box.el === el)?.firstTop ?? top };
      });
    }
    for (const box of boxes) {
      const offset = parallaxOffset(box.firstTop, box.top, box.height, y, height);
      if (offset !== null) box.el.style.backgroundPosition = `${PARALLAX.x} ${offset}px`;
    }
  };
}
