import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { describeElement } from '../../src/runtime/describe-element.ts';
import { cookies } from '../../src/services/cookies.ts';
import { clearPumCookie } from './pum-cookies.ts';
import { firePum } from './pum-events.ts';
import { formSubmission, pumState } from './pum.ts';
import type { PopupProps } from './parse-props.ts';
import { createPopup } from './popup-controller.ts';
import { readPopupAnswer, sendPopupForm, serializeForm } from './popup-forms.ts';

interface FormMessages {
  kind: 'success' | 'error';
  messages: string[];
}

const FORMS = 'form.pum-sub-form, form.pum-form';

/**
 * A Popup Maker popup. The controller drives the server's overlay (triggers, cookies, opening,
 * closing, focus); this view renders what the popup's forms answer into their message boxes.
 */
export function Popup({ el, settings, doc, vars }: PopupProps) {
  const [answers, setAnswers] = useState<Map<HTMLFormElement, FormMessages>>(() => new Map());

  useEffect(() => {
    const state = pumState(doc, { get: (name) => cookies.get(name), clear: (name) => clearPumCookie(name, vars.home_url) });
    const handle = createPopup(el, settings, { doc, state, vars, onChange: () => {} });
    state.popups.set(settings.id, handle);
    const report = (form: HTMLFormElement, what: string) => console.error(`[theme] island "popup" on ${describeElement(form)}: ${what}`);
    const show = (form: HTMLFormElement, value: FormMessages | null) =>
      setAnswers((current) => {
        const next = new Map(current);
        if (value) next.set(form, value);
        else next.delete(form);
        return next;
      });

    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches(FORMS) || form.classList.contains('pum-form--loading')) return;
      event.preventDefault();
      const sub = form.classList.contains('pum-sub-form');
      form.classList.add('pum-form--loading');
      form.classList.remove('pum-form--errors');
      form.querySelectorAll('.pum-form__field--error').forEach((field) => field.classList.remove('pum-form__field--error'));
      const submit = form.querySelector<HTMLButtonElement | HTMLInputElement>('[type="submit"]');
      if (submit) submit.disabled = true;
      show(form, null);
      const done = () => {
        form.classList.remove('pum-form--loading');
        if (submit) submit.disabled = false;
      };
      sendPopupForm(vars.ajaxurl, sub ? 'pum_sub_form' : 'pum_form', serializeForm(form))
        .then((answer) => {
          done();
          if (!answer.success) {
            form.classList.add('pum-form--errors');
            for (const error of answer.errors) if (error.field) form.querySelector(`.pum-form__field--${CSS.escape(error.field)}`)?.classList.add('pum-form__field--error');
            show(form, { kind: 'error', messages: answer.errors.length ? answer.errors.map((e) => e.message) : [answer.message].filter(Boolean) });
            form.dispatchEvent(new CustomEvent('pumNewsletterError', { bubbles: true, detail: answer.data }));
            return;
          }
          show(form, { kind: 'success', messages: [answer.message].filter(Boolean) });
          const index = Array.from(doc.querySelectorAll(FORMS)).indexOf(form);
          formSubmission(state, doc, form, { formProvider: sub ? 'pumsubform' : 'pumform', formId: settings.id, formInstanceId: index + 1 });
          form.dispatchEvent(new CustomEvent('pumNewsletterSuccess', { bubbles: true, detail: answer.data }));
          form.reset();
          let formSettings: Record<string, unknown> = {};
          try {
            formSettings = JSON.parse(form.getAttribute('data-settings') ?? '{}') as Record<string, unknown>;
          } catch {
            report(form, 'data-settings is not valid JSON; ignored');
          }
          handle.formSuccess(form, { ...formSettings, ...answer.data });
        })
        .catch((error: unknown) => {
          // An ajax failure is logged; the visitor sees the form as it was.
          done();
          report(form, `the form was not sent: ${error instanceof Error ? error.message : String(error)}`);
        });
    };
    el.addEventListener('submit', onSubmit);
    firePum(el, 'pumInit');
    return () => {
      el.removeEventListener('submit', onSubmit);
      if (handle.isOpen()) handle.close('unmount');
      state.popups.delete(settings.id);
      handle.destroy();
    };
  }, [doc, el, settings, vars]);

  return (
    <>
      {Array.from(answers, ([form, answer]) => {
        const box = form.querySelector('.pum-form__messages');
        return box
          ? createPortal(
              answer.messages.map((message, index) => (
                <p key={index} className={`pum-form__message pum-form__message--${answer.kind}`}>
                  {message}
                </p>
              )),
              box,
              String(Array.from(answers.keys()).indexOf(form)),
            )
          : null;
      })}
    </>
  );
}
