import { anySignal } from './any-signal.ts';

/**
 * How every call to the site's own endpoints is made, by the http layer's ky instance and by the
 * calls that do without ky (postToSite, below). No endpoint of the site answers with a redirect;
 * one means a login wall, a cache or an attacker in between. Not following it keeps every call on
 * the site's own origin: the answer is an opaque redirect, which fails the call (its no-JS path
 * takes over).
 */
export const SITE_REQUEST = {
  credentials: 'same-origin',
  redirect: 'manual',
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
} as const satisfies RequestInit;

/** How long a call to the site may take before it is given up (and its no-JS path taken). */
export const SITE_TIMEOUT = 10_000;

/** The URL of a `?wc-ajax=` endpoint, from a `wc_ajax_url` with its `%%endpoint%%` placeholder. */
export function wcAjaxUrl(endpoint: string, template: string): string {
  return template.replace('%%endpoint%%', encodeURIComponent(endpoint));
}

export interface SiteCall {
  signal?: AbortSignal | undefined;
  /** Milliseconds (SITE_TIMEOUT by default); `false`: none, the answer is waited for however long it takes. */
  timeout?: number | false | undefined;
}

/**
 * A form POST to the site with the browser's own fetch, on SITE_REQUEST's terms, its answer read
 * as JSON whatever its Content-Type (WooCommerce serves JSON as text/html). For the cart's calls
 * (the mini cart's refresh at idle on every page, an add, a remove): ky, which the http layer
 * wraps for everything else, is 5.7 KB gzip that the first add on a page would wait for. Rejects
 * on a network error, the time-out (if any), the caller's abort, an HTTP error, a redirect or a
 * body that is not JSON.
 */
export async function postToSite(win: Window, url: string, body: URLSearchParams, { signal, timeout = SITE_TIMEOUT }: SiteCall = {}): Promise<unknown> {
  const timer = timeout ? AbortSignal.timeout(timeout) : undefined;
  const response = await win.fetch(url, {
    ...SITE_REQUEST,
    method: 'POST',
    body,
    signal: signal && timer ? anySignal([signal, timer]) : (signal ?? timer),
  });
  if (!response.ok) throw new Error(response.type === 'opaqueredirect' ? 'the server answered with a redirect' : `HTTP ${response.status}`);
  return JSON.parse(await response.text());
}
