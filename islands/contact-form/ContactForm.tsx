import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { describeElement } from '../../src/runtime/describe-element.ts';
import { afterSent } from './after-sent.ts';
import { cf7Detail, dispatchCf7 } from './cf7-events.ts';
import { FORM_STATUSES, formStatus, statusEvent } from './cf7-status.ts';
import { sendFeedback, type FeedbackAnswer } from './feedback.ts';
import { fieldOf, fieldValue, markRequired, readFields, type FormField } from './form-fields.ts';
import type { ContactFormProps } from './parse-props.ts';
import { humanCheckToken } from './recaptcha.ts';
import { TEXTS } from './texts.ts';
import { validateField } from './validate-field.ts';

type Errors = Record<string, string>;

/** Scroll offset above the first invalid field (the theme's header). */
export const SCROLL_OFFSET = 100;

const RECAPTCHA_FIELD = '_wpcf7_recaptcha_response';

function scrollToField(field: FormField, win: Window): void {
  const top = field.wrap.getBoundingClientRect().top + win.scrollY - SCROLL_OFFSET;
  const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  win.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  field.controls[0]?.focus({ preventScroll: true });
}

/**
 * The Contact Form 7 form: client validation with jQuery Validation's rules and messages, then
 * the plugin's REST submission, states, events and messages. The server form stays the form:
 * React renders the response box, the tips beside the fields and the screen-reader list.
 */
export function ContactForm(props: ContactFormProps) {
  const { form, doc, lang, unitTag, srStatus, srList } = props;
  const win = doc.defaultView ?? window;
  const [fields] = useState(() => readFields(form));
  const [errors, setErrors] = useState<Errors>({});
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

  // aria-invalid / aria-describedby / wpcf7-not-valid on the fields, as CF7's setValidationError does.
  useEffect(() => {
    for (const field of fields) {
      const error = errors[field.name];
      field.target.classList.toggle('wpcf7-not-valid', Boolean(error));
      field.target.setAttribute('aria-invalid', error ? 'true' : 'false');
      if (error) field.target.setAttribute('aria-describedby', `${unitTag}-ve-${field.name}`);
      else field.target.removeAttribute('aria-describedby');
    }
  }, [errors, fields, unitTag]);

  useEffect(() => {
    const { formId, version, locale, containerPostId, feedbackUrl, recaptcha, apiRoot, title } = latest.current.props;
    const identity = { formId, version, locale, unitTag, containerPostId };
    const submitButton = form.querySelector<HTMLElement>('.wpcf7-submit, [type="submit"]');
    const undo: Array<() => void> = fields.map(markRequired);
    let busy = false;
    let submitted = false;
    let keepSentStatus = false;
    let status = form.getAttribute('data-status') || 'init';
    let stopped = false;

    // The wrapper's `js` class and the spinner are the cf7-form behaviour's (in the entry).

    const setStatus = (next: string) => {
      const prevStatus = status;
      status = next;
      form.classList.remove(...FORM_STATUSES, ...Array.from(form.classList).filter((c) => c.startsWith('custom-')));
      form.classList.add(next);
      form.setAttribute('data-status', next);
      if (next === 'submitting') submitButton?.setAttribute('aria-disabled', 'true');
      else submitButton?.removeAttribute('aria-disabled');
      dispatchCf7(form, 'statuschanged', { ...cf7Detail(identity, next, new FormData(form), null), prevStatus });
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

    const validate = (field: FormField): string | null =>
      validateField(field.rules, fieldValue(field), lang, (selector) => {
        const other = form.querySelector<HTMLInputElement>(selector) ?? doc.querySelector<HTMLInputElement>(selector);
        return other ? other.value : null;
      });
    const showFieldError = (field: FormField) => {
      const error = validate(field);
      setErrors((current) => {
        if ((current[field.name] ?? null) === error) return current;
        const next = { ...current };
        if (error) next[field.name] = error;
        else delete next[field.name];
        return next;
      });
    };

    const onFocusOut = (event: FocusEvent) => {
      const field = fieldOf(fields, event.target);
      // jQuery Validation's lazy first pass: an untouched empty field is not judged on blur.
      if (!field || field.group || (!submitted && fieldValue(field).count === 0 && !latest.current.errors[field.name])) return;
      // Focus moving to the submit button: the submit checks everything, and a tip appearing now
      // would shift the button away between mousedown and mouseup, losing the click.
      if (event.relatedTarget instanceof Element && event.relatedTarget.matches('[type="submit"]') && form.contains(event.relatedTarget)) return;
      showFieldError(field);
    };
    const onEdit = (event: Event) => {
      const field = fieldOf(fields, event.target);
      if (!field) return;
      // Eager once judged: a field with an error is re-checked as it is typed in.
      if (latest.current.errors[field.name] || (field.group && submitted)) showFieldError(field);
    };

    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (busy) return;
      submitted = true;
      const found: Errors = {};
      for (const field of fields) {
        const error = validate(field);
        if (error) found[field.name] = error;
      }
      if (Object.keys(found).length > 0) {
        focusFirst.current = true;
        setErrors(found);
        setMessage(TEXTS[lang].invalid);
        setStatus('invalid');
        return;
      }
      void send(event.submitter);
    };

    const send = async (submitter: HTMLElement | null) => {
      busy = true;
      setErrors({});
      setMessage('');
      dispatchCf7(form, 'beforesubmit', cf7Detail(identity, status, new FormData(form), null));
      setStatus('submitting');
      await token('contactform');
      if (stopped) return;
      const formData = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? new FormData(form, submitter) : new FormData(form);
      let answer: FeedbackAnswer;
      try {
        answer = await sendFeedback(feedbackUrl, formData);
      } catch (error) {
        if (stopped) return;
        busy = false;
        report(`the message was not sent: ${error instanceof Error ? error.message : String(error)}`);
        setStatus('failed');
        setMessage(TEXTS[lang].network);
        return;
      }
      if (stopped) return;
      busy = false;
      const next = formStatus(answer.status);
      setStatus(next);
      const detail = cf7Detail(identity, next, formData, answer);
      const event = statusEvent(next);
      if (event) dispatchCf7(form, event, detail);
      dispatchCf7(form, 'submit', detail);
      const hash = form.querySelector<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]');
      if (hash) hash.value = answer.posted_data_hash;
      if (next === 'sent') {
        keepSentStatus = true;
        form.reset();
        afterSent(win, apiRoot, formId, title);
      }
      const invalid: Errors = {};
      for (const item of answer.invalid_fields) if (fields.some((field) => field.name === item.field)) invalid[item.field] = item.message;
      if (Object.keys(invalid).length > 0) focusFirst.current = true;
      setErrors(invalid);
      setMessage(answer.message);
    };

    // A reset (after a send, or the visitor's reset button) clears what the last attempt showed.
    const onReset = () => {
      win.setTimeout(() => {
        if (stopped) return;
        submitted = false;
        setErrors({});
        const sent = keepSentStatus;
        keepSentStatus = false;
        if (!sent) {
          setMessage('');
          setStatus('resetting');
        }
        dispatchCf7(form, 'reset', cf7Detail(identity, status, new FormData(form), null));
        if (!sent) setStatus('init');
      });
    };

    form.addEventListener('submit', onSubmit);
    form.addEventListener('focusout', onFocusOut);
    form.addEventListener('input', onEdit);
    form.addEventListener('change', onEdit);
    form.addEventListener('reset', onReset);
    // The island arrives at the first touch of the form: a quick visitor may have typed in a
    // field and left it before it listened. Such a field is judged now, as its blur would have
    // been (one the visitor is still in, or did not change, waits for its blur as usual).
    for (const field of fields) {
      if (field.group || field.wrap.contains(doc.activeElement)) continue;
      const changed = field.controls.some((control) => 'defaultValue' in control && control.value !== control.defaultValue);
      if (changed && fieldValue(field).count > 0) showFieldError(field);
    }
    return () => {
      stopped = true;
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('focusout', onFocusOut);
      form.removeEventListener('input', onEdit);
      form.removeEventListener('change', onEdit);
      form.removeEventListener('reset', onReset);
      for (const step of undo.reverse()) step();
    };
  }, [doc, fields, form, lang, unitTag, win]);

  const messages = fields.flatMap((field) => (errors[field.name] ? [[field, errors[field.name]!] as const] : []));
  return (
    <>
      {message}
      {messages.map(([field, text]) => createPortal(<span className="wpcf7-not-valid-tip" aria-hidden="true">{text}</span>, field.wrap, field.name))}
      {srStatus && createPortal(message, srStatus)}
      {srList &&
        createPortal(
          messages.map(([field, text]) => (
            <li key={field.name} id={`${unitTag}-ve-${field.name}`}>
              {field.controls[0]?.id ? <a href={`#${field.controls[0].id}`}>{text}</a> : text}
            </li>
          )),
          srList,
        )}
    </>
  );
}
