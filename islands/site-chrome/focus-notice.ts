/** woocommerce.js waits 500 ms, so the notice has its tabindex before it is focused. */
export const NOTICE_FOCUS_DELAY_MS = 500;

const NOTICE = ['woocommerce-message', 'woocommerce-error', 'wc-block-components-notice-banner'].map((name) => `.${name}[role="alert"]`).join(', ');

/**
 * Focuses the page's first notice (role=alert), 500 ms after it is found: a live region filled
 * before the page loaded is not always announced, a focused one is. Returns the cancel.
 *
 * Not if the visitor has put the focus somewhere meanwhile: a quantity being typed on a slow line
 * lost every key after the move (woocommerce.js moves it all the same, only later there, its
 * jQuery still on the way).
 */
export function focusFirstNotice(doc: Document): () => void {
  const notice = doc.querySelector<HTMLElement>(NOTICE);
  if (!notice) return () => undefined;
  notice.setAttribute('tabindex', '-1');
  const win = doc.defaultView ?? window;
  const before = doc.activeElement;
  const timer = win.setTimeout(() => {
    if (doc.activeElement === before || doc.activeElement === doc.body) notice.focus();
  }, NOTICE_FOCUS_DELAY_MS);
  return () => win.clearTimeout(timer);
}
