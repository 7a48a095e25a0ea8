import { reportFailure } from '../../src/runtime/report-failure.ts';
import { scrollFrames, type FrameListener } from '../../src/services/motion/scroll-frames.ts';
import { listenToClicks } from './clicks.ts';
import { notices } from './notices.ts';
import { writeLanguageCookies } from './language-cookies.ts';
import { parallax } from './parallax.ts';
import { scrollToHashOnLoad } from './page-scroll.ts';
import { anchorScrolling } from './anchor-scrolling.ts';
import { providePageScrollPlugin } from './page-scroll-plugin.ts';
import { scrollTopVisibility } from './scroll-top.ts';
import { stickyHeader } from './sticky-header.ts';
import { prefersReducedMotion } from '../../src/services/motion/reduced-motion.ts';

export const NAME = 'site-chrome';

/**
 * The chunk the site-chrome behaviour imports at start: language cookies, the hash on load, WooCommerce's notices,
 * the delegated clicks, and every scroll effect on one shared frame reader. A part that fails
 * is reported on its element; the others keep working.
 */
export function start(doc: Document): () => void {
  const win = doc.defaultView!;
  writeLanguageCookies((win as unknown as { wpml_cookies?: unknown }).wpml_cookies);
  scrollToHashOnLoad(doc);
  const add = scrollFrames(win);
  const anchors = anchorScrolling(doc, add);
  const stopClicks = listenToClicks(doc, () => anchors.on);
  const stopNotices = notices(doc);

  const reduced = prefersReducedMotion(win);
  const listeners: FrameListener[] = [];
  const attempt = (el: Element | null, make: (el: HTMLElement) => FrameListener | null) => {
    if (!(el instanceof HTMLElement)) return;
    try {
      const listener = make(el);
      if (listener) listeners.push(listener);
    } catch (error) {
      reportFailure(el, NAME, error);
    }
  };
  // The theme's header is the one with a main part; another theme's header is left alone.
  const mainHeader = doc.querySelector<HTMLElement>('.site-header .main-header');
  if (mainHeader) attempt(mainHeader.closest('.site-header'), (header) => stickyHeader(header, mainHeader, doc));
  attempt(doc.querySelector('.scroll-to-top'), scrollTopVisibility);
  const moving = Array.from(doc.querySelectorAll<HTMLElement>('.page-header, .vc_row.parallax'));
  if (moving.length) attempt(moving[0]!, () => parallax(moving, reduced));
  const removals = listeners.map((listener) => add(listener));
  attempt(doc.body, () => {
    anchors.start();
    return null;
  });
  providePageScrollPlugin(doc, anchors);
  return () => {
    anchors.stop();
    stopClicks();
    stopNotices();
    removals.forEach((remove) => remove());
  };
}
