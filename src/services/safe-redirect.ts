/**
 * Redirect targets that come from server answers (a product URL, the cart URL) are followed only
 * when they are http(s) on the site's own origin; anything else returns false for the caller's fallback.
 */
export function safeUrl(url: string, doc: Document): string | null {
  try {
    const target = new URL(url, doc.baseURI);
    const here = new URL(doc.baseURI);
    return (target.protocol === 'http:' || target.protocol === 'https:') && target.origin === here.origin ? target.href : null;
  } catch {
    return null;
  }
}

export function redirectSafely(url: string | null | undefined, doc: Document): boolean {
  const target = url ? safeUrl(url, doc) : null;
  if (target) doc.location.assign(target);
  return target !== null;
}
