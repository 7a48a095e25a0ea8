import type { RuleName, RuleParam } from './rules.ts';

/** One rule a field carries, with its parameter and the message the markup gives for it. */
export interface FieldRule {
  rule: RuleName;
  param: RuleParam;
  message?: string;
}

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

// CF7 marks what it validates with classes; jQuery Validation reads `data-rule-<method>` (the
// additional methods the theme used) and the HTML attributes.
const CLASS_RULES: Array<[string, RuleName]> = [
  ['wpcf7-validates-as-email', 'email'],
  ['wpcf7-validates-as-url', 'url'],
  ['wpcf7-validates-as-number', 'number'],
  ['wpcf7-validates-as-date', 'dateISO'],
];
const TYPE_RULES: Record<string, RuleName> = { email: 'email', url: 'url', number: 'number', range: 'number', date: 'dateISO' };
const DATA_RULES: RuleName[] = [
  'email', 'url', 'date', 'dateISO', 'number', 'digits', 'equalTo', 'minlength', 'maxlength', 'rangelength',
  'min', 'max', 'range', 'step', 'phoneUS', 'creditcard', 'iban', 'lettersonly', 'lettersandspace',
];
const NUMERIC_ATTRS: Array<[string, RuleName]> = [
  ['minlength', 'minlength'],
  ['maxlength', 'maxlength'],
  ['min', 'min'],
  ['max', 'max'],
  ['step', 'step'],
];

function parseParam(raw: string): RuleParam | null {
  const text = raw.trim();
  if (text === '' || text === 'true') return true;
  if (text === 'false') return null;
  const numbers = text.replace(/^\[|\]$/g, '').split(',').map((part) => Number(part.trim()));
  if (numbers.every(Number.isFinite)) return numbers.length === 2 ? [numbers[0]!, numbers[1]!] : numbers.length === 1 ? numbers[0]! : null;
  return text; // a selector (equalTo)
}

/** The controls a field is made of: the radio or checkbox group of a CF7 wrap, or one control. */
export function isGroup(control: Control): boolean {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

/**
 * The rules of one field, from its first control: required when CF7 says so, and (as the
 * theme's script did) for every email, checkbox and radio field; the type's rule; `data-rule-*`
 * and the length and number attributes. `equalTo` keeps the other field's selector.
 */
export function fieldRules(control: Control): FieldRule[] {
  const rules: FieldRule[] = [];
  const msg = (rule: RuleName) => control.getAttribute(`data-msg-${rule.toLowerCase()}`) ?? control.getAttribute('data-msg') ?? undefined;
  const add = (rule: RuleName, param: RuleParam) => {
    if (rules.some((existing) => existing.rule === rule)) return;
    const message = msg(rule);
    rules.push(message === undefined ? { rule, param } : { rule, param, message });
  };
  const classes = control.classList;
  if (
    classes.contains('wpcf7-validates-as-required') ||
    control.hasAttribute('required') ||
    control.getAttribute('aria-required') === 'true' ||
    control.type === 'email' ||
    isGroup(control)
  ) {
    add('required', true);
  }
  for (const [className, rule] of CLASS_RULES) if (classes.contains(className)) add(rule, true);
  const typeRule = control instanceof HTMLInputElement ? TYPE_RULES[control.type] : undefined;
  if (typeRule) add(typeRule, true);
  for (const rule of DATA_RULES) {
    const raw = control.getAttribute(`data-rule-${rule.toLowerCase()}`);
    if (raw === null) continue;
    const param = parseParam(raw);
    if (param !== null) add(rule, param);
  }
  for (const [attr, rule] of NUMERIC_ATTRS) {
    const raw = control.getAttribute(attr);
    if (raw === null || (attr === 'step' && raw === 'any') || isGroup(control)) continue;
    const value = Number(raw);
    // The browser's own default maxlength (-1) and min/max on text fields mean nothing here.
    if (!Number.isFinite(value) || value < 0 && attr.endsWith('length')) continue;
    if ((attr === 'min' || attr === 'max' || attr === 'step') && !['number', 'range'].includes(control.type)) continue;
    add(rule, value);
  }
  return rules;
}
