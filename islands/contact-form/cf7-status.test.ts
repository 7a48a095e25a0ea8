import { describe, expect, it } from 'vitest';
import { formStatus, statusEvent } from './cf7-status.ts';

describe('Contact Form 7 status', () => {
  it.each([
    ['mail_sent', 'sent', 'mailsent'],
    ['mail_failed', 'failed', 'mailfailed'],
    ['validation_failed', 'invalid', 'invalid'],
    ['acceptance_missing', 'unaccepted', 'unaccepted'],
    ['spam', 'spam', 'spam'],
    ['aborted', 'aborted', 'aborted'],
    ['payment_required', 'payment-required', null],
    ['Needs Review!', 'custom-needs-review', null],
  ])('%s → data-status %s, event %s', (api, status, event) => {
    expect(formStatus(api)).toBe(status);
    expect(statusEvent(formStatus(api))).toBe(event);
  });
});
