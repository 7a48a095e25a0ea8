import { afterEach, describe, expect, it } from 'vitest';
import { startFormTags, withScheme } from './form-tags.ts';

// Contact Form 7 6.0.6's markup for each tag (as the staging's price request prints it).
const MARKUP = `<form class="wpcf7-form">
  <fieldset class="inert-on-submitting">
    <input type="url" name="website" class="wpcf7-form-control wpcf7-url wpcf7-validates-as-url">
    <textarea name="details" maxlength="200"></textarea>
    <span class="wpcf7-character-count up" data-target-name="details" data-starting-value="0" data-current-value="0" data-maximum-value="5" data-minimum-value="2">0</span>
    <span class="wpcf7-character-count down" data-target-name="details" data-starting-value="200" data-current-value="200" data-maximum-value="200">200</span>
    <span class="wpcf7-form-control wpcf7-checkbox wpcf7-exclusive-checkbox">
      <input type="checkbox" name="packaging" value="a"><input type="checkbox" name="packaging" value="b">
    </span>
    <span class="wpcf7-form-control wpcf7-radio">
      <label><input type="radio" name="delivery" value="d" checked></label>
      <span class="wpcf7-list-item last has-free-text"><label><input type="radio" name="delivery" value="other"></label> <input type="text" name="_wpcf7_free_text_delivery" class="wpcf7-free-text"></span>
    </span>
  </fieldset>
</form>`;

let stop = new AbortController();
afterEach(() => stop.abort());

function started(): HTMLFormElement {
  document.body.innerHTML = MARKUP;
  stop = new AbortController();
  const form = document.querySelector('form')!;
  startFormTags(form, stop.signal);
  return form;
}
const control = <T extends HTMLElement>(form: HTMLFormElement, selector: string) => form.querySelector<T>(selector)!;
const change = (el: HTMLElement) => el.dispatchEvent(new Event('change', { bubbles: true }));

describe('an address typed without its scheme', () => {
  it.each([
    ['example.com', 'http://example.com'],
    ['  www.lubrica.lv/catalogue ', 'http://www.lubrica.lv/catalogue'],
    ['//cdn.example.com', 'http://cdn.example.com'],
    ['https://lubrica.lv', 'https://lubrica.lv'],
    ['mailto:a@b.lv', 'mailto:a@b.lv'],
    ['localhost', 'localhost'],
    ['', ''],
  ])('%j becomes %j', (typed, completed) => {
    expect(withScheme(typed)).toBe(completed);
  });

  it('is completed at its change', () => {
    const form = started();
    const url = control<HTMLInputElement>(form, '[name="website"]');
    url.value = 'lubrica.lv';
    change(url);
    expect(url.value).toBe('http://lubrica.lv');
  });
});

describe('Contact Form 7 form-tag helpers', () => {
  it('an exclusive checkbox ticked unticks the others of its group', () => {
    const form = started();
    const [a, b] = Array.from(form.querySelectorAll<HTMLInputElement>('[name="packaging"]'));
    a!.checked = true;
    change(a!);
    b!.checked = true;
    change(b!);
    expect([a!.checked, b!.checked]).toEqual([false, true]);
  });

  it('a free-text box is disabled until its choice is chosen, which puts the visitor in it', () => {
    const form = started();
    const text = control<HTMLInputElement>(form, '.wpcf7-free-text');
    expect(text.disabled).toBe(true);
    const other = control<HTMLInputElement>(form, '[value="other"]');
    other.checked = true;
    change(other);
    expect([text.disabled, document.activeElement]).toEqual([false, text]);
    const first = control<HTMLInputElement>(form, '[value="d"]');
    first.checked = true;
    change(first);
    expect(text.disabled).toBe(true);
  });

  it.each<[string, string, string[]]>([
    ['a word', 'abc', ['3', '197']],
    // CF7 counts the trimmed text but measures the limits on the whole of it.
    ['spaces around are not counted, but are for the limits', '  ab  ', ['2 too-long', '198']],
    ['one character: too short', 'a', ['1 too-short', '199']],
    ['over the maximum: too long', 'abcdef', ['6 too-long', '194']],
  ])('the counters of a field typed in: %s', (_name, typed, shown) => {
    const form = started();
    const details = control<HTMLTextAreaElement>(form, '[name="details"]');
    details.value = typed;
    details.dispatchEvent(new Event('input', { bubbles: true }));
    const counters = Array.from(form.querySelectorAll('.wpcf7-character-count'));
    expect(counters.map((c) => [c.textContent, ...['too-short', 'too-long'].filter((k) => c.classList.contains(k))].join(' '))).toEqual(shown);
    expect(counters.map((c) => c.getAttribute('data-current-value'))).toEqual(shown.map((s) => s.split(' ')[0]));
  });

  it('the counters are counted again at wpcf7reset', () => {
    const form = started();
    const details = control<HTMLTextAreaElement>(form, '[name="details"]');
    details.value = 'abc';
    details.dispatchEvent(new Event('input', { bubbles: true }));
    details.value = '';
    form.dispatchEvent(new CustomEvent('wpcf7reset', { detail: { status: 'init' } }));
    expect(Array.from(form.querySelectorAll('.wpcf7-character-count'), (c) => c.textContent)).toEqual(['0', '200']);
  });

  it('the parts marked inert-on-<status> are inert in that status only', () => {
    const form = started();
    const part = control<HTMLElement>(form, 'fieldset');
    const status = (value: string) => form.dispatchEvent(new CustomEvent('wpcf7statuschanged', { detail: { status: value } }));
    status('submitting');
    expect([part.hasAttribute('inert'), part.classList.contains('active-on-any')]).toEqual([true, true]);
    status('failed');
    expect([part.hasAttribute('inert'), part.classList.contains('active-on-any')]).toEqual([false, false]);
  });

  it('nothing is done once its signal has ended', () => {
    const form = started();
    stop.abort();
    const url = control<HTMLInputElement>(form, '[name="website"]');
    url.value = 'lubrica.lv';
    change(url);
    expect(url.value).toBe('lubrica.lv');
  });
});
