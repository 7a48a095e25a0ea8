import { describe, expect, it } from 'vitest';
import { swipeDirection } from './swipe.ts';

describe('swipeDirection (75 px threshold)', () => {
  it.each([
    [-100, 0, 75, 'next'],
    [100, 10, 75, 'prev'],
    [-75, 0, 75, 'next'],
    [-74, 0, 75, null],
    [50, 0, 75, null],
    [-90, 120, 75, null],
    [80, 80, 75, null],
    [0, 0, 75, null],
    [45, 0, 40, 'prev'],
  ] as const)('dx %i dy %i (threshold %i) → %s', (dx, dy, threshold, expected) => {
    expect(swipeDirection(dx, dy, threshold)).toBe(expected);
  });
});
