import type { Language } from '../../src/services/page-language.ts';
import type { RuleName, RuleParam } from './rules.ts';

/**
 * jQuery Validation's default English messages and its messages_ru.js. The rules messages_ru.js
 * does not translate (step, phoneUS, iban, lettersonly …) fall back to English, as upstream does.
 * `lettersandspace` is the site's own rule; its wording follows lettersonly's.
 */
const EN: Record<RuleName, string> = {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  url: 'Please enter a valid URL.',
  date: 'Please enter a valid date.',
  dateISO: 'Please enter a valid date (ISO).',
  number: 'Please enter a valid number.',
  digits: 'Please enter only digits.',
  equalTo: 'Please enter the same value again.',
  maxlength: 'Please enter no more than {0} characters.',
  minlength: 'Please enter at least {0} characters.',
  rangelength: 'Please enter a value between {0} and {1} characters long.',
  range: 'Please enter a value between {0} and {1}.',
  max: 'Please enter a value less than or equal to {0}.',
  min: 'Please enter a value greater than or equal to {0}.',
  step: 'Please enter a multiple of {0}.',
  phoneUS: 'Please specify a valid phone number',
  creditcard: 'Please enter a valid credit card number.',
  iban: 'Please specify a valid IBAN.',
  lettersonly: 'Letters only please',
  lettersandspace: 'Letters and spaces only please',
};

const RU: Partial<Record<RuleName, string>> = {
  required: 'Это поле необходимо заполнить.',
  email: 'Пожалуйста, введите корректный адрес электронной почты.',
  url: 'Пожалуйста, введите корректный URL.',
  date: 'Пожалуйста, введите корректную дату.',
  dateISO: 'Пожалуйста, введите корректную дату в формате ISO.',
  number: 'Пожалуйста, введите число.',
  digits: 'Пожалуйста, вводите только цифры.',
  creditcard: 'Пожалуйста, введите правильный номер кредитной карты.',
  equalTo: 'Пожалуйста, введите такое же значение ещё раз.',
  maxlength: 'Пожалуйста, введите не больше {0} символов.',
  minlength: 'Пожалуйста, введите не меньше {0} символов.',
  rangelength: 'Пожалуйста, введите значение длиной от {0} до {1} символов.',
  range: 'Пожалуйста, введите число от {0} до {1}.',
  max: 'Пожалуйста, введите число, меньшее или равное {0}.',
  min: 'Пожалуйста, введите число, большее или равное {0}.',
};

/** `$.validator.format`: `{0}`, `{1}` replaced by the rule's parameters. */
export function format(template: string, param: RuleParam): string {
  const values = Array.isArray(param) ? param : [param];
  return template.replace(/\{(\d)\}/g, (whole, index: string) => (values[Number(index)] === undefined ? whole : String(values[Number(index)])));
}

export function messageFor(rule: RuleName, param: RuleParam, lang: Language, custom?: string): string {
  const template = custom ?? (lang === 'ru' ? (RU[rule] ?? EN[rule]) : EN[rule]);
  return rule === 'equalTo' ? template : format(template, param);
}
