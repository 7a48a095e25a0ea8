import { describe, expect, it } from 'vitest';
import { flexsliderSwipe, holdSwipes, takeSwipes } from './flexslider-swipe.ts';

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

describe('holdSwipes and takeSwipes: the frame keeps a swipe until the view takes it', () => {
  /** A viewport 400 px wide that counts how often a swipe was judged (each judgement reads its width). */
  function viewport() {
    const el = document.createElement('div');
    const frame = document.createElement('div');
    frame.append(el);
    const judged = { count: 0 };
    Object.defineProperty(el, 'clientWidth', { get: () => (judged.count++, 400) });
    return { el, frame, judged };
  }
  const touch = (target: Element, clientX: number) => new Touch({ identifier: 1, target, clientX, clientY: 100 });
  /** A quick swipe to the left (the next image); `end: false` leaves the finger down. */
  function swipe(el: Element, { start = true, end = true } = {}) {
    if (start) el.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(el, 300)] }));
    if (end) el.dispatchEvent(new TouchEvent('touchend', { changedTouches: [touch(el, 200)] }));
  }

  it.each([
    ['left to right: the next image', false, 1],
    ['right to left: the step turns round', true, -1],
  ])('a swipe made before the view came is given to it when it takes over, %s', (_name, rtl, step) => {
    const { el, frame } = viewport();
    holdSwipes(frame, el, rtl);
    swipe(el);
    const given: number[] = [];
    takeSwipes(frame, (taken) => given.push(taken));
    expect(given).toEqual([step]);
  });

  it('a swipe begun before the view took over and ended after goes straight to it', () => {
    const { el, frame } = viewport();
    holdSwipes(frame, el, false);
    swipe(el, { end: false });
    const given: number[] = [];
    takeSwipes(frame, (step) => given.push(step));
    expect(given).toEqual([]);
    swipe(el, { start: false });
    expect(given).toEqual([1]);
  });

  it('a gesture begun after the view took over is the view\'s alone: the hold neither gives it nor judges it', () => {
    const { el, frame, judged } = viewport();
    holdSwipes(frame, el, false);
    const given: number[] = [];
    takeSwipes(frame, (step) => given.push(step));
    swipe(el);
    swipe(el);
    expect(given).toEqual([]);
    expect(judged.count).toBe(0);
  });

  it('after the gesture under way is given, the next ones are not judged by the hold', () => {
    const { el, frame, judged } = viewport();
    holdSwipes(frame, el, false);
    swipe(el, { end: false });
    const given: number[] = [];
    takeSwipes(frame, (step) => given.push(step));
    swipe(el, { start: false });
    expect(judged.count).toBe(1);
    swipe(el);
    expect(given).toEqual([1]);
    expect(judged.count).toBe(1);
  });
});
