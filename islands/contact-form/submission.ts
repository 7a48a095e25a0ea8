import { formStatus, statusEvent } from './cf7-status.ts';
import type { Step } from '../../src/runtime/step.ts';

/**
 * A Contact Form 7 form's submission, pure: its status (the form's `data-status` and class),
 * whether a send is under way, whether the visitor has tried to send (fields are then judged as
 * they change), and what each step does, in Contact Form 7's order (includes/js/src/submit.js).
 * ContactForm.tsx carries the effects out; the table test beside this file is the contract.
 */
export interface SubmissionState {
  readonly status: string;
  readonly busy: boolean;
  readonly submitted: boolean;
  /** The form was reset by a send that succeeded: the reset keeps the `sent` status and message. */
  readonly keepSent: boolean;
  /** During a reset (`resetting`, while the refill is asked for): the status before it, which `wpcf7reset` carries. */
  readonly resetFrom: string;
}

export type SubmissionEvent =
  /** Submit, with the client check's verdict. */
  | { readonly type: 'submit'; readonly valid: boolean }
  /** The REST answer's `status` (`mail_sent`, `validation_failed`, …). */
  | { readonly type: 'answered'; readonly apiStatus: string }
  /** No answer: the network or the server failed. */
  | { readonly type: 'unreachable' }
  /** The form was reset (after a send, or by the visitor's reset button). */
  | { readonly type: 'reset' }
  /** The refill asked for at the reset has answered (or failed). */
  | { readonly type: 'refilled' };

export type SubmissionEffect =
  /** The client check's errors, the "invalid" message, the first wrong field scrolled to. */
  | { readonly type: 'show-client-errors' }
  /** Errors and message from an earlier attempt taken away. */
  | { readonly type: 'clear' }
  /** Only the field errors taken away (the message of a send that succeeded stays). */
  | { readonly type: 'clear-errors' }
  /** `data-status`, the class, the submit's aria-disabled, then `wpcf7statuschanged` (which names the previous one). */
  | { readonly type: 'status'; readonly status: string; readonly previous: string }
  /**
   * A `wpcf7<name>` event; its detail's status is CF7's: the REST answer's (`mail_sent`) after
   * an answer, the form's before a send or a reset.
   */
  | { readonly type: 'emit'; readonly name: string; readonly status: string }
  /** The CAPTCHA images and quiz questions the answer (or the refill) renews, before `wpcf7submit` (`wpcf7reset`). */
  | { readonly type: 'renew-challenges'; readonly from: 'answer' | 'refill' }
  /** The GET to the form's refill endpoint, which answers with fresh CAPTCHAs and quizzes. */
  | { readonly type: 'refill' }
  /** The human-check token, then the POST to the feedback endpoint. */
  | { readonly type: 'send' }
  /** The answer's posted-data hash written into the form, as CF7 does before anything else. */
  | { readonly type: 'record-hash' }
  /** The answer's field errors and message. */
  | { readonly type: 'show-answer' }
  /** The "could not be sent" message (and one console error). */
  | { readonly type: 'show-network-error' }
  /** After a successful send: the form reset, the log request and the analytics event. */
  | { readonly type: 'after-sent' };

export const INITIAL: Omit<SubmissionState, 'status'> = { busy: false, submitted: false, keepSent: false, resetFrom: '' };

export type SubmissionStep = Step<SubmissionState, SubmissionEffect>;

const status = (value: string, previous: string): SubmissionEffect => ({ type: 'status', status: value, previous });
const emit = (name: string, shown: string): SubmissionEffect => ({ type: 'emit', name, status: shown });

export function nextSubmission(state: SubmissionState, event: SubmissionEvent): SubmissionStep {
  switch (event.type) {
    case 'submit':
      // A second submit while one is on its way sends nothing.
      if (state.busy) return { state, effects: [] };
      if (!event.valid) return { state: { ...state, submitted: true, status: 'invalid' }, effects: [{ type: 'show-client-errors' }, status('invalid', state.status)] };
      return {
        state: { ...state, submitted: true, busy: true, status: 'submitting' },
        effects: [{ type: 'clear' }, emit('beforesubmit', state.status), status('submitting', state.status), { type: 'send' }],
      };
    case 'answered': {
      if (!state.busy) return { state, effects: [] };
      const next = formStatus(event.apiStatus);
      const named = statusEvent(next);
      const sent = next === 'sent';
      return {
        state: { ...state, busy: false, status: next, keepSent: sent },
        effects: [
          status(next, state.status),
          ...(named ? [emit(named, event.apiStatus)] : []),
          { type: 'renew-challenges', from: 'answer' },
          emit('submit', event.apiStatus),
          { type: 'record-hash' },
          ...(sent ? [{ type: 'after-sent' } as const] : []),
          { type: 'show-answer' },
        ],
      };
    }
    case 'unreachable':
      if (!state.busy) return { state, effects: [] };
      return { state: { ...state, busy: false, status: 'failed' }, effects: [status('failed', state.status), { type: 'show-network-error' }] };
    case 'reset':
      // CF7 asks for the refill while `resetting` (its stylesheet hides the message meanwhile).
      // After a send that succeeded, the reset keeps that send's message.
      return {
        state: { ...state, submitted: false, status: 'resetting', resetFrom: state.status },
        effects: [{ type: state.keepSent ? 'clear-errors' : 'clear' }, status('resetting', state.status), { type: 'refill' }],
      };
    case 'refilled': {
      // A submit made meanwhile has taken the form over.
      if (state.status !== 'resetting') return { state, effects: [] };
      const next = state.keepSent ? 'sent' : 'init';
      return {
        state: { ...state, status: next, keepSent: false, resetFrom: '' },
        effects: [status(next, 'resetting'), { type: 'renew-challenges', from: 'refill' }, emit('reset', state.resetFrom)],
      };
    }
  }
}
