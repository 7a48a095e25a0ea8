/**
 * The site's cf7track log route, at the path its snippet posted to on every page (spec §7). Not
 * `wpcf7.api.root`: WPML puts the page's language in that (`/ru/wp-json/`), and the log of a
 * Russian page's form would then go to another path than the English one.
 */
export const CF7TRACK_LOG_URL = '/wp-json/cf7track/v1/log-submit';

/**
 * What the site's cf7track snippet did after a successful send: log the form id to its REST
 * route, then (when Google's tag is on the page) count a 'Form Submit' event.
 */
export function afterSent(win: Window, formId: number, title: string | null): void {
  void fetch(CF7TRACK_LOG_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ form_id: formId }),
    keepalive: true,
    // A redirect here means something in between; the log is not worth following it off the site.
    redirect: 'manual',
  }).catch(() => {
    // The log is best effort: the visitor's message is already sent.
  });
  const gtag = (win as Window & { gtag?: unknown }).gtag;
  if (typeof gtag === 'function') {
    gtag('event', 'Form Submit', { event_category: 'Form', event_label: title || `Form ID ${formId}`, value: 1 });
  }
}
