import { describe, expect, it } from 'vitest';
import { INITIAL, nextSubmission, type SubmissionEffect, type SubmissionEvent, type SubmissionState } from './submission.ts';

const at = (status: string, rest: Partial<SubmissionState> = {}): SubmissionState => ({ ...INITIAL, status, ...rest });
const st = (status: string, previous: string): SubmissionEffect => ({ type: 'status', status, previous });
const emit = (name: string, status: string): SubmissionEffect => ({ type: 'emit', name, status });
const renew: SubmissionEffect = { type: 'renew-challenges', from: 'answer' };

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
      'mail sent: sent, wpcf7mailsent and wpcf7submit with the answer\'s status, the hash, the reset and the log, the message',
      at('submitting', { busy: true, submitted: true }),
      { type: 'answered', apiStatus: 'mail_sent' },
      at('sent', { submitted: true, keepSent: true }),
      [st('sent', 'submitting'), emit('mailsent', 'mail_sent'), renew, emit('submit', 'mail_sent'), { type: 'record-hash' }, { type: 'after-sent' }, { type: 'show-answer' }],
    ],
    [
      'the server finds it invalid: wpcf7invalid, wpcf7submit, its errors',
      at('submitting', { busy: true, submitted: true }),
      { type: 'answered', apiStatus: 'validation_failed' },
      at('invalid', { submitted: true }),
      [st('invalid', 'submitting'), emit('invalid', 'validation_failed'), renew, emit('submit', 'validation_failed'), { type: 'record-hash' }, { type: 'show-answer' }],
    ],
    [
      'mail failed: wpcf7mailfailed',
      at('submitting', { busy: true, submitted: true }),
      { type: 'answered', apiStatus: 'mail_failed' },
      at('failed', { submitted: true }),
      [st('failed', 'submitting'), emit('mailfailed', 'mail_failed'), renew, emit('submit', 'mail_failed'), { type: 'record-hash' }, { type: 'show-answer' }],
    ],
    [
      'a status CF7 does not know becomes custom-…, with wpcf7submit only',
      at('submitting', { busy: true, submitted: true }),
      { type: 'answered', apiStatus: 'Needs Review' },
      at('custom-needs-review', { submitted: true }),
      [st('custom-needs-review', 'submitting'), renew, emit('submit', 'Needs Review'), { type: 'record-hash' }, { type: 'show-answer' }],
    ],
    ['no answer: failed, the network message', at('submitting', { busy: true, submitted: true }), { type: 'unreachable' }, at('failed', { submitted: true }), [st('failed', 'submitting'), { type: 'show-network-error' }]],
    ['an answer nobody waits for changes nothing', at('init'), { type: 'answered', apiStatus: 'mail_sent' }, at('init'), []],
    [
      'the reset after a send: resetting, its message kept, the refill asked for',
      at('sent', { submitted: true, keepSent: true }),
      { type: 'reset' },
      at('resetting', { keepSent: true, resetFrom: 'sent' }),
      [{ type: 'clear-errors' }, st('resetting', 'sent'), { type: 'refill' }],
    ],
    [
      'its refill answered: sent again, the challenges renewed, wpcf7reset with the status before the reset',
      at('resetting', { keepSent: true, resetFrom: 'sent' }),
      { type: 'refilled' },
      at('sent'),
      [st('sent', 'resetting'), { type: 'renew-challenges', from: 'refill' }, emit('reset', 'sent')],
    ],
    [
      'the visitor\'s reset: everything cleared, resetting, the refill asked for',
      at('invalid', { submitted: true }),
      { type: 'reset' },
      at('resetting', { resetFrom: 'invalid' }),
      [{ type: 'clear' }, st('resetting', 'invalid'), { type: 'refill' }],
    ],
    [
      'its refill answered: init, then wpcf7reset',
      at('resetting', { resetFrom: 'invalid' }),
      { type: 'refilled' },
      at('init'),
      [st('init', 'resetting'), { type: 'renew-challenges', from: 'refill' }, emit('reset', 'invalid')],
    ],
    [
      'a refill answering after a submit made meanwhile changes nothing',
      at('submitting', { busy: true, submitted: true, resetFrom: 'invalid' }),
      { type: 'refilled' },
      at('submitting', { busy: true, submitted: true, resetFrom: 'invalid' }),
      [],
    ],
  ])('%s', (_name, state, event, next, effects) => {
    expect(nextSubmission(state, event)).toEqual({ state: next, effects });
  });
});
