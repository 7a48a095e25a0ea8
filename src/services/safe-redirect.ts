import { siteUrl } from './safe-url.ts';

/**
 * Redirect targets that come from server answers (a product URL, the cart URL) are followed only
 * when they are http(s) on the site's own origin; anything else returns false for the caller's fallback.
 */
export function redirectSafely(url: string | null | undefined, doc: Document): boolean {
  const target = siteUrl(url, doc.baseURI)?.href ?? null;
  if (target) doc.location.assign(target);
  return target !== null;
}
