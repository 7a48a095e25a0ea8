/**
 * PUM.forms.success closes the popup `parseInt(closedelay) * 1000` ms after a form's success: the
 * per-form `closedelay` (a pum_form or subscription answer, a form's data-settings, the legacy
 * CF7 JSON) is whole seconds. Popup Maker's other delays (close_button_delay,
 * close_on_form_submission_delay, trigger delays) are milliseconds and are used as they are.
 */
export function formCloseDelayMs(closedelay: unknown): number {
  // parseInt as Popup Maker calls it: "2.5" and 2.5 are 2 s, "90s" is 90 s, anything else none.
  const seconds = parseInt(String(closedelay ?? ''), 10);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/**
 * Popup Maker's Contact Form 7 integration only (1.7.12, "was in ms but needed to be in
 * seconds"): a legacy `closedelay` of 3 or more characters in `input.wpcf7-pum` was written in
 * milliseconds, so it is divided by 1000 before PUM.forms.success reads it as seconds. Its
 * parseInt then keeps whole seconds: "1500" closes after 1 s, "800" at once.
 */
export function cf7LegacyCloseDelay(settings: Record<string, unknown>): Record<string, unknown> {
  const delay = settings.closedelay;
  if (delay === undefined || delay === null || String(delay).length < 3) return settings;
  return { ...settings, closedelay: Number(delay) / 1000 };
}
