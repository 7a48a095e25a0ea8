import { describe, expect, it } from 'vitest';
import { animateScroll, positionAt } from './animate-scroll.ts';
import { easeInOutQuint } from './easing.ts';

describe('positionAt', () => {
  it.each([
    // from, to, elapsed, duration, expected
    [0, 1000, 0, 800, 0],
    [0, 1000, 400, 800, 500],
    [0, 1000, 800, 800, 1000],
    [0, 1000, 900, 800, 1000],
    [1000, 0, 400, 800, 500],
    [200, 600, 200, 800, 200 + 400 * easeInOutQuint(0.25)],
    [0, 500, 10, 0, 500],
  ])('%d→%d at %d of %d ms is %f', (from, to, elapsed, duration, expected) => {
    expect(positionAt(from, to, elapsed, duration, easeInOutQuint)).toBeCloseTo(expected, 6);
  });
});

describe('animateScroll', () => {
  /** A window whose frames run at the times the test gives. */
  function fakeWindow(scrollY: number) {
    const frames: Array<(now: number) => void> = [];
    const writes: number[] = [];
    const win = {
      scrollX: 0,
      scrollY,
      scrollTo({ top, behavior }: ScrollToOptions) {
        // Instant, whatever the page's CSS: a smoothed write would trail the curve.
        expect(behavior).toBe('instant');
        win.scrollY = top!;
        writes.push(top!);
      },
      requestAnimationFrame: (callback: (now: number) => void) => frames.push(callback),
      cancelAnimationFrame: (id: number) => {
        frames[id - 1] = () => {};
      },
    };
    const at = (now: number) => frames.splice(0).forEach((callback) => callback(now));
    return { win: win as unknown as Window, writes, at };
  }

  /** A plan to 900 px over 800 ms that records where it was told the scroll starts (-1: not yet made). */
  function planTo900() {
    let from = -1;
    const plan = (start: number) => {
      from = start;
      return { to: 900, duration: 800 };
    };
    return { plan, planned: () => from };
  }

  it('makes its plan on the first frame, then writes one position per frame until it arrives', async () => {
    const { win, writes, at } = fakeWindow(100);
    const { plan, planned } = planTo900();
    const animation = animateScroll(win, plan, easeInOutQuint);
    (win as unknown as { scrollY: number }).scrollY = 200; // moved before the first frame
    expect(planned()).toBe(-1);
    at(1000);
    expect(planned()).toBe(200);
    at(1400);
    at(1800);
    expect(writes).toEqual([200, 550, 900]);
    await expect(animation.done).resolves.toBe(true);
  });

  it('from a start given at the call, whatever the window did before the first frame (a focus that jumped it)', async () => {
    const { win, writes, at } = fakeWindow(100);
    const { plan, planned } = planTo900();
    const animation = animateScroll(win, plan, easeInOutQuint, 100);
    (win as unknown as { scrollY: number }).scrollY = 850;
    at(1000);
    at(1400);
    at(1800);
    expect(planned()).toBe(100);
    expect(writes).toEqual([100, 500, 900]);
    await expect(animation.done).resolves.toBe(true);
  });

  it('a new animation cancels the running one', async () => {
    const { win, at } = fakeWindow(0);
    const first = animateScroll(win, () => ({ to: 500, duration: 800 }), easeInOutQuint);
    at(0);
    const second = animateScroll(win, () => ({ to: 0, duration: 0 }), easeInOutQuint);
    await expect(first.done).resolves.toBe(false);
    at(16);
    await expect(second.done).resolves.toBe(true);
  });
});
