import { describe, expect, it } from 'vitest';
import { syncFreeTextBoxes } from './free-text.ts';

/** A form with Contact Form 7's free-text choices. */
function form(markup: string): HTMLFormElement {
  const el = document.createElement('form');
  el.innerHTML = markup;
  return el;
}

const RADIOS = `<span class="wpcf7-list-item"><label><input type="radio" name="delivery" value="d"></label></span>
<span class="wpcf7-list-item last has-free-text"><label><input type="radio" name="delivery" value="other"></label> <input type="text" name="_wpcf7_free_text_delivery" class="wpcf7-free-text"></span>`;
const CHECKBOXES = `<span class="wpcf7-list-item"><label><input type="checkbox" name="pack[]" value="can"></label></span>
<span class="wpcf7-list-item last has-free-text"><label><input type="checkbox" name="pack[]" value="other"></label> <input type="text" name="_wpcf7_free_text_pack" class="wpcf7-free-text"></span>`;

describe('syncFreeTextBoxes', () => {
  it.each([
    // markup, the value checked (or none), the box disabled
    ['radios, none chosen', RADIOS, null, true],
    ['radios, another chosen', RADIOS, 'd', true],
    ['radios, its choice chosen', RADIOS, 'other', false],
    ['checkboxes, none ticked', CHECKBOXES, null, true],
    ['checkboxes, another ticked', CHECKBOXES, 'can', true],
    ['checkboxes, its choice ticked', CHECKBOXES, 'other', false],
  ] as const)('%s: disabled %s', (_name, markup, checked, disabled) => {
    const el = form(markup);
    if (checked) el.querySelector<HTMLInputElement>(`[value="${checked}"]`)!.checked = true;
    syncFreeTextBoxes(el);
    expect(el.querySelector<HTMLInputElement>('.wpcf7-free-text')!.disabled).toBe(disabled);
  });

  it('leaves a text field outside a free-text choice alone', () => {
    const el = form(`<input type="text" class="wpcf7-free-text" name="loose">${RADIOS}`);
    syncFreeTextBoxes(el);
    expect(el.querySelector<HTMLInputElement>('[name="loose"]')!.disabled).toBe(false);
  });
});
