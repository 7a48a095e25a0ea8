import { siteUrl } from '../../src/services/safe-url.ts';

/**
 * A redirect from a form's settings or answer, kept only when it is http(s) on the site's own
 * origin. Popup Maker's sub form sends it base64-encoded; a value that decodes to an address is
 * read decoded.
 */
export function safeRedirect(value: string, location: { href: string; origin: string }): string | null {
  const decoded = decodeBase64(value);
  const candidate = decoded && /^(https?:\/\/|\/)/i.test(decoded) ? decoded : value;
  return siteUrl(candidate, location.href, location.origin)?.href ?? null;
}

function decodeBase64(value: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value) || value.length % 4 !== 0) return null;
  try {
    return atob(value);
  } catch {
    return null;
  }
}
