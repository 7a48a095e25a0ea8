import { afterEach, describe, expect, it } from 'vitest';
import { catchUpChange, startFormTags, withScheme } from './form-tags.ts';

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
  const form = unstarted();
  startFormTags(form, stop.signal);
  return form;
}
function unstarted(): HTMLFormElement {
  document.body.innerHTML = MARKUP;
  stop = new AbortController();
  return document.querySelector('form')!;
}
const control = <T extends HTMLElement>(form: HTMLFormElement, selector: string) => form.querySelector<T>(selector)!;
const change = (el: HTMLElement) => {
  const event = new Event('change', { bubbles: true });
  el.dispatchEvent(event);
  return event;
};
/** The entry hands on the form's changes once the helpers' chunk is here; the late boxes are settled in a microtask. */
async function handedOn(form: HTMLFormElement, events: Event[]): Promise<void> {
  for (const event of events) catchUpChange(form, event);
  await Promise.resolve();
}

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

describe('what the visitor did while the helpers were on their way (a slow line)', () => {
  it('an address left without its scheme is completed as its change is handed on', async () => {
    const form = unstarted();
    const url = control<HTMLInputElement>(form, '[name="website"]');
    url.value = 'lubrica.lv';
    const left = change(url);
    startFormTags(form, stop.signal);
    expect(url.value).toBe('lubrica.lv');
    await handedOn(form, [left]);
    expect(url.value).toBe('http://lubrica.lv');
  });

  it.each([
    ['a, then b', [0, 1], [false, true]],
    ['b, then a', [1, 0], [true, false]],
    ['a, b, then a unticked', [0, 1, 0], [false, true]],
  ])('exclusive boxes ticked %s: the last one ticked stays, alone', async (_name, order, ticked) => {
    const form = unstarted();
    const boxes = Array.from(form.querySelectorAll<HTMLInputElement>('[name="packaging"]'));
    const changes = order.map((i) => {
      boxes[i]!.checked = !boxes[i]!.checked;
      return change(boxes[i]!);
    });
    startFormTags(form, stop.signal);
    await handedOn(form, changes);
    expect(boxes.map((box) => box.checked)).toEqual(ticked);
  });

  it('a change the helpers heard themselves is not done again when it is handed on', async () => {
    const form = started();
    const [a, b] = Array.from(form.querySelectorAll<HTMLInputElement>('[name="packaging"]'));
    a!.checked = true;
    const heard = change(a!);
    // A theme's script ticks the other box without a change event: CF7 would not untick it.
    b!.checked = true;
    await handedOn(form, [heard]);
    expect([a!.checked, b!.checked]).toEqual([true, true]);
  });

  it('a free-text choice made before: the visitor is put in its box only if still on the choice', async () => {
    for (const stayed of [true, false]) {
      const form = unstarted();
      const other = control<HTMLInputElement>(form, '[value="other"]');
      other.checked = true;
      other.focus();
      const chosen = change(other);
      if (!stayed) control<HTMLInputElement>(form, '[name="website"]').focus();
      startFormTags(form, stop.signal);
      await handedOn(form, [chosen]);
      const text = control<HTMLInputElement>(form, '.wpcf7-free-text');
      expect([text.disabled, document.activeElement === text], `stayed ${stayed}`).toEqual([false, stayed]);
    }
  });

  it('the counters count what was typed before, at the start', () => {
    const form = unstarted();
    control<HTMLTextAreaElement>(form, '[name="details"]').value = 'abc';
    startFormTags(form, stop.signal);
    expect(Array.from(form.querySelectorAll('.wpcf7-character-count'), (c) => c.textContent)).toEqual(['3', '197']);
  });

  it.each([
    ['submitting', true],
    ['init', false],
  ])('a form already %s at the start: its inert-on-<status> parts inert %s', (status, inert) => {
    const form = unstarted();
    form.setAttribute('data-status', status);
    startFormTags(form, stop.signal);
    expect(control<HTMLElement>(form, 'fieldset').hasAttribute('inert')).toBe(inert);
  });
});
