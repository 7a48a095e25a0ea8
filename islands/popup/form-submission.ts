import { describeElement } from '../../src/runtime/describe-element.ts';
import { safeHtml } from '../../src/services/safe-html.ts';
import type { FormEvent } from './form-status.ts';
import type { PopupContext } from './popup-context.ts';
import { sendPopupForm, serializeForm, type PopupFormAnswer } from './popup-forms.ts';
import { formSubmission } from './pum.ts';

export const POPUP_FORMS = 'form.pum-sub-form, form.pum-form';

/**
 * Popup Maker's own forms in the popup (`form.pum-sub-form` → `pum_sub_form`, `form.pum-form`
 * → `pum_form`), sent by ajax until `signal` aborts: each step is told to `update` (the state
 * the view draws, form-status.ts); a success is reported to the integrations' hub, fires
 * `pumNewsletterSuccess`, resets the form and goes to `success` with the form's `data-settings`
 * and the answer. A failed request is only logged.
 */
export function armPopupForms(
  ctx: PopupContext,
  update: (form: HTMLFormElement, event: FormEvent) => void,
  success: (form: HTMLFormElement, settings: Record<string, unknown>) => void,
  signal: AbortSignal,
): void {
  const { el, doc, win, settings, vars, pum } = ctx;
  const report = (form: string, what: string) => console.error(`[theme] island "popup" on ${form}: ${what}`);
  const safeAnswer = async (answer: PopupFormAnswer): Promise<PopupFormAnswer> => ({
    ...answer,
    message: await safeHtml(answer.message, win),
    errors: await Promise.all(answer.errors.map(async (error) => ({ ...error, message: await safeHtml(error.message, win) }))),
  });
  // A form being sent is not sent again: known at once, not from the class the view draws.
  const sending = new WeakSet<HTMLFormElement>();
  el.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches(POPUP_FORMS)) return;
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
          if (signal.aborted) return; // the popup has gone meanwhile
          update(form, { type: 'answered', answer, position: vars.messagePosition });
          if (!answer.success) {
            if (answer.errors.length > 0) form.dispatchEvent(new CustomEvent('pumNewsletterError', { bubbles: true, detail: answer.data }));
            return;
          }
          const index = Array.from(el.querySelectorAll(POPUP_FORMS)).indexOf(form);
          formSubmission(pum, doc, form, { formProvider: sub ? 'pumsubform' : 'pumform', formId: settings.id, formInstanceId: index + 1, extras: { data: answer.data, values } });
          form.dispatchEvent(new CustomEvent('pumNewsletterSuccess', { bubbles: true, detail: answer.data }));
          if (sub) form.classList.add('pum-newsletter-success');
          form.reset();
          let formSettings: Record<string, unknown> = {};
          try {
            formSettings = JSON.parse(form.getAttribute('data-settings') ?? '{}') as Record<string, unknown>;
          } catch {
            report(name, 'data-settings is not valid JSON; ignored');
          }
          success(form, { ...formSettings, ...answer.data });
        })
        .catch((error: unknown) => {
          // An ajax failure is logged; the visitor sees the form as it was.
          update(form, { type: 'failed' });
          report(name, `the form was not sent: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => sending.delete(form));
    },
    { signal },
  );
}
