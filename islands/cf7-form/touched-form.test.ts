import { afterEach, describe, expect, it } from 'vitest';
import { startForm } from './touched-form.ts';

// Contact Form 7 6.0.6's markup (as the staging's price request prints it): a required text
// field, an optional one, an optional email, optional exclusive checkboxes, and radios whose
// last choice has a free-text box.
const MARKUP = `<form class="wpcf7-form" novalidate>
  <span class="wpcf7-form-control-wrap" data-name="company"><input type="text" name="company" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true"></span>
  <span class="wpcf7-form-control-wrap" data-name="city"><input type="text" name="city" class="wpcf7-form-control wpcf7-text"></span>
  <span class="wpcf7-form-control-wrap" data-name="email"><input type="email" name="email" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-email"></span>
  <span class="wpcf7-form-control-wrap" data-name="packaging"><span class="wpcf7-form-control wpcf7-checkbox wpcf7-exclusive-checkbox">
    <input type="checkbox" name="packaging" value="a"><input type="checkbox" name="packaging" value="b">
  </span></span>
  <span class="wpcf7-form-control-wrap" data-name="delivery"><span class="wpcf7-form-control wpcf7-radio">
    <label><input type="radio" name="delivery" value="d" checked></label>
    <span class="wpcf7-list-item last has-free-text"><label><input type="radio" name="delivery" value="other"></label> <input type="text" name="_wpcf7_free_text_delivery" class="wpcf7-free-text" disabled></span>
  </span></span>
</form>`;

let stop = new AbortController();
afterEach(() => stop.abort());

function form(): HTMLFormElement {
  document.body.innerHTML = MARKUP;
  stop = new AbortController();
  return document.querySelector('form')!;
}
const required = (el: HTMLFormElement) => Array.from(el.querySelectorAll<HTMLInputElement>('input')).filter((input) => input.required).map((input) => `${input.name}${input.value && input.type !== 'text' && input.type !== 'email' ? `=${input.value}` : ''}`);

describe('a form the visitor comes to', () => {
  it('has the fields the bundle requires marked required at once, a group\'s boxes but not its free-text box, nor a field no rule requires', () => {
    const el = form();
    expect(required(el)).toEqual([]);
    startForm(el, stop.signal);
    expect(required(el)).toEqual(['company', 'email', 'packaging=a', 'packaging=b', 'delivery=d', 'delivery=other']);
  });

  it('marks nothing on a form the browser validates (not printed novalidate), whose native submit they would stop if the island failed', () => {
    const el = form();
    el.noValidate = false;
    startForm(el, stop.signal);
    expect(required(el)).toEqual([]);
  });

  it('has the marks taken off when the behaviour stops, those the server printed kept', () => {
    const el = form();
    el.querySelector<HTMLInputElement>('[name="company"]')!.required = true;
    startForm(el, stop.signal);
    stop.abort();
    expect(required(el)).toEqual(['company']);
  });
});
