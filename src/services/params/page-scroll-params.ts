import { coerce } from '../read-global.ts';
import { readParams } from './read-params.ts';

/** The settings of Page Scroll to id that the anchor scroll honours. */
export interface PageScrollSettings {
  /** `scrollSpeed`, ms. */
  speed: number;
  /** `autoScrollSpeed`: longer distances take proportionally longer (reference § 4.2's formula). */
  autoSpeed: boolean;
  /** `offset`: pixels above the target, or a selector (that element's height: a fixed header). */
  offset: number | string;
  /** `pageEndSmoothScroll`: never aim past the page end. */
  pageEnd: boolean;
}

/**
 * With nothing printed, the spec's anchor scroll (SPEC § 9): 800 ms whatever the distance,
 * offset 0, smooth to the page end. The plugin's own WordPress defaults differ in one value,
 * autoScrollSpeed "true", which a site that prints them gets (below).
 */
export const PAGE_SCROLL_DEFAULTS: PageScrollSettings = { speed: 800, autoSpeed: false, offset: 0, pageEnd: true };

/**
 * The first instance of `mPS2id_params` (Page Scroll to id's `wp_localize_script` output, every
 * value a string: "true", "800"), field by field over the defaults: every value printed wins.
 * Optional: a site without the plugin scrolls with the defaults above.
 */
export function readPageScrollSettings(raw: unknown): PageScrollSettings {
  const instance = firstInstance(raw);
  const d = PAGE_SCROLL_DEFAULTS;
  const speed = coerce(instance.scrollSpeed, d.speed);
  return {
    speed: speed !== undefined && speed >= 0 ? speed : d.speed,
    autoSpeed: coerce(instance.autoScrollSpeed, d.autoSpeed) ?? d.autoSpeed,
    offset: offsetSetting(instance.offset) ?? d.offset,
    pageEnd: coerce(instance.pageEndSmoothScroll, d.pageEnd) ?? d.pageEnd,
  };
}

/**
 * An offset as the plugin takes it, printed or on a link (`data-ps2id-offset`): a number, a
 * numeric string, or a selector; undefined when empty or of another type.
 */
export function offsetSetting(raw: unknown): number | string | undefined {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  return Number.isFinite(Number(raw)) ? Number(raw) : raw;
}

/** The printed `selector` of the WordPress plugin's defaults: every link with a `#` but `#` alone. */
export const DEFAULT_SELECTOR = "a[href*='#']:not([href='#'])";

/** The printed `excludeSelector` of its defaults: tab, toggle and slide links, the skip link. */
export const EXCLUDED =
  "a[href^='#tab-'],a[href^='#tabs-'],a[data-toggle]:not([data-toggle='tooltip']),a[data-slide],a[data-vc-tabs],a[data-vc-accordion],a.screen-reader-text.skip-link";

/** The link settings as the plugin's defaults print them, but for the spaces after the exclusions' commas, which the check below drops. */
const DEFAULT_LINK_SETTINGS: Record<string, string> = { selector: DEFAULT_SELECTOR, excludeSelector: EXCLUDED, highlightSelector: '', disablePluginBelow: '0', appendHash: 'false' };

/**
 * True when the page prints link settings other than the defaults: only then is the chunk that
 * reads them (`page-scroll-links.ts`) fetched.
 */
export const printsOwnLinkSettings = (raw: unknown): boolean => {
  const instance = firstInstance(raw);
  return Object.entries(DEFAULT_LINK_SETTINGS).some(([name, value]) => name in instance && String(instance[name]).replace(/\s*,\s*/g, ',') !== value);
};

/** `mPS2id_params`'s first instance (the one the site's links use), or {} when there is none. */
export function firstInstance(raw: unknown): Record<string, unknown> {
  const instances = typeof raw === 'object' && raw !== null ? (raw as { instances?: unknown }).instances : undefined;
  const first = typeof instances === 'object' && instances !== null ? Object.values(instances)[0] : undefined;
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
}

/** The printed `mPS2id_params`, read once per page; optional (a site without the plugin). */
export const printedPageScroll = (doc: Document): unknown =>
  readParams(doc, 'mPS2id_params', () => ({ instances: {} as Record<string, unknown> }), { optional: true });

export function pageScrollSettings(doc: Document): PageScrollSettings {
  return readPageScrollSettings(printedPageScroll(doc));
}
