const FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;

export type Campaign = Partial<Record<(typeof FIELDS)[number], string>>;

/**
 * The campaign fields of a query string as the plugin reads them: split on `&` and `=`, values
 * left URL-encoded, absent keys left out (JSON.stringify drops them in the plugin too).
 */
export function campaignOf(search: string): Campaign {
  const campaign: Campaign = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key, value] = pair.split('=');
    if ((FIELDS as readonly string[]).includes(key!) && value !== undefined) campaign[key as (typeof FIELDS)[number]] = value;
  }
  return campaign;
}
