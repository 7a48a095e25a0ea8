import { anchorTarget } from '../../src/services/motion/same-page.ts';
import { readLoadScrollSettings, type LoadScrollSettings } from '../../src/services/params/load-scroll-params.ts';
import { printedPageScroll } from '../../src/services/params/page-scroll-params.ts';
import { linkRules } from '../../src/services/motion/link-rules.ts';
import { percentDecoded } from '../../src/services/percent-decoded.ts';
import { later } from '../../src/services/timers.ts';
import { AUTO_SCROLL } from './auto-scroll.ts';
import { scrollToTarget } from './page-scroll.ts';

/**
 * Where Page Scroll to id scrolls once the page has loaded, and the link whose settings it takes:
 * - a hash in the address that names an element (`scrollToHash`; with `scrollToHashForAll` off,
 *   only one a link on the page points to); with `scrollToHashUseElementData`, the last such link
 *   that has its own `data-ps2id-offset` gives its offset and speed, as the plugin clicks it;
 * - with no hash, the first `.ps2id-auto-scroll[id]`.
 * None when the hash names nothing: the browser has done what it does with it.
 */
export function loadScrollTarget(doc: Document, settings: LoadScrollSettings): { target: HTMLElement; link?: HTMLAnchorElement } | null {
  const { hash } = doc.location;
  if (!hash) {
    const auto = doc.querySelector<HTMLElement>(AUTO_SCROLL);
    return auto ? { target: auto } : null;
  }
  if (!settings.hashOnLoad || hash.startsWith('#/')) return null;
  const id = percentDecoded(hash.slice(1));
  const target = id ? doc.getElementById(id) : null;
  if (!target) return null;
  const links = Array.from(doc.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')).filter((link) => anchorTarget(link, doc) === target);
  if (!settings.hashForAll && links.length === 0) return null;
  const link = settings.hashLinkData ? links.filter((a) => a.getAttribute('data-ps2id-offset')?.trim()).at(-1) : undefined;
  return { target, ...(link ? { link } : {}) };
}

/**
 * Page Scroll to id's scroll at load (reference § 4.2): the page starts from the top and, the
 * printed `scrollToHashDelay` after the window's load, scrolls smoothly to the target above.
 * The plugin also took the hash out of the address until then; it stays here, because other
 * islands (the product tabs) read it when they mount. If the browser's own jump to the fragment
 * comes after ours, the page simply ends at the same place.
 */
export function scrollOnLoad(doc: Document, signal: AbortSignal, settings = readLoadScrollSettings(printedPageScroll(doc))): void {
  const win = doc.defaultView!;
  // Under `disablePluginBelow` the browser's own jump to the fragment stands.
  const found = linkRules(doc).disabled(win) ? null : loadScrollTarget(doc, settings);
  if (!found) return;
  const go = () => later(win, signal, settings.delay, () => scrollToTarget(found.target, doc, found.link));
  if (doc.readyState === 'complete') go();
  else {
    if (doc.location.hash) win.scrollTo({ left: win.scrollX, top: 0, behavior: 'instant' });
    win.addEventListener('load', go, { once: true, signal });
  }
}
