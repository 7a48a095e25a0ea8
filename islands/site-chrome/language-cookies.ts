import { cookies } from '../../src/services/cookies.ts';

interface PrintedCookie {
  value: string;
  expires?: string | number;
  path?: string;
}

const isPrinted = (value: unknown): value is PrintedCookie =>
  typeof value === 'object' && value !== null && typeof (value as PrintedCookie).value === 'string';

/**
 * WPML's language-cookie.js: every cookie in the printed `wpml_cookies` map (name → value,
 * expires, path) written at start, now with SameSite=Lax. A date string expires then; WPML's
 * older numeric `expires: 1` made `expires=1`, an invalid date, so those stay session cookies.
 * Returns the names written; a malformed entry is skipped with one warning.
 */
export function writeLanguageCookies(map: unknown): string[] {
  if (map === undefined) return [];
  if (typeof map !== 'object' || map === null || Array.isArray(map)) {
    console.warn('[theme] wpml_cookies is not an object; no language cookie written');
    return [];
  }
  const written: string[] = [];
  for (const [name, cookie] of Object.entries(map)) {
    if (!isPrinted(cookie)) {
      console.warn(`[theme] wpml_cookies["${name}"] has no value; not written`);
      continue;
    }
    const expires = typeof cookie.expires === 'string' ? new Date(cookie.expires) : undefined;
    cookies.set(name, cookie.value, {
      path: cookie.path || '/',
      expires: expires && !Number.isNaN(expires.getTime()) ? expires : undefined,
    });
    written.push(name);
  }
  return written;
}
