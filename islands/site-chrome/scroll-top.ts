import type { FrameListener } from '../../src/services/motion/scroll-frames.ts';
import { showScrollTop } from './chrome-maths.ts';

/** The scroll-to-top button gets `show` past one window height (theme.css shows it then). */
export const scrollTopVisibility =
  (button: HTMLElement): FrameListener =>
  ({ y, height }) =>
    button.classList.toggle('show', showScrollTop(y, height));
