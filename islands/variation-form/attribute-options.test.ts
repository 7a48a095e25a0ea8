import { describe, expect, it } from 'vitest';
import { selectOptions, type OptionVariation } from './attribute-options.ts';

// The fixture product's shape: volume × packaging, with an "any packaging" 20 L, an out-of-stock
// drum (active: it can still be picked) and an inactive 208 L canister.
const variations: OptionVariation[] = [
  { attributes: { volume: '1-l', packaging: 'canister' }, variation_is_active: true },
  { attributes: { volume: '5-l', packaging: 'canister' }, variation_is_active: true },
  { attributes: { volume: '20-l', packaging: '' }, variation_is_active: true },
  { attributes: { volume: '208-l', packaging: 'drum' }, variation_is_active: true },
  { attributes: { volume: '208-l', packaging: 'canister' }, variation_is_active: false },
];
const volume = (current: string, showOptionNone = true) => ({ name: 'volume', values: ['1-l', '5-l', '20-l', '208-l'], current, showOptionNone });
const packaging = (current: string, showOptionNone = true) => ({ name: 'packaging', values: ['canister', 'drum'], current, showOptionNone });
const sorted = (set: Set<string>) => [...set].sort();

describe('selectOptions', () => {
  it.each([
    ['nothing chosen: every volume', { volume: '', packaging: '' }, volume(''), ['1-l', '20-l', '208-l', '5-l'], ['1-l', '20-l', '208-l', '5-l']],
    ['drum chosen: only volumes that come in a drum, and "any"', { volume: '', packaging: 'drum' }, volume(''), ['20-l', '208-l'], ['20-l', '208-l']],
    ['canister chosen: the inactive 208 L canister stays but is disabled', { volume: '', packaging: 'canister' }, volume(''), ['1-l', '20-l', '208-l', '5-l'], ['1-l', '20-l', '5-l']],
    ['20 L chosen: "any" attaches every packaging', { volume: '20-l', packaging: '' }, packaging(''), ['canister', 'drum'], ['canister', 'drum']],
    ['1 L chosen: canister only', { volume: '1-l', packaging: '' }, packaging(''), ['canister'], ['canister']],
    ['208 L chosen: canister attached, disabled', { volume: '208-l', packaging: '' }, packaging(''), ['canister', 'drum'], ['drum']],
  ])('%s', (_name, chosen, select, attached, enabled) => {
    const result = selectOptions(variations, chosen, select);
    expect(sorted(result.attached)).toEqual(attached);
    expect(sorted(result.enabled)).toEqual(enabled);
  });

  it('ignores its own choice: the other selects constrain it', () => {
    const result = selectOptions(variations, { volume: '1-l', packaging: 'canister' }, volume('1-l'));
    expect(sorted(result.attached)).toEqual(['1-l', '20-l', '208-l', '5-l']);
    expect(result.selectionValid).toBe(true);
  });

  it.each([
    ['an empty choice is valid', packaging(''), { volume: '1-l', packaging: '' }, true],
    ['a choice that no longer combines is invalid', packaging('drum'), { volume: '1-l', packaging: 'drum' }, false],
    ['a disabled choice is invalid', packaging('canister'), { volume: '208-l', packaging: 'canister' }, false],
  ])('%s', (_name, select, chosen, valid) => {
    expect(selectOptions(variations, chosen, select).selectionValid).toBe(valid);
  });

  it.each([
    ['show_option_none "no" with a valid choice: the placeholder goes', packaging('canister', false), true],
    ['show_option_none "yes": the placeholder stays', packaging('canister', true), false],
    ['"no" but nothing chosen: the placeholder stays', packaging('', false), false],
  ])('%s', (_name, select, removed) => {
    expect(selectOptions(variations, { volume: '1-l', packaging: select.current }, select).removePlaceholder).toBe(removed);
  });

  it('"no" with an invalid choice keeps the placeholder (the select falls back to it)', () => {
    expect(selectOptions(variations, { volume: '1-l', packaging: 'drum' }, packaging('drum', false)).removePlaceholder).toBe(false);
  });

  it('decodes HTML-encoded variation values before comparing them with option values', () => {
    const encoded: OptionVariation[] = [{ attributes: { finish: 'Matt &amp; satin' }, variation_is_active: true }];
    const select = { name: 'finish', values: ['Matt & satin', 'Gloss'], current: '', showOptionNone: true };
    const decode = (value: string) => value.replace(/&amp;/g, '&');
    expect(sorted(selectOptions(encoded, { finish: '' }, select, decode).attached)).toEqual(['Matt & satin']);
    expect(sorted(selectOptions(encoded, { finish: '' }, select).attached)).toEqual([]);
  });

  it('a variation without the attribute attaches nothing for it', () => {
    const result = selectOptions([{ attributes: { other: 'x' }, variation_is_active: true }], {}, packaging(''));
    expect(result.attached.size).toBe(0);
  });
});
