import { describe, expect, it } from 'vitest';
import { drawFieldErrors, readFieldErrors } from './field-errors.ts';
import { readFields } from './form-fields.ts';

function setUp() {
  document.body.innerHTML = `<form>
    <span class="wpcf7-form-control-wrap" data-name="your-name"><input id="name" name="your-name" aria-invalid="false"></span>
    <span class="wpcf7-form-control-wrap" data-name="your-email"><input name="your-email" aria-invalid="false"></span>
  </form><ul id="sr"></ul>`;
  return { fields: readFields(document.querySelector('form')!), srList: document.querySelector<HTMLElement>('#sr')! };
}

describe('drawFieldErrors', () => {
  it("draws Contact Form 7's tips, aria and screen-reader list, in the fields' order", () => {
    const { fields, srList } = setUp();
    drawFieldErrors(fields, { 'your-email': 'Bad email', 'your-name': 'Required' }, 'f1', srList);
    const [name, email] = fields;
    expect(name!.wrap.querySelector('.wpcf7-not-valid-tip')?.outerHTML).toBe('<span class="wpcf7-not-valid-tip" aria-hidden="true">Required</span>');
    expect(name!.target.getAttribute('aria-invalid')).toBe('true');
    expect(name!.target.getAttribute('aria-describedby')).toBe('f1-ve-your-name');
    expect(name!.target.classList.contains('wpcf7-not-valid')).toBe(true);
    expect(srList.innerHTML).toBe('<li id="f1-ve-your-name"><a href="#name">Required</a></li><li id="f1-ve-your-email">Bad email</li>');
    expect(email!.target.getAttribute('aria-describedby')).toBe('f1-ve-your-email');
  });

  it('is idempotent and takes away what is no longer wrong; what it drew reads back as the errors', () => {
    const { fields, srList } = setUp();
    drawFieldErrors(fields, { 'your-email': 'Bad email' }, 'f1', srList);
    drawFieldErrors(fields, { 'your-email': 'Bad email' }, 'f1', srList);
    expect(document.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(1);
    expect(readFieldErrors(fields)).toEqual({ 'your-email': 'Bad email' });
    drawFieldErrors(fields, {}, 'f1', srList);
    expect(document.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);
    expect(fields[1]!.target.getAttribute('aria-invalid')).toBe('false');
    expect(fields[1]!.target.hasAttribute('aria-describedby')).toBe(false);
    expect(srList.children).toHaveLength(0);
    expect(readFieldErrors(fields)).toEqual({});
  });

  it('marks a group as CF7 does: aria-invalid where the server printed it, the description on its .wpcf7-form-control', () => {
    document.body.innerHTML = `<form>
      <span class="wpcf7-form-control-wrap" data-name="consent"><span class="wpcf7-form-control wpcf7-acceptance"><label><input type="checkbox" name="consent" value="1" aria-invalid="false"></label></span></span>
      <span class="wpcf7-form-control-wrap" data-name="pack"><span class="wpcf7-form-control wpcf7-checkbox"><input type="checkbox" name="pack[]" value="a"><input type="checkbox" name="pack[]" value="b"></span></span>
    </form>`;
    const fields = readFields(document.querySelector('form')!);
    drawFieldErrors(fields, { consent: 'Required', pack: 'Required' }, 'f1', null);
    const marks = (selector: string) => Array.from(document.querySelectorAll(selector), (el) => [el.getAttribute('aria-invalid'), el.getAttribute('aria-describedby'), el.classList.contains('wpcf7-not-valid')]);
    expect(marks('[data-name="consent"] .wpcf7-form-control, [data-name="consent"] input')).toEqual([[null, 'f1-ve-consent', true], ['true', null, false]]);
    expect(marks('[data-name="pack"] .wpcf7-form-control, [data-name="pack"] input')).toEqual([[null, 'f1-ve-pack', true], [null, null, false], [null, null, false]]);
    drawFieldErrors(fields, {}, 'f1', null);
    expect(document.querySelector('[name="consent"]')!.getAttribute('aria-invalid')).toBe('false');
  });
});
