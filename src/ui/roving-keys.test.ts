import { describe, expect, it } from 'vitest';
import { heldAs, pressAgain, rovingTarget } from './roving-keys.ts';

describe('rovingTarget', () => {
  it.each([
    ['ArrowRight', 0, 3, 1],
    ['ArrowRight', 2, 3, 0],
    ['ArrowLeft', 0, 3, 2],
    ['ArrowDown', 1, 3, 2],
    ['ArrowUp', 1, 3, 0],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['Enter', 0, 3, null],
    ['ArrowRight', 0, 0, null],
  ])('%s from %i of %i goes to %s', (key, current, count, expected) => {
    expect(rovingTarget(key, current, count)).toBe(expected);
  });

  it('ignores vertical arrows for a horizontal list', () => {
    expect(rovingTarget('ArrowDown', 0, 3, { orientation: 'horizontal' })).toBeNull();
  });

  it.each([
    ['ArrowRight', 0, 5, 1],
    ['ArrowDown', 3, 5, 4],
    ['ArrowRight', 4, 5, null],
    ['ArrowDown', 4, 5, null],
    ['ArrowLeft', 0, 5, null],
    ['ArrowUp', 0, 5, null],
    ['ArrowLeft', 4, 5, 3],
    ['Home', 3, 5, null],
    ['End', 0, 5, null],
  ])("with ends 'stop', %s from %i of %i goes to %s", (key, current, count, expected) => {
    expect(rovingTarget(key, current, count, { ends: 'stop' })).toBe(expected);
  });
});

describe('heldAs (what the entry holds until the island comes)', () => {
  const item = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild!;
  };
  it.each([
    ['a click on anything it holds', '<a href="#x">x</a>', undefined, true],
    ['→ on a tab', '<a role="tab" href="#a">a</a>', 'ArrowRight', true],
    ['End on a tab', '<a role="tab" href="#a">a</a>', 'End', true],
    ['↓ on a tab (a row of tabs leaves it to the page)', '<a role="tab" href="#a">a</a>', 'ArrowDown', false],
    ['↑ on a star', '<a role="radio" href="#">1</a>', 'ArrowUp', true],
    ['Home on a star (the page\'s)', '<a role="radio" href="#">1</a>', 'Home', false],
    ['Enter on a tab (its click is held)', '<a role="tab" href="#a">a</a>', 'Enter', false],
    ['→ on a link', '<a href="#x">x</a>', 'ArrowRight', false],
  ])('%s: %s', (_, html, key, expected) => {
    expect(heldAs(item(html), key)).toBe(expected);
  });
});

describe('pressAgain', () => {
  it('sends the key to the focused item of the island (where the keys before it moved the focus), else to the element in its place', () => {
    document.body.innerHTML = '<p id="root"><a id="s1" role="radio" href="#">1</a><a id="s2" role="radio" href="#">2</a></p><a id="away" href="#x">x</a>';
    const root = document.getElementById('root')!;
    const seen: string[] = [];
    const listening = new AbortController();
    document.addEventListener('keydown', (event) => seen.push(`${(event.target as Element).id} ${event.key}`), { signal: listening.signal });
    pressAgain(root, document.getElementById('s1')!, 'ArrowRight');
    document.getElementById('s2')!.focus();
    pressAgain(root, document.getElementById('s1')!, 'ArrowRight');
    // The focus gone elsewhere: the key goes where it was pressed.
    document.getElementById('away')!.focus();
    pressAgain(root, document.getElementById('s1')!, 'ArrowLeft');
    listening.abort();
    expect(seen).toEqual(['s1 ArrowRight', 's2 ArrowRight', 's1 ArrowLeft']);
  });
});
