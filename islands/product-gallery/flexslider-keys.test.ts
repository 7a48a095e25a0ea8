import { describe, expect, it } from 'vitest';
import { arrowStep, keyForOthers } from './flexslider-keys.ts';

describe('arrowStep', () => {
  it.each([
    ['ArrowRight', false, 1],
    ['ArrowLeft', false, -1],
    ['ArrowRight', true, -1],
    ['ArrowLeft', true, 1],
    ['ArrowUp', false, 0],
    ['Enter', false, 0],
    ['Right', false, 0],
  ] as const)('%s (rtl %s): %i', (key, rtl, step) => {
    expect(arrowStep(key, rtl)).toBe(step);
  });
});

describe('keyForOthers', () => {
  document.body.innerHTML = `<div id="page"><a href="#" id="link">Link</a>
<input class="qty" id="qty"><textarea id="review"></textarea><select id="pa"><option>1 L</option></select>
<div contenteditable id="editor"><b id="bold">x</b></div><div contenteditable="false" id="not-editable"></div></div>`;
  const on = (id: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keyup', { key: 'ArrowRight', bubbles: true, ...init });
    let seen: boolean | null = null;
    document.addEventListener('keyup', (heard) => void (seen = keyForOthers(heard)), { once: true });
    document.getElementById(id)!.dispatchEvent(event);
    return seen;
  };
  it.each([
    ['page', {}, false],
    ['link', {}, false],
    ['not-editable', {}, false],
    ['qty', {}, true],
    ['review', {}, true],
    ['pa', {}, true],
    ['bold', {}, true],
    ['page', { altKey: true }, true],
    ['page', { ctrlKey: true }, true],
    ['page', { metaKey: true }, true],
    ['page', { shiftKey: true }, false],
  ] as const)('a key released on #%s %o: %s', (id, init, others) => {
    expect(on(id, init)).toBe(others);
  });
});
