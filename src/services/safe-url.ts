/**
 * The one check on addresses that come from markup, config or a server answer, before the
 * bundle follows, fetches, loads or prints them. `base` resolves relative addresses (the page's
 * address or `document.baseURI`).
 */

/** `value` as an http(s) address (never `javascript:`, `data:`, `blob:` …), or null. */
export function webUrl(value: unknown, base: string): URL | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** `value` as an http(s) address on the site's own origin (`base`'s unless given), or null. */
export function siteUrl(value: unknown, base: string, origin: string = new URL(base).origin): URL | null {
  const url = webUrl(value, base);
  return url && url.origin === origin ? url : null;
}
