import { describe, expect, it } from 'vitest';
import { easeInOutQuint, swing } from './easing.ts';

describe('easing', () => {
  it.each([
    [0, 0],
    [0.25, 16 * 0.25 ** 5],
    [0.5, 0.5],
    [0.75, 1 - 0.5 ** 5 / 2],
    [1, 1],
  ])('easeInOutQuint(%f) = %f', (x, y) => {
    expect(easeInOutQuint(x)).toBeCloseTo(y, 10);
  });

  it('easeInOutQuint is symmetric about the middle', () => {
    for (const x of [0.1, 0.2, 0.3, 0.4]) expect(easeInOutQuint(x) + easeInOutQuint(1 - x)).toBeCloseTo(1, 10);
  });

  it.each([
    [0, 0],
    [0.5, 0.5],
    [1, 1],
  ])('swing(%f) = %f', (x, y) => {
    expect(swing(x)).toBeCloseTo(y, 10);
  });
});
