import { useEffect, useState } from 'react';
import { describeElement } from '../../src/runtime/describe-element.ts';
import { cookies } from '../../src/services/cookies.ts';
import { safeHtml } from '../../src/services/safe-html.ts';
import { IDLE, nextFormStatus, type FormEvent, type FormStatus } from './form-status.ts';
import { clearPumCookie } from './pum-cookies.ts';
import { firePum } from './pum-events.ts';
import { formSubmission, pumState } from './pum.ts';
import type { PopupProps } from './parse-props.ts';
import { createPopup } from './popup-controller.ts';
import { sendPopupForm, serializeForm, type PopupFormAnswer } from './popup-forms.ts';
import { PopupFormView } from './PopupFormView.tsx';

const FORMS = 'form.pum-sub-form, form.pum-form';

/**
 * A Popup Maker popup. The controller drives the server's overlay (triggers, cookies, opening,
 * closing, focus); this view draws each of the popup's forms in its state (form-status.ts).
 */
export function Popup({ el, settings, doc, vars }: PopupProps) {
  const [forms, setForms] = useState<ReadonlyMap<HTMLFormElement, FormStatus>>(() => new Map());

  useEffect(() => {
    const state = pumState(doc, { get: (name) => cookies.get(name), clear: (name) => clearPumCookie(name, vars.home_url) });
    const handle = createPopup(el, settings, { doc, state, vars, onChange: () => {} });
    state.popups.set(settings.id, handle);
    const win = doc.defaultView ?? window;
    const report = (form: string, what: string) => console.error(`[theme] island "popup" on ${form}: ${what}`);
    const update = (form: HTMLFormElement, event: FormEvent) =>
      setForms((current) => new Map(current).set(form, nextFormStatus(current.get(form) ?? IDLE, event)));
    const safeAnswer = async (answer: PopupFormAnswer): Promise<PopupFormAnswer> => ({
      ...answer,
      message: await safeHtml(answer.message, win),
      errors: await Promise.all(answer.errors.map(async (error) => ({ ...error, message: await safeHtml(error.message, win) }))),
    });

    // A form being sent is not sent again: known at once, not from the class the view draws
    // after React renders (two quick Enter presses come before that).
    const sending = new WeakSet<HTMLFormElement>();
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches(FORMS)) return;
      event.preventDefault();
      if (sending.has(form)) return;
      sending.add(form);
      const sub = form.classList.contains('pum-sub-form');
      const values = serializeForm(form);
      // Named as the server printed it, before the sending state adds its classes.
      const name = describeElement(form);
      update(form, { type: 'submit' });
      sendPopupForm(vars.ajaxurl, sub ? 'pum_sub_form' : 'pum_form', values)
        .then(safeAnswer)
        .then((answer) => {
          update(form, { type: 'answered', answer, position: vars.messagePosition });
          if (!answer.success) {
            if (answer.errors.length > 0) form.dispatchEvent(new CustomEvent('pumNewsletterError', { bubbles: true, detail: answer.data }));
            return;
          }
          const index = Array.from(el.querySelectorAll(FORMS)).indexOf(form);
          formSubmission(state, doc, form, { formProvider: sub ? 'pumsubform' : 'pumform', formId: settings.id, formInstanceId: index + 1, extras: { data: answer.data, values } });
          form.dispatchEvent(new CustomEvent('pumNewsletterSuccess', { bubbles: true, detail: answer.data }));
          if (sub) form.classList.add('pum-newsletter-success');
          form.reset();
          let formSettings: Record<string, unknown> = {};
          try {
            formSettings = JSON.parse(form.getAttribute('data-settings') ?? '{}') as Record<string, unknown>;
          } catch {
            report(name, 'data-settings is not valid JSON; ignored');
          }
          handle.formSuccess(form, { ...formSettings, ...answer.data });
        })
        .catch((error: unknown) => {
          // An ajax failure is logged; the visitor sees the form as it was.
          update(form, { type: 'failed' });
          report(name, `the form was not sent: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => sending.delete(form));
    };
    const listening = new AbortController();
    el.addEventListener('submit', onSubmit, { signal: listening.signal });
    firePum(el, 'pumInit');
    return () => {
      listening.abort();
      if (handle.isOpen()) handle.close('unmount');
      state.popups.delete(settings.id);
      handle.destroy();
    };
  }, [doc, el, settings, vars]);

  return (
    <>
      {Array.from(forms, ([form, status], index) => (
        <PopupFormView key={index} form={form} status={status} position={vars.messagePosition} />
      ))}
    </>
  );
}
