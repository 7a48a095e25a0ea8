/** woocommerce.js waits 500 ms, so the notice has its tabindex before it is focused. */
export const NOTICE_FOCUS_DELAY_MS = 500;

const NOTICE = ['woocommerce-message', 'woocommerce-error', 'wc-block-components-notice-banner'].map((name) => `.${name}[role="alert"]`).join(', ');

/**
 * Focuses the page's first notice (role=alert), 500 ms after it is found: a live region filled
 * before the page loaded is not always announced, a focused one is. Returns the cancel.
 */
export function focusFirstNotice(doc: Document): () => void {
  const notice = doc.querySelector<HTMLElement>(NOTICE);
  if (!notice) return () => undefined;
  notice.setAttribute('tabindex', '-1');
  const win = doc.defaultView ?? window;
  const timer = win.setTimeout(() => notice.focus(), NOTICE_FOCUS_DELAY_MS);
  return () => win.clearTimeout(timer);
}
