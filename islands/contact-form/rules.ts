/**
 * The validation methods of jQuery Validation (core and the additional methods the site used),
 * as pure functions of the value and the rule's parameter. `true` means valid. Every method
 * except `required` and `equalTo` passes an empty optional value, as jQuery Validation does
 * (the caller checks `required` first and skips the others when the value is empty).
 */
export type RuleName =
  | 'required'
  | 'email'
  | 'url'
  | 'date'
  | 'dateISO'
  | 'number'
  | 'digits'
  | 'equalTo'
  | 'minlength'
  | 'maxlength'
  | 'rangelength'
  | 'min'
  | 'max'
  | 'range'
  | 'step'
  | 'phoneUS'
  | 'creditcard'
  | 'iban'
  | 'lettersonly'
  | 'lettersandspace';

/** A rule's parameter: a number, a pair, the other field's value (equalTo) or nothing. */
export type RuleParam = number | readonly [number, number] | string | true;

const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// jQuery Validation's url (Diego Perini's): http(s)/ftp or protocol-relative, public hosts only.
const URL_RE =
  /^(?:(?:(?:https?|ftp):)?\/\/)(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u00a1-\uffff][a-z0-9\u00a1-\uffff_-]{0,62})?[a-z0-9\u00a1-\uffff]\.)+(?:[a-z\u00a1-\uffff]{2,}\.?))(?::\d{2,5})?(?:[/?#]\S*)?$/i;
const NUMBER = /^(?:-?\d+|-?\d{1,3}(?:,\d{3})+)?(?:-?\.\d+)?$/;
const DATE_ISO = /^\d{4}[/-](0?[1-9]|1[012])[/-](0?[1-9]|[12][0-9]|3[01])$/;
const PHONE_US = /^(\+?1-?)?(\([2-9]([02-9]\d|1[02-9])\)|[2-9]([02-9]\d|1[02-9]))-?[2-9]\d{2}-?\d{4}$/;

const num = (param: RuleParam): number => (typeof param === 'number' ? param : Number(param));
const pair = (param: RuleParam): readonly [number, number] => (Array.isArray(param) ? (param as readonly [number, number]) : [NaN, NaN]);
const decimals = (n: number): number => (String(n).split('.')[1] ?? '').length;

/** Luhn checksum over 13 to 19 digits; spaces and dashes allowed between them. */
export function creditcard(value: string): boolean {
  if (/[^0-9 -]+/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double && (d *= 2) > 9) d -= 9;
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

// BBAN shapes per country (jQuery Validation's table, the countries a Baltic shop meets most
// plus the common ones); an unknown country is checked by the checksum alone, as upstream does.
const BBAN: Record<string, RegExp> = {
  AT: /^\d{16}$/, BE: /^\d{12}$/, CH: /^\d{5}[\dA-Z]{12}$/, CZ: /^\d{20}$/, DE: /^\d{18}$/, DK: /^\d{14}$/,
  EE: /^\d{16}$/, ES: /^\d{20}$/, FI: /^\d{14}$/, FR: /^\d{10}[\dA-Z]{11}\d{2}$/, GB: /^[A-Z]{4}\d{14}$/,
  IE: /^[\dA-Z]{4}\d{14}$/, IT: /^[A-Z]\d{10}[\dA-Z]{12}$/, LT: /^\d{16}$/, LV: /^[A-Z]{4}[\dA-Z]{13}$/,
  NL: /^[A-Z]{4}\d{10}$/, NO: /^\d{11}$/, PL: /^\d{24}$/, RU: /^\d{9}\d{5}[\dA-Z]{15}$/, SE: /^\d{20}$/,
};

/** An IBAN: country code, check digits, the country's BBAN shape, and mod-97 of the rearranged digits equal to 1. */
export function iban(value: string): boolean {
  const compact = value.replace(/ /g, '').toUpperCase();
  if (compact.length < 5 || !/^[A-Z]{2}\d{2}[\dA-Z]+$/.test(compact)) return false;
  const shape = BBAN[compact.slice(0, 2)];
  if (shape && !shape.test(compact.slice(4))) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let rest = 0;
  for (const char of rearranged) {
    const code = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of code) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/**
 * Checks one non-empty value against one rule. `length` is the count for minlength and friends
 * (characters, or checked boxes of a group, as jQuery Validation counts).
 */
export function check(rule: RuleName, value: string, param: RuleParam = true, length = value.length): boolean {
  switch (rule) {
    case 'required':
      return value.trim().length > 0;
    case 'email':
      return EMAIL.test(value);
    case 'url':
      return URL_RE.test(value);
    case 'date':
      return !/Invalid|NaN/.test(new Date(value).toString());
    case 'dateISO':
      return DATE_ISO.test(value);
    case 'number':
      return NUMBER.test(value);
    case 'digits':
      return /^\d+$/.test(value);
    case 'equalTo':
      return value === param;
    case 'minlength':
      return length >= num(param);
    case 'maxlength':
      return length <= num(param);
    case 'rangelength':
      return length >= pair(param)[0] && length <= pair(param)[1];
    case 'min':
      return Number(value) >= num(param);
    case 'max':
      return Number(value) <= num(param);
    case 'range':
      return Number(value) >= pair(param)[0] && Number(value) <= pair(param)[1];
    case 'step': {
      // In integers, as jQuery Validation does, so 0.3 is a multiple of 0.1.
      const step = num(param);
      const scale = 10 ** Math.max(decimals(step), decimals(Number(value)));
      return NUMBER.test(value) && Math.round(Number(value) * scale) % Math.round(step * scale) === 0;
    }
    case 'phoneUS': {
      const compact = value.replace(/\s+/g, '');
      return compact.length > 9 && PHONE_US.test(compact);
    }
    case 'creditcard':
      return creditcard(value);
    case 'iban':
      return iban(value);
    case 'lettersonly':
      return /^[a-z]+$/i.test(value);
    case 'lettersandspace':
      // Any script's letters: the site has Russian names, which the ASCII-only upstream rule rejects.
      return /^[\p{L}\s]+$/u.test(value);
  }
}
