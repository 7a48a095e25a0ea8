import { reportFailure } from '../../src/runtime/report-failure.ts';
import { scrollFrames, type FrameListener } from '../../src/services/motion/scroll-frames.ts';
import { listenToClicks } from './clicks.ts';
import { notices } from './notices.ts';
import { writeLanguageCookies } from './language-cookies.ts';
import { parallax } from './parallax.ts';
import { idsFromClasses } from './ids-from-classes.ts';
import { AUTO_SCROLL } from './auto-scroll.ts';
import { anchorScrolling } from './anchor-scrolling.ts';
import { withJQuery } from '../../src/services/wc-events.ts';
import { scrollTopVisibility } from './scroll-top.ts';
import { stickyHeader } from './sticky-header.ts';
import { prefersReducedMotion } from '../../src/services/motion/reduced-motion.ts';
import { setLinkRules } from '../../src/services/motion/link-rules.ts';
import { printedPageScroll, printsOwnLinkSettings } from '../../src/services/params/page-scroll-params.ts';

export const NAME = 'site-chrome';

/**
 * The chunk the site-chrome behaviour imports at start: language cookies, Page Scroll to id's
 * ids from classes and its scroll at load, WooCommerce's notices, the delegated clicks, and every
 * scroll effect on one shared frame reader, all until `signal` aborts. A part that fails is
 * reported on its element; the others keep working.
 */
export function start(doc: Document, signal: AbortSignal): void {
  const win = doc.defaultView!;
  writeLanguageCookies((win as unknown as { wpml_cookies?: unknown }).wpml_cookies);
  // A part only some pages need is a chunk of its own: run once it arrives, unless the chrome
  // has gone; its failure to load is reported, and the rest keeps working.
  const whenLoaded = <T>(load: () => Promise<T>, run: (part: T) => void) =>
    void load().then(
      (part) => signal.aborted || run(part),
      (error: unknown) => reportFailure(doc.documentElement, NAME, error),
    );
  // Ids first: the scroll at load and the highlighting look targets up by id.
  idsFromClasses(doc);
  const add = scrollFrames(win);
  const anchors = anchorScrolling(doc, add);
  listenToClicks(doc, () => anchors.on, signal);
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
  const startPageScroll = () => {
    // Most pages open without a hash or an auto-scroll section.
    if (doc.location.hash || doc.querySelector(AUTO_SCROLL)) whenLoaded(() => import('./scroll-on-load.ts'), ({ scrollOnLoad }) => scrollOnLoad(doc, signal));
    attempt(doc.body, () => {
      anchors.start();
      return null;
    });
    // Page Scroll to id's API is for theme code written with jQuery: its chunk comes only where
    // jQuery is, now or once it arrives (the stand-in keeps the calls made until then).
    withJQuery(doc, () => whenLoaded(() => import('./page-scroll-plugin.ts'), ({ providePageScrollPlugin }) => providePageScrollPlugin(doc, anchors)));
  };
  // Page Scroll to id keeps its default link rules on most sites. A page that prints its own (a
  // selector, exclusions, disablePluginBelow, appendHash) has them read by a chunk first; until
  // then its anchor links jump as plain links, and for good if that chunk fails (reported).
  const printed = printedPageScroll(doc);
  if (!printsOwnLinkSettings(printed)) startPageScroll();
  else
    whenLoaded(
      () => import('../../src/services/params/page-scroll-links.ts'),
      ({ pageLinkRules }) => {
        setLinkRules(doc, pageLinkRules(printed, doc));
        startPageScroll();
      },
    );
  signal.addEventListener(
    'abort',
    () => {
      anchors.stop();
      stopNotices();
      removals.forEach((remove) => remove());
    },
    { once: true },
  );
}
