/**
 * How every call to the site's own endpoints is made, by the http layer's ky instance and by the
 * one call that does without ky (src/services/cart/refreshed-fragments.ts). No endpoint of the
 * site answers with a redirect; one means a login wall, a cache or an attacker in between. Not
 * following it keeps every call on the site's own origin: the answer is an opaque redirect, which
 * fails the call (its no-JS path takes over).
 */
export const SITE_REQUEST = {
  credentials: 'same-origin',
  redirect: 'manual',
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
} as const satisfies RequestInit;

/** The URL of a `?wc-ajax=` endpoint, from a `wc_ajax_url` with its `%%endpoint%%` placeholder. */
export function wcAjaxUrl(endpoint: string, template: string): string {
  return template.replace('%%endpoint%%', encodeURIComponent(endpoint));
}
