import { EXCLUDED } from '../params/page-scroll-params.ts';

/**
 * How Page Scroll to id picks and treats the page's links. Its defaults, the spec's (SPEC § 9),
 * are here; a page that prints settings of its own gets its rules from the chunk that reads them
 * (`page-scroll-links.ts`), so the sites that keep the defaults fetch none of that code.
 */
export interface LinkRules {
  /** Whether a click on `link` is the plugin's: its `selector` takes it, its `excludeSelector` does not. */
  takes(link: Element): boolean;
  /** Whether `link` is highlighted with its target: its `highlightSelector` (or else `selector`), less the exclusions. */
  highlights(link: Element): boolean;
  /** True while the window is at or under `disablePluginBelow`: every link is the browser's then. */
  disabled(win: Window): boolean;
  /** A link's scroll starts (`appendHash` puts its `#id` in the address). */
  started(link: Element, win: Window): void;
}

/** The default selector takes every link with a `#` but `#` alone, less tab, toggle and slide links and the skip link. */
const notExcluded = (link: Element): boolean => !link.matches(EXCLUDED);

export const DEFAULT_LINK_RULES: LinkRules = { takes: notExcluded, highlights: notExcluded, disabled: () => false, started: () => undefined };

const rulesByPage = new WeakMap<Document, LinkRules>();

/** The page's rules: the defaults, or those its printed settings gave (`setLinkRules`). */
export const linkRules = (doc: Document): LinkRules => rulesByPage.get(doc) ?? DEFAULT_LINK_RULES;

/** Set by the site chrome once a page's own printed settings are read. */
export const setLinkRules = (doc: Document, rules: LinkRules): void => void rulesByPage.set(doc, rules);
