import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { describeElement } from '../../src/runtime/describe-element.ts';
import { afterSent } from './after-sent.ts';
import { cf7Detail, dispatchCf7 } from './cf7-events.ts';
import { FORM_STATUSES } from './cf7-status.ts';
import { askRefill, sendFeedback, type FeedbackAnswer } from './feedback.ts';
import { renewChallenges } from './challenges.ts';
import { WPCF7_CALL, type Wpcf7Call } from './early-wpcf7.ts';
import { drawFieldErrors, readFieldErrors } from './field-errors.ts';
import { fieldOf, markRequired, readFields, type FormField } from './form-fields.ts';
import { judgeField, judgedOnEdit, judgedOnLeave, leftChanged, withError, type FieldErrors } from './judge.ts';
import { INITIAL, nextSubmission, type SubmissionEffect, type SubmissionEvent, type SubmissionState } from './submission.ts';
import type { ContactFormProps } from './parse-props.ts';
import { humanCheckToken } from './recaptcha.ts';
import { TEXTS } from './texts.ts';
import { prefersReducedMotion } from '../../src/services/motion/reduced-motion.ts';

/** Scroll offset above the first invalid field (the theme's header). */
export const SCROLL_OFFSET = 100;

const RECAPTCHA_FIELD = '_wpcf7_recaptcha_response';

function scrollToField(field: FormField, win: Window): void {
  const top = field.wrap.getBoundingClientRect().top + win.scrollY - SCROLL_OFFSET;
  const reduce = prefersReducedMotion(win);
  win.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  field.controls[0]?.focus({ preventScroll: true });
}

/**
 * The Contact Form 7 form: client validation with jQuery Validation's rules and messages, then
 * the plugin's REST submission, states, events and messages. The server form stays the form:
 * React renders the response box; the tips beside the fields and the screen-reader list are
 * drawn from its state by `drawFieldErrors`.
 */
export function ContactForm(props: ContactFormProps) {
  const { form, doc, lang, unitTag, srStatus, srList } = props;
  const win = doc.defaultView ?? window;
  const [fields] = useState(() => readFields(form));
  // What the entry's check drew before the island arrived, and the fields the visitor changed and
  // left before anything listened, judged now as their blur would have been: all in the first commit.
  const [errors, setErrors] = useState<FieldErrors>(() =>
    fields.reduce((found, field) => (leftChanged(field, doc) ? withError(found, field.name, judgeField(field, form, lang)) : found), readFieldErrors(fields)),
  );
  const [message, setMessage] = useState('');
  const focusFirst = useRef(false);
  const latest = useRef({ props, errors });
  latest.current = { props, errors };

  useEffect(() => {
    if (!focusFirst.current) return;
    focusFirst.current = false;
    const first = fields.find((field) => errors[field.name]);
    if (first) scrollToField(first, win);
  }, [errors, fields, win]);

  // The tips, the controls' aria and the screen-reader list: drawn with the commit, by the
  // writer the entry's check uses before the island arrives; taken away when the island goes.
  useLayoutEffect(() => drawFieldErrors(fields, errors, unitTag, srList), [errors, fields, unitTag, srList]);
  useLayoutEffect(() => () => drawFieldErrors(fields, {}, unitTag, srList), [fields, unitTag, srList]);

  useEffect(() => {
    const { formId, version, locale, containerPostId, feedbackUrl, refillUrl, recaptcha, title } = latest.current.props;
    const identity = { formId, version, locale, unitTag, containerPostId };
    const submitButton = form.querySelector<HTMLElement>('.wpcf7-submit, [type="submit"]');
    const undo: Array<() => void> = fields.map(markRequired);
    let state: SubmissionState = { ...INITIAL, status: form.getAttribute('data-status') || 'init' };
    let stopped = false;
    /** The attempt on its way: what its events carry. */
    let attempt: { formData: FormData; answer: FeedbackAnswer | null; submitter: HTMLElement | null; found: FieldErrors } = {
      formData: new FormData(form),
      answer: null,
      submitter: null,
      found: {},
    };
    /** What the last reset's refill answered (CAPTCHAs and quizzes renewed), which `wpcf7reset` carries. */
    let refill: Record<string, unknown> = {};

    // The wrapper's `js` class and the spinner are the cf7-form behaviour's (in the entry).

    const setStatus = (next: string, prevStatus: string) => {
      form.classList.remove(...FORM_STATUSES, ...Array.from(form.classList).filter((c) => c.startsWith('custom-')));
      form.classList.add(next);
      form.setAttribute('data-status', next);
      if (next === 'submitting') submitButton?.setAttribute('aria-disabled', 'true');
      else submitButton?.removeAttribute('aria-disabled');
      // CF7 announces a change only.
      if (next !== prevStatus) dispatchCf7(form, 'statuschanged', { ...cf7Detail(identity, next, new FormData(form), null), prevStatus });
    };

    const report = (what: string) => console.error(`[theme] island "contact-form" on ${describeElement(form)}: ${what}`);

    const recaptchaField = (): HTMLInputElement => {
      let input = form.querySelector<HTMLInputElement>(`input[name="${RECAPTCHA_FIELD}"]`);
      if (!input) {
        input = doc.createElement('input');
        input.type = 'hidden';
        input.name = RECAPTCHA_FIELD;
        form.append(input);
        const added = input;
        undo.push(() => added.remove());
      }
      return input;
    };
    const token = async (action: 'homepage' | 'contactform') => {
      if (!recaptcha) return;
      try {
        const value = await humanCheckToken(doc, recaptcha, recaptcha[action]);
        if (!stopped) recaptchaField().value = value;
      } catch (error) {
        report(`no human-check token (${error instanceof Error ? error.message : String(error)}); the form is sent without one`);
      }
    };
    if (recaptcha) void token('homepage');

    const showFieldError = (field: FormField) => {
      const error = judgeField(field, form, lang);
      setErrors((current) => withError(current, field.name, error));
    };

    const onFocusOut = (event: FocusEvent) => {
      const field = fieldOf(fields, event.target);
      if (field && judgedOnLeave(field, form, latest.current.errors, state.submitted, event.relatedTarget)) showFieldError(field);
    };
    const onEdit = (event: Event) => {
      const field = fieldOf(fields, event.target);
      if (field && judgedOnEdit(field, latest.current.errors, state.submitted)) showFieldError(field);
    };

    const effects: Record<SubmissionEffect['type'], (effect: SubmissionEffect) => void> = {
      'show-client-errors': () => {
        focusFirst.current = true;
        setErrors(attempt.found);
        setMessage(TEXTS[lang].invalid);
      },
      clear: () => {
        setErrors({});
        setMessage('');
      },
      'clear-errors': () => setErrors({}),
      status: (effect) => {
        const { status, previous } = effect as Extract<SubmissionEffect, { type: 'status' }>;
        setStatus(status, previous);
      },
      emit: (effect) => {
        const { name, status } = effect as Extract<SubmissionEffect, { type: 'emit' }>;
        // Before a send and at a reset the form's own fields; after an answer, what was sent and the answer.
        const own = name === 'reset' || name === 'beforesubmit';
        const answer = name === 'reset' ? refill : name === 'beforesubmit' ? null : attempt.answer;
        dispatchCf7(form, name, cf7Detail(identity, status, own ? new FormData(form) : attempt.formData, answer));
      },
      'renew-challenges': (effect) => renewChallenges(form, (effect as Extract<SubmissionEffect, { type: 'renew-challenges' }>).from === 'refill' ? refill : (attempt.answer ?? {})),
      refill: () => void askForRefill(),
      send: () => void send(),
      'record-hash': () => {
        const hash = form.querySelector<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]');
        if (hash && attempt.answer) hash.value = attempt.answer.posted_data_hash;
      },
      'after-sent': () => {
        form.reset();
        afterSent(win, formId, title);
      },
      'show-answer': () => {
        const invalid: Record<string, string> = {};
        for (const item of attempt.answer?.invalid_fields ?? []) if (fields.some((field) => field.name === item.field)) invalid[item.field] = item.message;
        if (Object.keys(invalid).length > 0) focusFirst.current = true;
        setErrors(invalid);
        setMessage(attempt.answer?.message ?? '');
      },
      'show-network-error': () => setMessage(TEXTS[lang].network),
    };
    const step = (event: SubmissionEvent) => {
      const next = nextSubmission(state, event);
      state = next.state;
      for (const effect of next.effects) effects[effect.type](effect);
    };

    const submit = (submitter: HTMLElement | null) => {
      if (state.busy) return;
      const found: Record<string, string> = {};
      for (const field of fields) {
        const error = judgeField(field, form, lang);
        if (error) found[field.name] = error;
      }
      attempt = { ...attempt, found, submitter };
      step({ type: 'submit', valid: Object.keys(found).length === 0 });
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      submit(event.submitter);
    };
    // Contact Form 7's API called on this form (early-wpcf7.ts): `wpcf7.submit(form, { submitter })`
    // sends it as its submit button does; `wpcf7.reset(form)` is what CF7 does at the form's reset
    // event (status, refill, messages cleared: the fields are the caller's); `wpcf7.validate(form,
    // { target })` judges the fields up to the target's (all without one) and shows what it found,
    // sending nothing.
    const onCall = (event: Event) => {
      const { method, options } = (event as CustomEvent<Wpcf7Call>).detail;
      if (method === 'submit') return submit(options.submitter instanceof win.HTMLElement ? options.submitter : null);
      if (method === 'reset') return step({ type: 'reset' });
      const upTo = fieldOf(fields, (options.target ?? null) as EventTarget | null);
      const judged = upTo ? fields.slice(0, fields.indexOf(upTo) + 1) : fields;
      setErrors((current) => judged.reduce((found, field) => withError(found, field.name, judgeField(field, form, lang)), current));
    };

    const send = async () => {
      await token('contactform');
      if (stopped) return;
      const { submitter } = attempt;
      const formData = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? new FormData(form, submitter) : new FormData(form);
      attempt = { ...attempt, formData, answer: null };
      try {
        const answer = await sendFeedback(feedbackUrl, formData);
        if (stopped) return;
        attempt = { ...attempt, answer };
        step({ type: 'answered', apiStatus: answer.status });
      } catch (error) {
        if (stopped) return;
        report(`the message was not sent: ${error instanceof Error ? error.message : String(error)}`);
        step({ type: 'unreachable' });
      }
    };

    const askForRefill = async () => {
      try {
        refill = await askRefill(refillUrl);
      } catch (error) {
        // The reset still ends (CF7's would stay `resetting`, its message hidden, for good).
        refill = {};
        if (!stopped) report(`no refill for the reset: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!stopped) step({ type: 'refilled' });
    };

    // A reset (after a send, or the visitor's reset button) clears what the last attempt showed,
    // once the fields are reset (the event comes before).
    const onReset = () => {
      win.setTimeout(() => {
        if (!stopped) step({ type: 'reset' });
      });
    };

    const listening = new AbortController();
    form.addEventListener('submit', onSubmit, { signal: listening.signal });
    form.addEventListener('focusout', onFocusOut, { signal: listening.signal });
    form.addEventListener('input', onEdit, { signal: listening.signal });
    form.addEventListener('change', onEdit, { signal: listening.signal });
    form.addEventListener('reset', onReset, { signal: listening.signal });
    form.addEventListener(WPCF7_CALL, onCall, { signal: listening.signal });
    return () => {
      stopped = true;
      listening.abort();
      for (const step of undo.reverse()) step();
    };
  }, [doc, fields, form, lang, unitTag, win]);

  return (
    <>
      {message}
      {srStatus && createPortal(message, srStatus)}
    </>
  );
}
