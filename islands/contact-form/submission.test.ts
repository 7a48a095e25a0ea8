import { describe, expect, it } from 'vitest';
import { INITIAL, nextSubmission, type SubmissionEffect, type SubmissionEvent, type SubmissionState } from './submission.ts';

const at = (status: string, rest: Partial<SubmissionState> = {}): SubmissionState => ({ ...INITIAL, status, ...rest });
const st = (status: string, previous: string): SubmissionEffect => ({ type: 'status', status, previous });
const emit = (name: string, status: string): SubmissionEffect => ({ type: 'emit', name, status });

describe('a Contact Form 7 submission, event by event', () => {
  it.each<[string, SubmissionState, SubmissionEvent, SubmissionState, SubmissionEffect[]]>([
    ['a form the client check finds wrong is not sent', at('init'), { type: 'submit', valid: false }, at('invalid', { submitted: true }), [{ type: 'show-client-errors' }, st('invalid', 'init')]],
    [
      'a right form is sent: errors cleared, beforesubmit, submitting',
      at('init'),
      { type: 'submit', valid: true },
      at('submitting', { submitted: true, busy: true }),
      [{ type: 'clear' }, emit('beforesubmit', 'init'), st('submitting', 'init'), { type: 'send' }],
    ],
    ['a second submit while sending sends nothing', at('submitting', { busy: true, submitted: true }), { type: 'submit', valid: true }, at('submitting', { busy: true, submitted: true }), []],
    [
      'mail sent: sent, wpcf7mailsent, wpcf7submit, the hash, the reset and the log, the message',
      at('submitting', { busy: true, submitted: true }),
      { type: 'answered', apiStatus: 'mail_sent' },
      at('sent', { submitted: true, keepSent: true }),
      [st('sent', 'submitting'), emit('mailsent', 'sent'), emit('submit', 'sent'), { type: 'record-hash' }, { type: 'after-sent' }, { type: 'show-answer' }],
    ],
    [
      'the server finds it invalid: wpcf7invalid, wpcf7submit, its errors',
      at('submitting', { busy: true, submitted: true }),
      { type: 'answered', apiStatus: 'validation_failed' },
      at('invalid', { submitted: true }),
      [st('invalid', 'submitting'), emit('invalid', 'invalid'), emit('submit', 'invalid'), { type: 'record-hash' }, { type: 'show-answer' }],
    ],
    [
      'mail failed: wpcf7mailfailed',
      at('submitting', { busy: true, submitted: true }),
      { type: 'answered', apiStatus: 'mail_failed' },
      at('failed', { submitted: true }),
      [st('failed', 'submitting'), emit('mailfailed', 'failed'), emit('submit', 'failed'), { type: 'record-hash' }, { type: 'show-answer' }],
    ],
    [
      'a status CF7 does not know becomes custom-…, with wpcf7submit only',
      at('submitting', { busy: true, submitted: true }),
      { type: 'answered', apiStatus: 'Needs Review' },
      at('custom-needs-review', { submitted: true }),
      [st('custom-needs-review', 'submitting'), emit('submit', 'custom-needs-review'), { type: 'record-hash' }, { type: 'show-answer' }],
    ],
    ['no answer: failed, the network message', at('submitting', { busy: true, submitted: true }), { type: 'unreachable' }, at('failed', { submitted: true }), [st('failed', 'submitting'), { type: 'show-network-error' }]],
    ['an answer nobody waits for changes nothing', at('init'), { type: 'answered', apiStatus: 'mail_sent' }, at('init'), []],
    [
      'the reset after a send keeps sent and its message',
      at('sent', { submitted: true, keepSent: true }),
      { type: 'reset' },
      at('sent'),
      [{ type: 'clear-errors' }, emit('reset', 'sent')],
    ],
    [
      'the visitor\'s reset: resetting, wpcf7reset, init',
      at('invalid', { submitted: true }),
      { type: 'reset' },
      at('init'),
      [{ type: 'clear' }, st('resetting', 'invalid'), emit('reset', 'resetting'), st('init', 'resetting')],
    ],
  ])('%s', (_name, state, event, next, effects) => {
    expect(nextSubmission(state, event)).toEqual({ state: next, effects });
  });
});
