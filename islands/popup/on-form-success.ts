import { later } from '../../src/services/timers.ts';
import { sendBeacon } from './beacon.ts';
import { setCookie } from './cookies-and-conditions.ts';
import { planFormSuccess } from './form-success.ts';
import { onAction } from './hooks.ts';
import type { PopupContext } from './popup-context.ts';
import type { FormSuccessArgs } from './pum.ts';
import { firePum } from './pum-events.ts';
import { safeRedirect } from './safe-redirect.ts';

/**
 * `PUM.forms.success(form, settings)` for this popup: `pumFormSuccess`, then what
 * form-success.ts plans (a cookie; a close after the delay; then another popup, a redirect
 * only to http(s) on this site, or the page loaded again). Its timer lives until `signal` aborts.
 */
export function formSuccess(ctx: PopupContext, form: HTMLFormElement | null, settings: Record<string, unknown>, close: (reason: string) => void, signal: AbortSignal): void {
  const { el, win, pum, warn } = ctx;
  firePum(el, 'pumFormSuccess', { form });
  const plan = planFormSuccess(ctx.settings.id, settings);
  if (plan.cookie) setCookie(ctx, plan.cookie);
  const then = () => {
    if (!plan.then) return;
    if ('open' in plan.then) pum.popups.get(plan.then.open)?.open('Form Success');
    else if ('reload' in plan.then) win.location.reload();
    else {
      const target = safeRedirect(plan.then.redirect, win.location);
      if (target) win.location.assign(target);
      else warn(`redirect "${plan.then.redirect}" ignored: not an http(s) address on this site`);
    }
  };
  if (plan.closeAfterMs === null) then();
  else
    later(win, signal, plan.closeAfterMs, () => {
      close('Form Success');
      then();
    });
}

/**
 * A form in this popup succeeded (any integration, through `pum.integration.form.success`),
 * heard until `signal` aborts: a conversion beacon (unless the form was not sent by ajax), and
 * with `close_on_form_submission` the popup closes after `close_on_form_submission_delay`.
 */
export function armFormSuccess(ctx: PopupContext, close: (reason: string) => void, signal: AbortSignal): void {
  const { el, win, settings, pum } = ctx;
  onAction(pum.hooks, 'pum.integration.form.success', (form, args) => {
    if (!(form instanceof Element) || !el.contains(form)) return;
    if ((args as FormSuccessArgs).ajax !== false) sendBeacon(ctx, 'conversion');
    if (!settings.close_on_form_submission) return;
    // Milliseconds, as Popup Maker's setTimeout takes it (its admin field says so); only the
    // per-form closedelay of formSuccess is seconds.
    later(win, signal, settings.close_on_form_submission_delay, () => {
      pum.lastCloseTrigger = 'Form Submission';
      close('Form Submission');
    });
  }, signal);
}
