import { describe, expect, it } from 'vitest';
import { rovingTarget } from './roving-keys.ts';

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
