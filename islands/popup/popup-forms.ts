import { HTTPError } from 'ky';
import { postForm } from '../../src/services/http.ts';

/** A popup form's answer (`wp_send_json_success` / `_error`), validated. */
export interface PopupFormAnswer {
  success: boolean;
  message: string;
  errors: Array<{ message: string; field: string | null }>;
  data: Record<string, unknown>;
}

/** jQuery's serializeArray turned into an object, as Popup Maker's `values`: `a[]` fields become arrays. */
export function serializeForm(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    if (name.endsWith('[]')) {
      const key = name.slice(0, -2);
      values[key] = [...((values[key] as string[] | undefined) ?? []), value];
    } else values[name] = value;
  }
  return values;
}

export function readPopupAnswer(value: unknown): PopupFormAnswer {
  if (!value || typeof value !== 'object' || typeof (value as { success?: unknown }).success !== 'boolean') throw new Error('the answer is not {success, data}');
  const raw = value as { success: boolean; data?: unknown };
  const data = raw.data && typeof raw.data === 'object' && !Array.isArray(raw.data) ? (raw.data as Record<string, unknown>) : {};
  const errors = Array.isArray(data.errors)
    ? data.errors.flatMap((e) => (e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string' ? [{ message: (e as { message: string }).message, field: typeof (e as { field?: unknown }).field === 'string' ? (e as { field: string }).field : null }] : []))
    : [];
  return { success: raw.success, message: typeof data.message === 'string' ? data.message : '', errors, data };
}

/**
 * POST admin-ajax `{action, values}` (jQuery.param encoding, as `$.ajax` sends it), through the
 * http service (same origin, redirects not followed). No time-out, as Popup Maker's `$.ajax` has
 * none: given up while the server still subscribes (or sends), a second send does it twice.
 */
export async function sendPopupForm(ajaxUrl: string, action: string, values: Record<string, unknown>): Promise<PopupFormAnswer> {
  let json: unknown;
  try {
    json = await postForm<unknown>(ajaxUrl, { action, values }, { timeout: false });
  } catch (error) {
    if (error instanceof HTTPError) throw new Error(error.response.type === 'opaqueredirect' ? 'the server answered with a redirect' : `HTTP ${error.response.status}`);
    if (error instanceof SyntaxError) throw new Error('the answer is not JSON');
    throw error;
  }
  return readPopupAnswer(json);
}
