import { percentDecoded } from '../percent-decoded.ts';
import { linkRules, type LinkRules } from './link-rules.ts';

/**
 * Page Scroll to id's link rules (WP plugin 1.7, reference § 4): which links it takes and where
 * they point. Kept small: it runs on every click.
 */

/**
 * The element a click on `link` scrolls to, or null when the plugin would leave the click to the
 * browser: a link its rules do not take (by default tab, toggle and slide links and the skip
 * link), or one that points nowhere on this page (`samePageTarget`).
 */
export function anchorTarget(link: HTMLAnchorElement, doc: Document, rules: LinkRules = linkRules(doc)): HTMLElement | null {
  return rules.takes(link) ? samePageTarget(link, doc) : null;
}

/**
 * The element a link points to on this page, or null: `href` is `#` or has no `#`, the resolved
 * address before the `#` is not this page's (query string included), a hashbang `#/`, or no such
 * element (`#top` without an element means the page top). A malformed fragment (`#%E0`) names
 * nothing.
 */
export function samePageTarget(link: HTMLAnchorElement, doc: Document): HTMLElement | null {
  const raw = link.getAttribute('href') ?? '';
  // A printed selector may take other elements than links: they point nowhere.
  const at = typeof link.href === 'string' ? link.href.indexOf('#') : -1;
  if (raw === '#' || !raw.includes('#') || at < 0) return null;
  const id = percentDecoded(link.href.slice(at + 1));
  if (!id || id.startsWith('/') || link.href.slice(0, at) !== pageAddress(doc)) return null;
  return elementOrTop(id, doc);
}

/** The page's address without its hash: what a same-page address has before its `#`. */
export const pageAddress = (doc: Document): string => doc.location.href.split('#')[0]!;

/** The element an id names, or the page top for `top` when no element has that id. */
export const elementOrTop = (id: string, doc: Document): HTMLElement | null => doc.getElementById(id) ?? (id === 'top' ? doc.body : null);
