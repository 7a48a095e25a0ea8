import { describe, expect, it } from 'vitest';
import { flexsliderNudge, flexsliderTrack } from './flexslider-track.ts';

describe('flexsliderTrack: where flexslider leaves the track', () => {
  it.each([
    // index, width, rtl → translate
    ['the first slide', 0, 543.75, false, 0],
    ['the second, a fraction under a half cut away', 1, 543.25, false, -543],
    ['the second, a fraction over a half cut away too', 1, 543.75, false, -543],
    ['the third: the fraction adds up before the cut', 2, 543.75, false, -1087],
    ['a whole width', 3, 600, false, -1800],
    ['right to left: the same cut, rightwards', 2, 543.75, true, 1087],
  ])('%s', (_name, index, width, rtl, translate) => {
    expect(flexsliderTrack(index, width, rtl)).toBe(translate);
  });
});

describe('flexsliderNudge: what embla\'s translate lacks', () => {
  it.each([
    // index, width, rtl, embla's translate → nudge
    ['embla rounded up past the half: 1 px back', 1, 543.75, false, -544, 1],
    ['embla rounded down: nothing', 1, 543.25, false, -543, 0],
    ['right to left, rounded up: 1 px back', 1, 543.75, true, 544, -1],
    ['the first slide: nothing', 0, 543.75, false, 0, 0],
    ['embla two decimals off: the same two decimals', 2, 543.75, false, -1087.5, 0.5],
    ['a track held at its end, far from the cut: left alone', 3, 543.75, false, -1200, 0],
  ])('%s', (_name, index, width, rtl, embla, nudge) => {
    expect(flexsliderNudge(index, width, rtl, embla)).toBe(nudge);
  });
});
