import type { ParseContext } from '../../src/runtime/define.ts';
import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';
import { pageLanguage, type Language } from '../../src/services/page-language.ts';
import { recaptchaParams, wpcf7Params } from '../../src/services/params/wpcf7-params.ts';

export interface ContactFormProps {
  form: HTMLFormElement;
  wrapper: HTMLElement;
  output: HTMLElement;
  srStatus: HTMLElement | null;
  srList: HTMLElement | null;
  formId: number;
  unitTag: string;
  locale: string;
  version: string;
  containerPostId: number;
  /** `{api.root}{api.namespace}/contact-forms/{id}/feedback`. */
  feedbackUrl: string;
  /** `{api.root}{api.namespace}/contact-forms/{id}/refill`, asked for at a reset. */
  refillUrl: string;
  recaptcha: ReturnType<typeof recaptchaParams>;
  /** The label of the 'Form Submit' analytics event (`data-form-title`), or null. */
  title: string | null;
  lang: Language;
  doc: Document;
}

const hidden = (form: HTMLFormElement, name: string): string => form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value ?? '';

/** Reads Contact Form 7's markup (`div.wpcf7 > form.wpcf7-form` with its hidden fields and response box). */
export function parseContactForm(el: HTMLElement, { doc }: ParseContext): ParseResult<ContactFormProps> {
  if (!(el instanceof HTMLFormElement)) return invalid('the .wpcf7 island expects its <form>');
  const wrapper = el.closest<HTMLElement>('.wpcf7');
  if (!wrapper) return invalid('the form is not inside div.wpcf7');
  if (wrapper.parentElement?.closest('form')) return invalid('the contact form is nested inside another <form>');
  const formId = Number(hidden(el, '_wpcf7') || wrapper.getAttribute('data-wpcf7-id'));
  if (!Number.isInteger(formId) || formId <= 0) return invalid('no input[name="_wpcf7"] with the form id');
  const unitTag = hidden(el, '_wpcf7_unit_tag') || wrapper.id;
  if (!unitTag) return invalid('no input[name="_wpcf7_unit_tag"]');
  const output = el.querySelector<HTMLElement>('.wpcf7-response-output');
  if (!output) return invalid('no .wpcf7-response-output inside the form');
  const api = wpcf7Params(doc);
  const lang: Language = wrapper.lang ? (wrapper.lang.toLowerCase().startsWith('ru') ? 'ru' : 'en') : pageLanguage(doc);
  return parsed({
    form: el,
    wrapper,
    output,
    srStatus: wrapper.querySelector<HTMLElement>('.screen-reader-response [role="status"]'),
    srList: wrapper.querySelector<HTMLElement>('.screen-reader-response ul'),
    formId,
    unitTag,
    locale: hidden(el, '_wpcf7_locale'),
    version: hidden(el, '_wpcf7_version'),
    containerPostId: Number(hidden(el, '_wpcf7_container_post')) || 0,
    feedbackUrl: `${api.root}${api.namespace}/contact-forms/${formId}/feedback`,
    refillUrl: `${api.root}${api.namespace}/contact-forms/${formId}/refill`,
    recaptcha: recaptchaParams(doc),
    title: wrapper.getAttribute('data-form-title') || el.getAttribute('data-form-title'),
    lang,
    doc,
  });
}
