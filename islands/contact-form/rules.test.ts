import { describe, expect, it } from 'vitest';
import { format, messageFor } from './messages.ts';
import { check, type RuleName, type RuleParam } from './rules.ts';

const cases: Array<[RuleName, string, RuleParam, boolean]> = [
  ['required', 'x', true, true],
  ['required', '   ', true, false],
  ['email', 'anna@lubrica.lv', true, true],
  ['email', 'anna@', true, false],
  ['email', 'anna lubrica.lv', true, false],
  ['url', 'https://lubrica.lv/ru/', true, true],
  ['url', '//cdn.lubrica.lv/x.pdf', true, true],
  ['url', 'http://192.168.0.1/', true, false],
  ['url', 'lubrica.lv', true, false],
  ['date', '2026-11-23', true, true],
  ['date', 'tomorrow', true, false],
  ['dateISO', '2026-11-23', true, true],
  ['dateISO', '23.11.2026', true, false],
  ['number', '-1,234.5', true, true],
  ['number', '12a', true, false],
  ['digits', '0042', true, true],
  ['digits', '4.2', true, false],
  ['equalTo', 'same', 'same', true],
  ['equalTo', 'same', 'other', false],
  ['minlength', 'abcd', 4, true],
  ['minlength', 'abc', 4, false],
  ['maxlength', 'abc', 3, true],
  ['maxlength', 'abcd', 3, false],
  ['rangelength', 'abc', [2, 4], true],
  ['rangelength', 'abcde', [2, 4], false],
  ['min', '5', 5, true],
  ['min', '4.9', 5, false],
  ['max', '10', 10, true],
  ['max', '10.1', 10, false],
  ['range', '7', [1, 10], true],
  ['range', '11', [1, 10], false],
  ['step', '0.3', 0.1, true],
  ['step', '25', 5, true],
  ['step', '12', 5, false],
  ['phoneUS', '(212) 555-0143', true, true],
  ['phoneUS', '1-212-555-0143', true, true],
  ['phoneUS', '212 155 0143', true, false],
  ['phoneUS', '+371 2000 0000', true, false],
  ['creditcard', '4111 1111 1111 1111', true, true],
  ['creditcard', '4111-1111-1111-1112', true, false],
  ['creditcard', '4111 1111 111', true, false],
  ['creditcard', '4111a1111111111111', true, false],
  ['creditcard', '4111 1111 1111 1111 0001', true, false],
  ['iban', 'LV80 BANK 0000 4351 9500 1', true, true],
  ['iban', 'EE38 2200 2210 2014 5685', true, true],
  ['iban', 'DE89 3704 0044 0532 0130 00', true, true],
  ['iban', 'DE89 3704 0044 0532 0130 01', true, false],
  ['iban', 'EE38 2200 2210 2014 568', true, false],
  ['iban', 'XX', true, false],
  ['lettersonly', 'Lubrica', true, true],
  ['lettersonly', 'Лубрика', true, false],
  ['lettersonly', 'Anna Berg', true, false],
  ['lettersandspace', 'Anna Berg', true, true],
  ['lettersandspace', 'Анна Берг', true, true],
  ['lettersandspace', 'Anna B3rg', true, false],
];

describe('validation rules', () => {
  it.each(cases)('%s(%j, %j) is %s', (rule, value, param, valid) => {
    expect(check(rule, value, param)).toBe(valid);
  });

  it('counts checked boxes for minlength when a length is given', () => {
    expect(check('minlength', 'a', 2, 2)).toBe(true);
    expect(check('minlength', 'a', 2, 1)).toBe(false);
  });
});

describe('validation messages', () => {
  const table: Array<[RuleName, RuleParam, 'en' | 'ru', string]> = [
    ['required', true, 'en', 'This field is required.'],
    ['required', true, 'ru', 'Это поле необходимо заполнить.'],
    ['email', true, 'en', 'Please enter a valid email address.'],
    ['email', true, 'ru', 'Пожалуйста, введите корректный адрес электронной почты.'],
    ['url', true, 'ru', 'Пожалуйста, введите корректный URL.'],
    ['date', true, 'en', 'Please enter a valid date.'],
    ['number', true, 'ru', 'Пожалуйста, введите число.'],
    ['digits', true, 'en', 'Please enter only digits.'],
    ['equalTo', 'x', 'en', 'Please enter the same value again.'],
    ['minlength', 10, 'en', 'Please enter at least 10 characters.'],
    ['maxlength', 5, 'ru', 'Пожалуйста, введите не больше 5 символов.'],
    ['rangelength', [2, 4], 'en', 'Please enter a value between 2 and 4 characters long.'],
    ['range', [1, 10], 'ru', 'Пожалуйста, введите число от 1 до 10.'],
    ['min', 5, 'en', 'Please enter a value greater than or equal to 5.'],
    ['max', 10, 'ru', 'Пожалуйста, введите число, меньшее или равное 10.'],
    ['step', 5, 'en', 'Please enter a multiple of 5.'],
    ['step', 5, 'ru', 'Please enter a multiple of 5.'],
    ['phoneUS', true, 'en', 'Please specify a valid phone number'],
    ['phoneUS', true, 'ru', 'Please specify a valid phone number'],
    ['creditcard', true, 'ru', 'Пожалуйста, введите правильный номер кредитной карты.'],
    ['iban', true, 'en', 'Please specify a valid IBAN.'],
    ['lettersonly', true, 'en', 'Letters only please'],
    ['lettersandspace', true, 'ru', 'Letters and spaces only please'],
  ];
  it.each(table)('%s (%j) in %s', (rule, param, lang, text) => {
    expect(messageFor(rule, param, lang)).toBe(text);
  });

  it('a custom message (data-msg) wins and is formatted too', () => {
    expect(messageFor('minlength', 3, 'ru', 'Минимум {0}')).toBe('Минимум 3');
    expect(format('{0}-{1}-{2}', [1, 2])).toBe('1-2-{2}');
  });
});
