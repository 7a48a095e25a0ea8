import { describe, expect, it } from 'vitest';
import { readFields } from './form-fields.ts';
import { judgeField, judgedOnEdit, judgedOnLeave, leftChanged, withError } from './judge.ts';

function form(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <span class="wpcf7-form-control-wrap" data-name="email"><input type="email" name="email" value=""></span>
    <span class="wpcf7-form-control-wrap" data-name="pass"><input name="pass" value="" data-rule-equalto="#again"></span>
    <input id="again" value="secret">
    <span class="wpcf7-form-control-wrap" data-name="topics"><span class="wpcf7-form-control wpcf7-validates-as-required"><input type="checkbox" name="topics[]" value="a"></span></span>
    <button type="submit">Send</button>
  </form>`;
  return document.querySelector('form')!;
}

describe('judge', () => {
  it('judges a field by its rules, equalTo against the other field', () => {
    const el = form();
    const [email, pass] = readFields(el);
    email!.controls[0]!.value = 'x';
    expect(judgeField(email!, el, 'en')).toBe('Please enter a valid email address.');
    expect(judgeField(email!, el, 'ru')).toBe('Пожалуйста, введите корректный адрес электронной почты.');
    pass!.controls[0]!.value = 'secret';
    expect(judgeField(pass!, el, 'en')).toBeNull();
  });

  it.each([
    // value, errors, submitted, focus goes to the submit button, judged
    ['', {}, false, false, false],
    ['', { email: 'x' }, false, false, true],
    ['', {}, true, false, true],
    ['x', {}, false, false, true],
    ['x', {}, false, true, false],
  ] as const)('leaving a field holding %j (errors %j, submitted %s, to submit %s): judged %s', (value, errors, submitted, toSubmit, judged) => {
    const el = form();
    const [email] = readFields(el);
    email!.controls[0]!.value = value;
    expect(judgedOnLeave(email!, el, errors, submitted, toSubmit ? el.querySelector('button') : null)).toBe(judged);
  });

  it('a group is never judged on leaving; on an edit once wrong, or after a submit', () => {
    const el = form();
    const topics = readFields(el)[2]!;
    expect(topics.group).toBe(true);
    expect(judgedOnLeave(topics, el, {}, true, null)).toBe(false);
    expect(judgedOnEdit(topics, {}, false)).toBe(false);
    expect(judgedOnEdit(topics, {}, true)).toBe(true);
    expect(judgedOnEdit(topics, { topics: 'x' }, false)).toBe(true);
  });

  it('a field changed and left is judged when the island arrives; not one still focused, unchanged or emptied', () => {
    const el = form();
    const [email, pass] = readFields(el);
    expect(leftChanged(email!, document)).toBe(false);
    email!.controls[0]!.value = 'x';
    expect(leftChanged(email!, document)).toBe(true);
    email!.controls[0]!.focus();
    expect(leftChanged(email!, document)).toBe(false);
    (pass!.controls[0] as HTMLInputElement).defaultValue = 'old';
    pass!.controls[0]!.value = '';
    expect(leftChanged(pass!, document)).toBe(false);
  });

  it('withError sets, replaces and takes out an entry, and keeps the same object when nothing changes', () => {
    const none = {};
    const one = withError(none, 'email', 'Wrong');
    expect(one).toEqual({ email: 'Wrong' });
    expect(withError(one, 'email', 'Wrong')).toBe(one);
    expect(withError(one, 'email', null)).toEqual({});
    expect(withError(none, 'email', null)).toBe(none);
  });
});
