import { describe, expect, it } from 'vitest';
import {
  isCurrentTarget,
  pageScrollDuration,
  pageScrollEnd,
  parallaxOffset,
  showScrollTop,
  stickyThreshold,
  transparentHeaderTop,
} from './chrome-maths.ts';

describe('stickyThreshold', () => {
  it.each([
    [{ contactStrip: 40, topbar: 44, narrow: false, topbarHiddenOnMobile: false }, 84],
    [{ contactStrip: 40, topbar: 44, narrow: false, topbarHiddenOnMobile: true }, 84],
    [{ contactStrip: 40, topbar: 44, narrow: true, topbarHiddenOnMobile: false }, 44],
    [{ contactStrip: 40, topbar: 44, narrow: true, topbarHiddenOnMobile: true }, 0],
    [{ contactStrip: 0, topbar: 0, narrow: false, topbarHiddenOnMobile: false }, 0],
  ])('%o → %d', (heights, expected) => {
    expect(stickyThreshold(heights)).toBe(expected);
  });
});

describe('transparentHeaderTop', () => {
  it('is 42 with the admin bar and 10 without', () => {
    expect(transparentHeaderTop(true)).toBe(42);
    expect(transparentHeaderTop(false)).toBe(10);
  });
});

describe('parallaxOffset', () => {
  it.each([
    // firstTop, top, height, scrollY, viewport, expected
    [300, 300, 400, 0, 900, 180],
    [300, 300, 400, 100, 900, 120],
    [300, 300, 400, 500, 900, -120],
    [300, 300, 400, 700, 900, -240],
    [300, 300, 400, 701, 900, null],
    [2000, 2000, 400, 0, 900, null],
    [2000, 2000, 400, 1100, 900, 540],
  ])('element at %d (now %d, %d high) scrolled %d in %d → %s', (firstTop, top, height, y, vh, expected) => {
    expect(parallaxOffset(firstTop, top, height, y, vh)).toBe(expected);
  });
});

describe('pageScrollDuration (autoScrollSpeed)', () => {
  it.each([
    [0, 5000, 800],
    [1000, 5000, 960],
    [-1000, 5000, 960],
    [2499, 5000, 1192],
    [5000, 5000, 1600],
    [100, 0, 800],
  ])('%d px of a %d px document → %d ms', (distance, doc, expected) => {
    expect(pageScrollDuration(distance, doc, 800)).toBe(expected);
  });

  it('scales a scrollSpeed of its own', () => {
    expect(pageScrollDuration(2500, 5000, 400)).toBe(600);
  });
});

describe('pageScrollEnd', () => {
  it.each([
    [1200, 5000, 900, 1200],
    [4800, 5000, 900, 4100],
    [-20, 5000, 900, 0],
    [300, 600, 900, 0],
  ])('target at %d, document %d, viewport %d → %d', (top, doc, vh, expected) => {
    expect(pageScrollEnd(top, doc, vh, 0)).toBe(expected);
  });

  it.each([
    [1200, 100, true, 1100],
    [50, 100, true, 0],
    [4800, 100, true, 4100],
    [4800, 100, false, 4700],
  ])('target at %d, offset %d, pageEndSmoothScroll %s → %d', (top, offset, pageEnd, expected) => {
    expect(pageScrollEnd(top, 5000, 900, offset, pageEnd)).toBe(expected);
  });
});

describe('isCurrentTarget', () => {
  it.each([
    [0, 400, 900, true],
    [600, 1000, 900, true],
    [800, 1200, 900, false],
    [880, 1000, 900, false],
    [-500, -100, 900, false],
    [-390, 10, 900, false],
    [-300, 300, 900, false],
    [-200, 400, 900, true],
    [-2000, 2000, 900, true],
  ])('box %d..%d in a %d px viewport → %s', (top, bottom, vh, expected) => {
    expect(isCurrentTarget(top, bottom, vh)).toBe(expected);
  });
});

describe('showScrollTop', () => {
  it('appears only past one window height', () => {
    expect(showScrollTop(900, 900)).toBe(false);
    expect(showScrollTop(901, 900)).toBe(true);
  });
});
