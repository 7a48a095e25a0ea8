import { describe, expect, it } from 'vitest';
import { chosenAttributes, findMatchingVariations, firstMatch, isComplete, isMatch } from './match-variation.ts';

describe('isMatch', () => {
  it.each([
    ['equal values', { a: 'x', b: 'y' }, { a: 'x', b: 'y' }, true],
    ['one value differs', { a: 'x', b: 'y' }, { a: 'x', b: 'z' }, false],
    ["the variation's '' matches any value", { a: 'x', b: '' }, { a: 'x', b: 'z' }, true],
    ['an unchosen attribute matches', { a: 'x', b: 'y' }, { a: 'x', b: '' }, true],
    ['a key the choice lacks matches', { a: 'x', b: 'y' }, { a: 'x' }, true],
    ['a key the variation lacks matches', { a: 'x' }, { a: 'x', b: 'z' }, true],
    ['values are compared strictly (case)', { a: 'X' }, { a: 'x' }, false],
    ['an encoded value is not its decoded text', { a: 'a &amp; b' }, { a: 'a & b' }, false],
    ['no attributes at all match anything', {}, { a: 'x' }, true],
  ])('%s', (_name, variation, chosen, expected) => {
    expect(isMatch(variation, chosen)).toBe(expected);
  });
});

describe('findMatchingVariations and firstMatch', () => {
  const variations = [
    { id: 1, attributes: { size: 'l', colour: '' } },
    { id: 2, attributes: { size: 'l', colour: 'red' } },
    { id: 3, attributes: { size: 's', colour: 'red' } },
  ];
  it('keeps data order', () => {
    expect(findMatchingVariations(variations, { size: 'l', colour: 'red' }).map((v) => v.id)).toEqual([1, 2]);
  });
  it('the first match wins, even an "any" one before an exact one', () => {
    expect(firstMatch(variations, { size: 'l', colour: 'red' })?.id).toBe(1);
  });
  it('null when nothing matches', () => {
    expect(firstMatch(variations, { size: 'm', colour: 'red' })).toBeNull();
  });
});

describe('chosenAttributes', () => {
  it.each([
    ['nothing chosen', [['a', ''], ['b', '']], 0, false],
    ['partly chosen', [['a', 'x'], ['b', '']], 1, false],
    ['all chosen', [['a', 'x'], ['b', 'y']], 2, true],
    ['no selects at all', [], 0, false],
  ] as const)('%s', (_name, fields, chosenCount, complete) => {
    const chosen = chosenAttributes(fields);
    expect(chosen.chosenCount).toBe(chosenCount);
    expect(chosen.count).toBe(fields.length);
    expect(isComplete(chosen)).toBe(complete);
    expect(chosen.data).toEqual(Object.fromEntries(fields));
  });
});
