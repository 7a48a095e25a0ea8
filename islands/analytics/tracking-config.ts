/** A link rule of the plugin's settings: what makes a click worth recording. */
export interface LinkRule {
  type: 'class' | 'id' | 'domain' | 'extension' | 'subdirectory' | 'protocol' | 'external';
  value: string;
}

export interface TrackingConfig {
  /** The signed page payload, kept as parsed (key order and types), and its signature. */
  payload: Record<string, unknown>;
  signature: string;
  searchUrl: string;
  clickUrl: string | null;
  linkRules: LinkRule[];
}

const RULE_TYPES = new Set<LinkRule['type']>(['class', 'id', 'domain', 'extension', 'subdirectory', 'protocol', 'external']);

/** The spec's tracked clicks, for a payload that prints no rules of its own. */
export const DEFAULT_RULES: LinkRule[] = [
  ...['footer', 'language-switch', 'page-button', 'mobile', 'scroll', 'button', 'safety-data-sheet', 'technical-data-sheet', 'privacy', 'heatmap'].map((value) => ({ type: 'class' as const, value })),
  { type: 'extension', value: 'pdf' },
  { type: 'protocol', value: 'mailto' },
  { type: 'protocol', value: 'tel' },
];

/**
 * Reads the JSON the theme prints in place of the plugin's inline script. Bad JSON or a payload
 * without a signature is an error (the caller reports it once); the rest falls back to defaults.
 * The visit endpoint lives under the page's language prefix (`/ru/wp-json/iawp/search`).
 */
export function readTrackingConfig(text: string, langPrefix: string): TrackingConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('the tracking payload is not valid JSON');
  }
  if (!raw || typeof raw !== 'object') throw new Error('the tracking payload is not an object');
  const data = raw as Record<string, unknown>;
  if (!data.payload || typeof data.payload !== 'object' || Array.isArray(data.payload)) throw new Error('the tracking data has no payload object');
  if (typeof data.signature !== 'string' || !data.signature) throw new Error('the tracking payload has no signature');
  const rules = Array.isArray(data.linkRules)
    ? data.linkRules.filter((rule): rule is LinkRule => !!rule && RULE_TYPES.has((rule as LinkRule).type) && typeof (rule as LinkRule).value === 'string')
    : DEFAULT_RULES;
  return {
    payload: data.payload as Record<string, unknown>,
    signature: data.signature,
    searchUrl: typeof data.searchUrl === 'string' ? data.searchUrl : `${langPrefix}/wp-json/iawp/search`,
    clickUrl: data.isPro === false ? null : typeof data.clickUrl === 'string' ? data.clickUrl : '/wp-content/plugins/independent-analytics/iawp-click-endpoint.php',
    linkRules: rules,
  };
}
