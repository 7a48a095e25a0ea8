import { firstElementOf, setJQueryStatic } from '../../src/services/jquery-method.ts';
import { offsetSetting, pageScrollSettings } from '../../src/services/params/page-scroll-params.ts';
import { percentDecoded } from '../../src/services/percent-decoded.ts';
import { withJQuery } from '../../src/services/wc-events.ts';
import { elementOrTop, pageAddress } from '../../src/services/motion/same-page.ts';
import type { AnchorScrolling } from './anchor-scrolling.ts';
import { providePageScrollMethod } from './page-scroll-method.ts';
import { scrollToTarget, type Offset } from './page-scroll.ts';

/** The options of `scrollTo` the bundle takes: `layout` is always vertical here, as the site's. */
interface ScrollToOptions {
  offset?: unknown;
  clicked?: unknown;
}

/**
 * The element `scrollTo` goes to, by the plugin's rules: `id` with or without its `#`, or a
 * same-page address (`/page/#id`, `#/id`); none when the address is another page's or the
 * element is missing or fixed, but `top` is the page top.
 */
export function scrollToIdTarget(id: string, doc: Document): HTMLElement | null {
  const hash = id.includes('#') ? id : `#${id}`;
  const bang = hash.indexOf('#/');
  const at = bang >= 0 ? bang : hash.indexOf('#');
  const page = hash.slice(0, at);
  const name = hash.slice(at + (bang >= 0 ? 2 : 1));
  // A malformed address is another page's.
  const samePage = page === '' || (percentDecoded(page) ?? page) === percentDecoded(pageAddress(doc));
  const el = samePage ? elementOrTop(name, doc) : null;
  if (el && el !== doc.body && doc.defaultView!.getComputedStyle(el).position === 'fixed') return name === 'top' ? doc.body : null;
  return el;
}

/**
 * `scrollTo`'s offset as the plugin takes it: pixels, a numeric string, a selector, an element or
 * a jQuery set of one, `{ y }`, or a function giving one of those (or `[y, x]`). None (or 0) is
 * the page's printed offset.
 */
export function offsetOption(raw: unknown): Offset | undefined {
  let value = typeof raw === 'function' ? (raw as () => unknown)() : raw;
  if (Array.isArray(value)) value = value[0];
  if (!value) return undefined;
  const y = typeof value === 'object' && 'y' in value ? (value as { y: unknown }).y : value;
  const el = firstElementOf(y);
  return el instanceof HTMLElement ? el : offsetSetting(y);
}

/**
 * Page Scroll to id's API, `$.mPageScroll2id(method, …)` and `$(…).mPageScroll2id(method, …)`,
 * for theme code that calls it (reference § 4.2), over the site chrome's anchor scroll, when
 * jQuery is on the page, now or once it arrives. It replaces the stand-in's (early-page-scroll.ts)
 * and makes the calls that one kept.
 * - `'scrollTo', id, { offset, clicked }` scrolls to the element as a click on its link does, with
 *   the given offset or else the page's (not a link's `data-ps2id-offset`); `clicked` (a link, or
 *   a jQuery set of one) gets `mPS2id-clicked` and gives its `ps2id-speed-{ms}`;
 * - `'destroy'` gives the anchor links back to the browser and takes the classes away;
 * - no method, or options: the plugin's init, which turns the anchor scroll on again. Its options
 *   are not taken: the page's printed settings are the ones the anchor scroll uses.
 * Another method is a console error, where the plugin threw.
 */
export function providePageScrollPlugin(doc: Document, anchors: AnchorScrolling): void {
  const plugin = (method?: unknown, id?: unknown, options?: ScrollToOptions) => {
    if (method === 'scrollTo') {
      const target = typeof id === 'string' && id !== '' ? scrollToIdTarget(id, doc) : null;
      if (target) scrollToTarget(target, doc, firstElementOf(options?.clicked), offsetOption(options?.offset) ?? pageScrollSettings(doc).offset);
    } else if (method === 'destroy') anchors.stop();
    else if (method === undefined || typeof method === 'object') anchors.start();
    else console.error(`[theme] site-chrome: $.mPageScroll2id has no method "${String(method)}"`);
  };
  withJQuery(doc, (jq) => {
    setJQueryStatic(jq, 'mPageScroll2id', plugin);
    providePageScrollMethod(doc, jq);
  });
}
