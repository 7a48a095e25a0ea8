import { describe, expect, it } from 'vitest';
import { releaseStep, sampleDrag, startDrag, type Ps4Drag } from './photoswipe4-swipe.ts';

/** A drag from x 300 through `moves` ([x, ms after the press]). */
function dragThrough(moves: readonly (readonly [number, number])[]): Ps4Drag {
  return moves.reduce((drag, [x, t]) => sampleDrag(drag, x, t), startDrag(300, 0));
}

describe('PhotoSwipe 4\'s swipe between images', () => {
  it.each([
    // [what, moves, released at, step]
    ['a third of the width, the finger stopped before lifting', [[275, 60], [250, 120], [225, 180], [200, 240]], 200, 1],
    ['the same to the right', [[325, 60], [350, 120], [375, 180], [400, 240]], 400, -1],
    ['a slow drag in small steps (each under 10 px)', [[291, 60], [282, 120], [273, 180], [264, 240]], 264, 1],
    ['30 px or less in all', [[290, 60], [280, 120], [270, 180]], 270, 0],
    ['a last flick between 10 and 20 px (PhotoSwipe 4 stays)', [[281, 60], [262, 120], [243, 180], [225, 240]], 225, 0],
    ['far to the left, then back 40 px at the end', [[250, 60], [200, 120], [150, 180], [190, 240]], 190, 0],
    ['a quick flick, all within 50 ms (one sample: the press)', [[280, 10], [240, 20], [200, 30]], 200, 1],
  ] as const)('%s', (_, moves, releasedAt, step) => {
    expect(releaseStep(dragThrough(moves), releasedAt)).toBe(step);
  });

  it('keeps the last three samples, each over 50 ms after the one before', () => {
    const drag = dragThrough([[290, 30], [280, 60], [270, 90], [260, 120], [250, 200]]);
    expect(drag.samples).toEqual([280, 260, 250]);
    expect(drag.sampledAt).toBe(200);
  });
});
