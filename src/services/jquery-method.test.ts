import { describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';
import { firstElementOf, queueingStatic, setJQueryStatic } from './jquery-method.ts';

type Statics = Record<string, ((...args: unknown[]) => unknown) | undefined>;

describe('a static helper given to jQuery (setJQueryStatic)', () => {
  const helper = () => 'ours';
  const theirs = () => 'theirs';
  // What jQuery had under the name → what it has after.
  const cases: Array<[string, Statics['name'], 'ours' | 'theirs']> = [
    ['nothing', undefined, 'ours'],
    ["another script's", theirs, 'theirs'],
    ["a stand-in's", queueingStatic(() => {}), 'ours'],
  ];
  for (const [had, found, after] of cases)
    it(`over ${had}: ${after === 'ours' ? 'ours is set' : 'theirs is kept'}`, () => {
      const jq: Statics = { name: found };
      setJQueryStatic(jq, 'name', helper);
      expect(jq.name?.()).toBe(after);
    });

  it("replacing a stand-in's, makes the calls it kept, in their order, once", () => {
    const first = vi.fn();
    const standIn = queueingStatic(first);
    const jq: Statics = { name: standIn };
    standIn('scrollTo', 'a');
    standIn('destroy');
    expect(standIn('scrollTo', 'b')).toBeUndefined();
    expect(first).toHaveBeenCalledTimes(1);
    const made: unknown[][] = [];
    setJQueryStatic(jq, 'name', (...args: unknown[]) => void made.push(args));
    expect(made).toEqual([['scrollTo', 'a'], ['destroy'], ['scrollTo', 'b']]);
    jq.name!('later');
    expect(made).toHaveLength(4);
  });
});

describe('the element theme code hands a jQuery API (firstElementOf)', () => {
  const el = document.createElement('section');
  const other = document.createElement('div');
  const cases: Array<[label: string, value: unknown, found: Element | undefined]> = [
    ['an element', el, el],
    ['a jQuery set: its first', jQuery([el, other]), el],
    ['an array of elements', [el], el],
    ['an empty set', jQuery([]), undefined],
    ['a selector string', 'section', undefined],
    ['a list of strings', ['a'], undefined],
    ['null', null, undefined],
    ['undefined', undefined, undefined],
    ['a number', 3, undefined],
  ];
  for (const [label, value, found] of cases) it(label, () => expect(firstElementOf(value)).toBe(found));
});
