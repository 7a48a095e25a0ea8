/**
 * What the site's cf7track snippet did after a successful send: log the form id to its REST
 * route, then (when Google's tag is on the page) count a 'Form Submit' event.
 */
export function afterSent(win: Window, apiRoot: string, formId: number, title: string | null): void {
  void fetch(`${apiRoot}cf7track/v1/log-submit`, {
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
