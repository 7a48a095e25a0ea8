import { describe, expect, it } from 'vitest';
import { idsFromClasses } from './ids-from-classes.ts';

describe('idsFromClasses (ps2id-id-{id})', () => {
  it.each([
    ['a row with the class gets the id', '<div class="vc_row ps2id-id-faq"></div>', ['faq']],
    ['the first such class counts', '<div class="ps2id-id-one ps2id-id-two"></div>', ['one']],
    ['an element with an id keeps it', '<div id="kept" class="ps2id-id-faq"></div>', ['kept']],
    ['an id another element has is not given twice', '<section id="faq"></section><div class="ps2id-id-faq"></div>', ['faq', '']],
    ['a bare prefix is no id', '<div class="ps2id-id-"></div>', ['']],
    ['a class that only contains the prefix is no id', '<div class="x-ps2id-id-faq"></div>', ['']],
    ['a Cyrillic id', '<div class="ps2id-id-вопросы"></div>', ['вопросы']],
  ])('%s', (_title, html, ids) => {
    const doc = document.implementation.createHTMLDocument('t');
    doc.body.innerHTML = html;
    idsFromClasses(doc);
    expect(Array.from(doc.body.children, (el) => el.id)).toEqual(ids);
  });
});
