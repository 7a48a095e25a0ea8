import { describe, expect, it } from 'vitest';
import { zoomOffset } from './hover-zoom.ts';

const box = { width: 200, height: 200 };
const large = { width: 800, height: 600 };

describe('zoomOffset (jquery.zoom)', () => {
  it.each([
    ['top left', 0, 0, { left: -0, top: -0 }],
    ['centre', 100, 100, { left: -300, top: -200 }],
    ['bottom right', 200, 200, { left: -600, top: -400 }],
    ['past the edge is clamped', 260, -20, { left: -600, top: -0 }],
  ])('%s', (_name, x, y, expected) => {
    expect(zoomOffset(x, y, box, large)).toEqual(expected);
  });
});
