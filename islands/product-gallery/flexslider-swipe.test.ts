import { describe, expect, it } from 'vitest';
import { flexsliderSwipe } from './flexslider-swipe.ts';

describe('flexsliderSwipe: flexslider\'s touch rule', () => {
  it.each([
    // dx, dy, ms, width → step
    ['a quick swipe to the left: the next image', -60, 5, 300, 400, 1],
    ['a quick swipe to the right: the previous image', 60, 5, 300, 400, -1],
    ['50 px is not enough', -50, 0, 300, 400, 0],
    ['a slow swipe under half the width', -150, 0, 600, 400, 0],
    ['a slow swipe over half the width', -201, 0, 2000, 400, 1],
    ['more up or down than across: the page scrolls', -80, 90, 200, 400, 0],
    ['as much down as across', -80, -80, 200, 400, 0],
  ])('%s', (_name, dx, dy, ms, width, step) => {
    expect(flexsliderSwipe(dx, dy, ms, width)).toBe(step);
  });
});
