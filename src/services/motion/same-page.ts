import { percentDecoded } from '../percent-decoded.ts';

/**
 * Page Scroll to id's link rules (WP plugin 1.7 defaults, reference § 4): which links it takes
 * and where they point. Kept small: it runs on every click.
 */

/** The printed `excludeSelector`: tab, toggle and slide links, the skip link. */
export const EXCLUDED =
  "a[href^='#tab-'],a[href^='#tabs-'],a[data-toggle]:not([data-toggle='tooltip']),a[data-slide],a[data-vc-tabs],a[data-vc-accordion],a.screen-reader-text.skip-link";

/**
 * The element a same-page link scrolls to, or null when the plugin would leave the click to the
 * browser: `href` is `#` or has no `#`, the resolved address before the `#` is not this page's
 * (query string included), a hashbang `#/`, an excluded link, or no such element (`#top`
 * without an element means the page top). A malformed fragment (`#%E0`) names nothing.
 */
export function anchorTarget(link: HTMLAnchorElement, doc: Document): HTMLElement | null {
  const raw = link.getAttribute('href') ?? '';
  const at = link.href.indexOf('#');
  if (raw === '#' || !raw.includes('#') || at < 0 || link.matches(EXCLUDED)) return null;
  const id = percentDecoded(link.href.slice(at + 1));
  if (!id || id.startsWith('/') || link.href.slice(0, at) !== pageAddress(doc)) return null;
  return elementOrTop(id, doc);
}

/** The page's address without its hash: what a same-page address has before its `#`. */
export const pageAddress = (doc: Document): string => doc.location.href.split('#')[0]!;

/** The element an id names, or the page top for `top` when no element has that id. */
export const elementOrTop = (id: string, doc: Document): HTMLElement | null => doc.getElementById(id) ?? (id === 'top' ? doc.body : null);

