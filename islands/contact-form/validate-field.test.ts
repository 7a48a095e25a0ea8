import { describe, expect, it } from 'vitest';
import { fieldRules } from './field-rules.ts';
import { validateField } from './validate-field.ts';

function control(html: string): HTMLInputElement {
  const wrap = document.createElement('div');
  wrap.innerHTML = html;
  return wrap.firstElementChild as HTMLInputElement;
}

describe('fieldRules', () => {
  it('reads CF7 classes, types, data-rule-* and attributes', () => {
    const input = control('<input type="number" class="wpcf7-validates-as-required wpcf7-validates-as-number" min="1" max="100" step="5" data-msg-min="Too few">');
    expect(fieldRules(input)).toEqual([
      { rule: 'required', param: true },
      { rule: 'number', param: true },
      { rule: 'min', param: 1, message: 'Too few' },
      { rule: 'max', param: 100 },
      { rule: 'step', param: 5 },
    ]);
  });

  it('marks email, checkbox and radio fields required; reads pairs and selectors', () => {
    expect(fieldRules(control('<input type="email">')).map((r) => r.rule)).toEqual(['required', 'email']);
    expect(fieldRules(control('<input type="radio" name="x">')).map((r) => r.rule)).toEqual(['required']);
    expect(fieldRules(control('<input type="text" data-rule-rangelength="[2, 5]" data-rule-equalto="#a" data-rule-iban="true">'))).toEqual([
      { rule: 'equalTo', param: '#a' },
      { rule: 'rangelength', param: [2, 5] },
      { rule: 'iban', param: true },
    ]);
    expect(fieldRules(control('<input type="text" data-rule-digits="false" maxlength="40" min="3">'))).toEqual([{ rule: 'maxlength', param: 40 }]);
  });
});

describe('validateField', () => {
  const rules = fieldRules(control('<input type="text" class="wpcf7-validates-as-required" data-rule-phoneus="true">'));
  it.each([
    ['', 'en', 'This field is required.'],
    ['', 'ru', 'Это поле необходимо заполнить.'],
    ['123', 'en', 'Please specify a valid phone number'],
    ['(212) 555-0143', 'en', null],
  ] as const)('%j in %s → %s', (value, lang, message) => {
    expect(validateField(rules, { value, count: value.length, group: false }, lang)).toBe(message);
  });

  it('skips the other rules of an empty optional field', () => {
    expect(validateField(fieldRules(control('<input type="text" data-rule-digits="true">')), { value: '', count: 0, group: false }, 'en')).toBeNull();
  });

  it('compares equalTo with the other field now', () => {
    const confirm = fieldRules(control('<input type="text" data-rule-equalto="#email">'));
    expect(validateField(confirm, { value: 'a@b.lv', count: 6, group: false }, 'en', () => 'a@b.lt')).toBe('Please enter the same value again.');
    expect(validateField(confirm, { value: 'a@b.lv', count: 6, group: false }, 'ru', () => 'a@b.lv')).toBeNull();
  });

  it('a required group needs one checked box', () => {
    const group = fieldRules(control('<input type="checkbox" name="x[]">'));
    expect(validateField(group, { value: '', count: 0, group: true }, 'en')).toBe('This field is required.');
    expect(validateField(group, { value: 'a', count: 1, group: true }, 'en')).toBeNull();
  });
});
