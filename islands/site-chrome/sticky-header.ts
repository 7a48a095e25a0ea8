import type { FrameListener } from '../../src/services/motion/scroll-frames.ts';
import { MOBILE_MAX_WIDTH, stickyThreshold, transparentHeaderTop } from './chrome-maths.ts';

/** Class of the header once minimized (sticky); theme.css fixes `.main-header` then. */
export const MINIMIZED = 'minimized';

/**
 * The theme's sticky header. Heights are read when the page starts and after a resize, never
 * per scroll; a frame only compares the shared scroll position and toggles one class. The
 * header keeps its height as `min-height`, so the page does not jump when the main header
 * leaves the flow.
 */
export function stickyHeader(header: HTMLElement, main: HTMLElement, doc: Document): FrameListener {
  const win = doc.defaultView!;
  const strip = header.querySelector<HTMLElement>('.contact-strip');
  const topbar = header.querySelector<HTMLElement>('.topbar');
  const narrow = win.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  const transparent = header.classList.contains('header-transparent');
  let threshold = 0;

  return ({ y, resized }) => {
    if (resized) {
      const strips = (strip?.offsetHeight ?? 0) + (topbar?.offsetHeight ?? 0);
      threshold = stickyThreshold({
        contactStrip: strip?.offsetHeight ?? 0,
        topbar: topbar?.offsetHeight ?? 0,
        narrow: narrow.matches,
        topbarHiddenOnMobile: header.classList.contains('hide-topbar-mobile'),
      });
      if (transparent) header.style.top = `${transparentHeaderTop(!!doc.getElementById('wpadminbar'))}px`;
      else header.style.minHeight = `${strips + main.offsetHeight}px`;
    }
    header.classList.toggle(MINIMIZED, y > threshold);
  };
}
