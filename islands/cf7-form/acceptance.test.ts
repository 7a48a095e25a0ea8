import { describe, expect, it } from 'vitest';
import { acceptanceGiven, gatesSubmit, updateSubmit } from './acceptance.ts';

const form = (boxes: string, formClass = '') => {
  document.body.innerHTML = `<form class="wpcf7-form ${formClass}">${boxes}<input type="submit" class="wpcf7-submit"></form>`;
  return document.querySelector('form')!;
};
const box = (checked: boolean, wrapClass = '') =>
  `<span class="wpcf7-form-control wpcf7-acceptance ${wrapClass}"><label><input type="checkbox" name="a" value="1"${checked ? ' checked' : ''}></label></span>`;

describe('Contact Form 7 acceptance', () => {
  it.each([
    ['one ticked', box(true), true],
    ['one not ticked', box(false), false],
    ['an inverted one not ticked', box(false, 'invert'), true],
    ['an inverted one ticked', box(true, 'invert'), false],
    ['an optional one not ticked', box(false, 'optional'), true],
    ['two, one not ticked', box(true) + box(false), false],
    ['none', '', true],
  ])('%s: given is %s', (_name, markup, given) => {
    expect(acceptanceGiven(form(markup))).toBe(given);
  });

  it.each([
    ['with an acceptance', box(false), '', true],
    ['acceptance as validation', box(false), 'wpcf7-acceptance-as-validation', false],
    ['without an acceptance', '', '', false],
  ])('%s: gates the submit is %s', (_name, markup, formClass, gates) => {
    expect(gatesSubmit(form(markup, formClass))).toBe(gates);
  });

  it('disables the submit until the box is ticked, and leaves an acceptance-as-validation form alone', () => {
    const gated = form(box(false));
    updateSubmit(gated);
    expect(gated.querySelector<HTMLInputElement>('.wpcf7-submit')!.disabled).toBe(true);
    gated.querySelector<HTMLInputElement>('[type=checkbox]')!.checked = true;
    updateSubmit(gated);
    expect(gated.querySelector<HTMLInputElement>('.wpcf7-submit')!.disabled).toBe(false);
    const validated = form(box(false), 'wpcf7-acceptance-as-validation');
    updateSubmit(validated);
    expect(validated.querySelector<HTMLInputElement>('.wpcf7-submit')!.disabled).toBe(false);
  });
});
