import { describe, expect, it } from 'vitest';
import { isSwipeRight } from './swipe.ts';

describe('isSwipeRight', () => {
  it.each([
    [{ x: 100, y: 300 }, { x: 175, y: 300 }, true],
    [{ x: 100, y: 300 }, { x: 174, y: 300 }, false],
    [{ x: 100, y: 300 }, { x: 260, y: 340 }, true],
    [{ x: 100, y: 300 }, { x: 200, y: 420 }, false],
    [{ x: 200, y: 300 }, { x: 100, y: 300 }, false],
  ])('%o → %o: %s', (start, end, expected) => {
    expect(isSwipeRight(start, end)).toBe(expected);
  });
});
