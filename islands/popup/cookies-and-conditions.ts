import { checkConditions, detectDevice, type ConditionCallback } from './conditions.ts';
import { onAction } from './hooks.ts';
import type { PopupContext } from './popup-context.ts';
import { formKeyMatches, type FormSuccessArgs } from './pum.ts';
import { anyCookie, setPumCookie, type CookieSettings } from './pum-cookies.ts';
import type { Typed } from './settings.ts';
import { onDomEvent } from '../../src/services/wc-events.ts';

const FORM_SUCCESS_EVENTS = new Set(['form_success', 'ninja_form_success', 'cf7_form_success', 'gforms_form_success']);

/** Sets a Popup Maker cookie of this popup (site-wide at `home_url`), warning about an expiry that means nothing. */
export function setCookie(ctx: PopupContext, cookie: CookieSettings): void {
  setPumCookie(cookie, ctx.vars.home_url, ctx.vars.cookie_domain, ctx.warn);
}

/**
 * Whether a trigger may open the popup when it fires: none of its `cookie_name`s is set, and the
 * popup's conditions pass.
 */
export function triggerAllowed(ctx: PopupContext, trigger: Typed): boolean {
  return !anyCookie(trigger.settings.cookie_name) && conditionsPass(ctx);
}

/**
 * The popup's conditions pass (device switches, printed verdicts,
 * `popupMaker.conditionCallbacks`): `PUM.checkConditions`, and every trigger's check.
 */
export function conditionsPass(ctx: PopupContext): boolean {
  const callbacks = ctx.pum.hooks.applyFilters<Record<string, ConditionCallback>>('popupMaker.conditionCallbacks', {});
  return checkConditions(ctx.settings, detectDevice(ctx.win.navigator.userAgent), callbacks, ctx.warn);
}

/**
 * The popup's cookies, each set on its event until `signal` aborts: opening, closing,
 * conversion, `pumSetCookie`, a form's success in the popup (by integration), or a matching
 * form submission anywhere (or only in the popup).
 */
export function armCookies(ctx: PopupContext, signal: AbortSignal): void {
  const { el, pum } = ctx;
  for (const cookie of ctx.settings.cookies) {
    const set = () => setCookie(ctx, cookie.settings as unknown as CookieSettings);
    // Through jQuery when it is there: the site's code sets a manual cookie with
    // jQuery(popup).trigger('pumSetCookie'), which no native listener hears.
    const on = (name: string) => onDomEvent(el, name, set, { signal });
    const event = cookie.event ?? cookie.type;
    if (event === 'on_popup_open') on('pumAfterOpen');
    else if (event === 'on_popup_close') on('pumBeforeClose');
    else if (event === 'on_popup_conversion') on('pumConversion');
    else if (event === 'manual') on('pumSetCookie');
    else if (event && FORM_SUCCESS_EVENTS.has(event)) on('pumFormSuccess');
    else if (event === 'pum_sub_form_success') {
      onAction(pum.hooks, 'pum.integration.form.success', (form, args) => {
        if ((args as FormSuccessArgs).formProvider === 'pumsubform' && form instanceof Element && el.contains(form)) set();
      }, signal);
    } else if (event === 'form_submission') {
      onAction(pum.hooks, 'pum.integration.form.success', (form, args) => {
        const only = cookie.settings.only_in_popup === true || cookie.settings.only_in_popup === '1';
        if (only && !(form instanceof Element && el.contains(form))) return;
        if (formKeyMatches(String(cookie.settings.form ?? 'any'), cookie.settings.formInstanceId ?? '', args as FormSuccessArgs)) set();
      }, signal);
    } else {
      ctx.warn(`unknown cookie event "${String(event)}" skipped`);
    }
  }
}
