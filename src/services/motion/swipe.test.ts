import { describe, expect, it } from 'vitest';
import { createSwipeTracker, DOUBLE_TAP_MS, FINGER_RELEASE_MS, LONG_TAP_MS, SWIPE_THRESHOLD_PX, swipeDirection, type Gesture } from './swipe.ts';

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

it('has TouchSwipe\'s defaults', () => {
  expect([SWIPE_THRESHOLD_PX, LONG_TAP_MS, DOUBLE_TAP_MS, FINGER_RELEASE_MS]).toEqual([75, 500, 200, 250]);
});

/**
 * A gesture as the fingers make it: d(own) id x y t, m(ove) id x y t, u(p) id x y t, c(ancel).
 * A down is the first finger of a gesture when no other finger is down.
 */
type Step = ['d' | 'm' | 'u', number, number, number, number] | ['c'];

/** What each release said, in order (undefined while other fingers were down). */
function play(steps: Step[]): Array<Gesture | undefined> {
  const tracker = createSwipeTracker();
  const fingers = new Set<number>();
  const said: Array<Gesture | undefined> = [];
  for (const step of steps) {
    if (step[0] === 'c') {
      tracker.cancel();
      continue;
    }
    const [kind, id, x, y, t] = step;
    if (kind === 'd') {
      tracker.down({ id, x, y, t }, fingers.size === 0);
      fingers.add(id);
    } else if (kind === 'm') {
      tracker.move({ id, x, y, t });
    } else {
      fingers.delete(id);
      said.push(tracker.up({ id, x, y, t }));
    }
  }
  return said;
}

describe('createSwipeTracker: one finger', () => {
  it.each<[string, Step[], Array<Gesture | undefined>]>([
    ['100 px to the left is the next slide', [['d', 1, 300, 100, 0], ['m', 1, 250, 100, 40], ['u', 1, 200, 100, 80]], ['next']],
    ['100 px to the right the previous one', [['d', 1, 300, 100, 0], ['m', 1, 400, 100, 80], ['u', 1, 400, 100, 90]], ['prev']],
    ['74 px is no swipe', [['d', 1, 300, 100, 0], ['m', 1, 226, 100, 80], ['u', 1, 226, 100, 90]], [null]],
    ['mostly down is no swipe (the page scrolls)', [['d', 1, 300, 100, 0], ['m', 1, 200, 220, 80], ['u', 1, 200, 220, 90]], [null]],
    ['the release point counts, with or without moves', [['d', 1, 300, 100, 0], ['u', 1, 200, 100, 50]], ['next']],
    ['no time limit: held 600 ms, then dragged 100 px, is a swipe', [['d', 1, 300, 100, 0], ['m', 1, 300, 100, 600], ['m', 1, 200, 100, 2000], ['u', 1, 200, 100, 2010]], ['next']],
    ['a press without moving is a tap', [['d', 1, 300, 100, 0], ['u', 1, 300, 100, 80]], ['tap']],
    ['held over 500 ms, moving under 10 px, a long tap', [['d', 1, 300, 100, 0], ['m', 1, 305, 103, 300], ['u', 1, 305, 103, 501]], ['long-tap']],
    ['held exactly 500 ms is still a tap', [['d', 1, 300, 100, 0], ['u', 1, 300, 100, 500]], ['tap']],
    ['held long, moved 30 px: neither tap nor swipe', [['d', 1, 300, 100, 0], ['m', 1, 270, 100, 300], ['u', 1, 270, 100, 700]], [null]],
    ['two taps 200 ms apart make a double tap', [['d', 1, 300, 100, 0], ['u', 1, 300, 100, 50], ['d', 1, 300, 100, 150], ['u', 1, 300, 100, 250]], ['tap', 'double-tap']],
    ['201 ms apart, two taps', [['d', 1, 300, 100, 0], ['u', 1, 300, 100, 50], ['d', 1, 300, 100, 150], ['u', 1, 300, 100, 251]], ['tap', 'tap']],
    ['a double tap does not start another', [['d', 1, 300, 100, 0], ['u', 1, 300, 100, 50], ['d', 1, 300, 100, 100], ['u', 1, 300, 100, 150], ['d', 1, 300, 100, 200], ['u', 1, 300, 100, 250]], ['tap', 'double-tap', 'tap']],
    ['the browser took it over (pointercancel): nothing', [['d', 1, 300, 100, 0], ['m', 1, 200, 100, 40], ['c'], ['u', 1, 150, 100, 80]], [undefined]],
    ['a lost release: the next press starts afresh', [['d', 1, 300, 100, 0], ['d', 1, 300, 100, 500], ['u', 1, 180, 100, 600]], ['next']],
  ])('%s', (_name, steps, expected) => {
    expect(play(steps)).toEqual(expected);
  });
});

describe('createSwipeTracker: more fingers (TouchSwipe fingers: 1, finger release 250 ms)', () => {
  it.each<[string, Step[], Array<Gesture | undefined>]>([
    ['two fingers moving 120 px together (a pinch, a two-finger scroll): no swipe', [['d', 1, 300, 100, 0], ['d', 2, 300, 200, 10], ['m', 1, 180, 100, 60], ['m', 2, 180, 200, 60], ['u', 1, 180, 100, 100], ['u', 2, 180, 200, 110]], [undefined, null]],
    ['the second finger lifted 250 ms before the first: still their one release', [['d', 1, 300, 100, 0], ['d', 2, 300, 200, 10], ['u', 2, 300, 200, 50], ['u', 1, 180, 100, 300]], [undefined, null]],
    ['lifted 251 ms before: the first finger\'s own swipe', [['d', 1, 300, 100, 0], ['d', 2, 300, 200, 10], ['u', 2, 300, 200, 50], ['m', 1, 180, 100, 301], ['u', 1, 180, 100, 301]], [undefined, 'next']],
    ['the first finger lifted first, the second 250 ms later: one release', [['d', 1, 300, 100, 0], ['d', 2, 300, 200, 10], ['u', 1, 180, 100, 50], ['u', 2, 300, 200, 300]], [undefined, null]],
    ['a finger joining after a cancel starts nothing', [['d', 1, 300, 100, 0], ['c'], ['d', 2, 300, 200, 10], ['m', 2, 150, 200, 60], ['u', 2, 150, 200, 100], ['u', 1, 300, 100, 120]], [undefined, undefined]],
  ])('%s', (_name, steps, expected) => {
    expect(play(steps)).toEqual(expected);
  });
});
