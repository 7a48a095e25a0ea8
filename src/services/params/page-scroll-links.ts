import { coerce } from '../read-global.ts';
import { isSelector } from '../selector.ts';
import type { LinkRules } from '../motion/link-rules.ts';
import { DEFAULT_SELECTOR, EXCLUDED, firstInstance } from './page-scroll-params.ts';

/** Page Scroll to id's printed link settings, as read. */
export interface PageScrollLinks {
  /** `selector`, with what the plugin's start-up always adds: its shortcode's class and the API's markers. */
  take: string;
  /** `excludeSelector`; '' for none. */
  exclude: string;
  /** `highlightSelector`; '' for the links it takes. */
  highlight: string;
  /** `disablePluginBelow` as [width, height]; 0 for no limit. */
  below: readonly [number, number];
  /** `appendHash`. */
  appendHash: boolean;
}

/** What the plugin's start-up adds to the printed selector, whatever it is (reference § 4.1). */
const ALWAYS_TAKEN = ",._ps2id,a[data-ps2id-api='true'][href*='#'],.ps2id > a[href*='#'],a.ps2id[href*='#']";

/** The plugin's defaults, as a page without them gets them. */
export const PAGE_SCROLL_LINKS_DEFAULTS: PageScrollLinks = { take: DEFAULT_SELECTOR + ALWAYS_TAKEN, exclude: EXCLUDED, highlight: '', below: [0, 0], appendHash: false };

/**
 * The first instance of the printed `mPS2id_params`, field by field over the defaults. A chunk of
 * its own: only a page whose settings differ from the defaults fetches it
 * (`printsOwnLinkSettings`). A selector the browser cannot parse (where jQuery threw and the
 * plugin never started) is a console error naming the setting, and the default is kept for it,
 * so the page's links still scroll.
 */
export function readPageScrollLinks(raw: unknown, doc: Document): PageScrollLinks {
  const instance = firstInstance(raw);
  const d = PAGE_SCROLL_LINKS_DEFAULTS;
  const selector = (name: string, fallback: string): string => {
    const value = coerce(instance[name], fallback);
    if (value === undefined || value.trim() === '' || isSelector(doc)(value)) return value ?? fallback;
    console.error(`[theme] site-chrome: Page Scroll to id's ${name} "${value}" is not a selector; using the default`);
    return fallback;
  };
  return {
    // An empty selector is the default's: the plugin's settings page does not save one.
    take: (selector('selector', DEFAULT_SELECTOR).trim() || DEFAULT_SELECTOR) + ALWAYS_TAKEN,
    exclude: selector('excludeSelector', d.exclude),
    highlight: selector('highlightSelector', d.highlight),
    below: screenSize(instance.disablePluginBelow),
    appendHash: coerce(instance.appendHash, d.appendHash) ?? d.appendHash,
  };
}

/** `disablePluginBelow`: a width, or "width,height" (either may be empty); anything else is no limit. */
export function screenSize(raw: unknown): readonly [number, number] {
  const [width, height = 0] = String(raw ?? 0)
    .split(',')
    .map((part) => (part.trim() === '' ? 0 : Number(part)));
  return Number.isFinite(width) && Number.isFinite(height) ? [width!, height] : [0, 0];
}

/** The plugin's rules over a page's own settings (reference § 4.2, the jQuery plugin's). */
export function linkRulesOf({ take, exclude, highlight, below, appendHash }: PageScrollLinks): LinkRules {
  const excluded = (link: Element) => exclude.trim() !== '' && link.matches(exclude);
  return {
    takes: (link) => link.matches(take) && !excluded(link),
    highlights: (link) => link.matches(highlight || take) && !excluded(link),
    disabled: (win) => win.innerWidth <= below[0] || win.innerHeight <= below[1],
    started(link, win) {
      // A new history entry, unless the address has that hash already.
      const hash = `#${(link.getAttribute('href') ?? '').split('#')[1] ?? ''}`;
      if (appendHash && hash !== win.location.hash) win.history.pushState('', '', hash);
    },
  };
}

/** The rules of the page's printed settings. */
export const pageLinkRules = (raw: unknown, doc: Document): LinkRules => linkRulesOf(readPageScrollLinks(raw, doc));
