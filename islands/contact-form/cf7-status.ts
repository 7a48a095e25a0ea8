/**
 * Contact Form 7's states (includes/js/src/status.js): the REST answer's status becomes the
 * form's `data-status` and class, and names the DOM event that follows it.
 */
const FORM_STATUS: Record<string, string> = {
  init: 'init',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  submitting: 'submitting',
  resetting: 'resetting',
  validating: 'validating',
  payment_required: 'payment-required',
};

export const FORM_STATUSES = Object.values(FORM_STATUS);

/** `mail_sent` → `sent`; an unknown status becomes `custom-<slug>`, as CF7 does. */
export function formStatus(apiStatus: string): string {
  if (FORM_STATUS[apiStatus]) return FORM_STATUS[apiStatus];
  const slug = apiStatus.toLowerCase().replace(/[^0-9a-z]+/g, ' ').trim().replace(/\s+/g, '-');
  return slug ? `custom-${slug}` : 'custom';
}

/** The event fired for a status (before `wpcf7submit`): `wpcf7invalid`, `wpcf7mailsent` … or none. */
export function statusEvent(status: string): string | null {
  if (['invalid', 'unaccepted', 'spam', 'aborted'].includes(status)) return status;
  if (status === 'sent' || status === 'failed') return `mail${status}`;
  return null;
}
