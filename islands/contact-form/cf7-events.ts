import type { FeedbackAnswer } from './feedback.ts';

/** `event.detail` of Contact Form 7's DOM events (≥5.4), which Popup Maker and others read. */
export interface Cf7Detail {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
  status: string;
  inputs: Array<{ name: string; value: FormDataEntryValue }>;
  formData: FormData;
  /** The REST answer whole: the feedback's after a send, the refill's at a reset, `{}` before a send. */
  apiResponse: FeedbackAnswer | Readonly<Record<string, unknown>>;
}

export interface FormIdentity {
  formId: number;
  version: string;
  locale: string;
  unitTag: string;
  containerPostId: number;
}

export function cf7Detail(identity: FormIdentity, status: string, formData: FormData, apiResponse: Cf7Detail['apiResponse'] | null): Cf7Detail {
  return {
    contactFormId: identity.formId,
    pluginVersion: identity.version,
    contactFormLocale: identity.locale,
    unitTag: identity.unitTag,
    containerPostId: identity.containerPostId,
    status,
    // The posted values a listener cares about: CF7 leaves out its own `_`-prefixed fields.
    inputs: Array.from(formData, ([name, value]) => ({ name, value })).filter(({ name }) => !name.startsWith('_')),
    formData,
    apiResponse: apiResponse ?? {},
  };
}

/** `wpcf7<name>` on the form, bubbling, as CF7 dispatches it (jQuery's `.on()` hears it too). */
export function dispatchCf7(form: HTMLFormElement, name: string, detail: unknown): void {
  form.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail }));
}
