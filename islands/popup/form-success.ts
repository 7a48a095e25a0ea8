import { formCloseDelayMs } from './form-delay.ts';
import type { CookieSettings } from './pum-cookies.ts';

/**
 * What `PUM.forms.success(form, settings)` does for a popup, decided from the settings (a form's
 * `data-settings`, a `pum_form` answer, the legacy CF7 JSON): the cookie it sets, whether the
 * popup closes and after how long, and what follows (another popup opens, or the visitor is sent
 * on). Pure; the controller carries it out (the redirect only once safe-redirect.ts accepts it).
 */
export interface FormSuccessPlan {
  /** `pum-<id>` for a year unless the settings name their own cookie; null when they ask for none. */
  readonly cookie: CookieSettings | null;
  /** Milliseconds until the popup closes (its `closedelay` is seconds), or null: it stays open. */
  readonly closeAfterMs: number | null;
  /** After the close (or at once): open that popup, or go to that address, or nothing. */
  readonly then: { readonly open: number } | { readonly redirect: string } | null;
}

/** Popup Maker's checkbox values: `true`, `'1'` or `1` are on. */
const on = (value: unknown) => value === true || value === '1' || value === 1;

export function planFormSuccess(popupId: number, s: Record<string, unknown>): FormSuccessPlan {
  const cookie = s.cookie === undefined || s.cookie === false || s.cookie === 'false' || s.cookie === '' ? null : { name: `pum-${popupId}`, time: '+1 year', ...(typeof s.cookie === 'object' ? s.cookie : {}) };
  const next = Number(s.openpopup_id);
  const redirect = (on(s.redirect_enabled) || (typeof s.redirect === 'string' && s.redirect !== '')) && s.redirect ? String(s.redirect) : null;
  return {
    cookie,
    closeAfterMs: on(s.closepopup) ? formCloseDelayMs(s.closedelay) : null,
    then: on(s.openpopup) && next > 0 ? { open: next } : redirect ? { redirect } : null,
  };
}
