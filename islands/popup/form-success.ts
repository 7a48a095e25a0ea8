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
  /** After the close (or at once): open that popup, or go to that address, or load the page again, or nothing. */
  readonly then: { readonly open: number } | { readonly redirect: string } | { readonly reload: true } | null;
}

/** Popup Maker's checkbox values: `true`, `'1'` or `1` are on. */
const on = (value: unknown) => value === true || value === '1' || value === 1;

export function planFormSuccess(popupId: number, s: Record<string, unknown>): FormSuccessPlan {
  const cookie = s.cookie === undefined || s.cookie === false || s.cookie === 'false' || s.cookie === '' ? null : { name: `pum-${popupId}`, time: '+1 year', ...(typeof s.cookie === 'object' ? s.cookie : {}) };
  const next = Number(s.openpopup_id);
  // Popup Maker goes on only when redirect_enabled says so, to the address or, without one, to
  // the page again. An answer that names an address without the flag (the spec's popup form
  // response) is followed.
  const address = typeof s.redirect === 'string' ? s.redirect : '';
  const onward = s.redirect_enabled === undefined ? (address ? { redirect: address } : null) : on(s.redirect_enabled) ? (address ? { redirect: address } : { reload: true as const }) : null;
  return {
    cookie,
    closeAfterMs: on(s.closepopup) ? formCloseDelayMs(s.closedelay) : null,
    then: on(s.openpopup) && next > 0 ? { open: next } : onward,
  };
}
