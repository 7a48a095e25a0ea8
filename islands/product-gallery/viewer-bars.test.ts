import { describe, expect, it } from 'vitest';
import { barsFit, barsPadding } from './viewer-bars.ts';

describe('barsFit (PhotoSwipe 4: the image between the bars, or under them)', () => {
  it.each([
    // touch, mouse used, screen width, fit
    [false, false, 375, true],
    [false, false, 1440, true],
    [true, false, 375, false],
    [true, false, 1200, false],
    [true, false, 1201, true],
    [true, true, 375, true],
  ])('touch %s, mouse used %s, a %i px screen: %s', (touch, mouseUsed, width, fit) => {
    expect(barsFit(touch, mouseUsed, width)).toBe(fit);
  });
});

describe('barsPadding', () => {
  it.each([
    // fit, caption, its measured height, top, bottom
    [true, '', 60, 44, 44],
    [true, 'HLP 46, 20 L canister', 41.6, 44, 42],
    [true, 'A caption over three lines', 86, 44, 86],
    [true, 'A caption not laid out', 0, 44, 44],
    [false, 'HLP 46, 20 L canister', 42, 0, 0],
    [false, '', 0, 0, 0],
  ])('fit %s, caption "%s" of %f px: top %i, bottom %i', (fit, caption, height, top, bottom) => {
    expect(barsPadding(fit, caption, () => height)).toEqual({ top, bottom, left: 0, right: 0 });
  });

  it('measures no caption where the bars do not fit, nor an empty one', () => {
    const measured: string[] = [];
    barsPadding(false, 'HLP 46', () => (measured.push('HLP 46'), 40));
    barsPadding(true, '', () => (measured.push(''), 40));
    expect(measured).toEqual([]);
  });
});
