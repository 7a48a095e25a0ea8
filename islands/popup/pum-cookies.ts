import { cookies } from '../../src/services/cookies.ts';
import { parseExpiry } from './cookie-expiry.ts';

/** A Popup Maker cookie's settings: name, time ('+30 days'), session, site-wide path. */
export interface CookieSettings {
  name: string;
  time?: unknown;
  expires?: unknown;
  session?: unknown;
  path?: unknown;
}

/**
 * `$.pm_cookie(name, true, expires, path)`: the value is the string `true`; site-wide cookies
 * take `pum_vars.home_url` as path (otherwise the browser's default); SameSite=Lax, as every
 * cookie the bundle writes. An expiry that means nothing warns and sets nothing.
 */
export function setPumCookie(settings: CookieSettings, homeUrl: string, domain: string, warn: (message: string) => void, now = new Date()): boolean {
  if (!settings.name) return false;
  const session = settings.session === true || settings.session === '1' || settings.session === 'true';
  const expires = parseExpiry(settings.time ?? settings.expires ?? '+30 days', now, session);
  if (expires === undefined) {
    warn(`cookie "${settings.name}": expiry ${JSON.stringify(settings.time ?? settings.expires)} means nothing; not set`);
    return false;
  }
  const siteWide = settings.path === undefined || settings.path === true || settings.path === '1' || settings.path === 'true';
  cookies.set(settings.name, 'true', {
    ...(expires ? { expires } : {}),
    ...(siteWide ? { path: homeUrl || '/' } : { path: '' }),
    ...(domain ? { domain } : {}),
  });
  return true;
}

/** True when any of the names (a string or a list) is set: the trigger is suppressed. */
export function anyCookie(names: unknown): boolean {
  const list = Array.isArray(names) ? names : typeof names === 'string' && names ? names.split(',') : [];
  return list.some((name) => typeof name === 'string' && name.trim() !== '' && cookies.get(name.trim()) !== undefined);
}

export function clearPumCookie(name: string, homeUrl: string): void {
  cookies.remove(name, { path: homeUrl || '/' });
  cookies.remove(name, { path: '' });
}
