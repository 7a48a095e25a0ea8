import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, later, throttle, timerSlot } from './timers.ts';

describe('timers bound to a signal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['later runs once after its delay', 0, [0, 99, 100, 250], [0, 0, 1, 1]],
    ['later does not run once the signal aborted', 50, [0, 100], [0, 0]],
  ])('%s', (_name, abortAt, checkpoints, expected) => {
    const controller = new AbortController();
    const fn = vi.fn();
    later(window, controller.signal, 100, fn);
    const seen: number[] = [];
    let now = 0;
    for (const at of checkpoints) {
      if (abortAt > 0 && now < abortAt && at >= abortAt) {
        vi.advanceTimersByTime(abortAt - now);
        now = abortAt;
        controller.abort();
      }
      vi.advanceTimersByTime(at - now);
      now = at;
      seen.push(fn.mock.calls.length);
    }
    expect(seen).toEqual(expected);
  });

  it.each([
    // calls at these times (ms) → runs of fn by the end
    ['debounce: a burst runs once, after the last call', 'debounce', [0, 50, 90], 1, 190],
    ['debounce: calls further apart than the delay each run', 'debounce', [0, 150, 300], 3, 400],
    ['throttle: the first call at once, the burst\'s last at the interval\'s end', 'throttle', [0, 20, 40, 60], 2, 100],
    ['throttle: calls further apart than the interval each run at once', 'throttle', [0, 150, 300], 3, 300],
  ] as const)('%s', (_name, kind, calls, runs, end) => {
    const fn = vi.fn();
    const wrapped = (kind === 'debounce' ? debounce : throttle)(window, new AbortController().signal, 100, fn);
    let now = 0;
    for (const at of calls) {
      vi.advanceTimersByTime(at - now);
      now = at;
      wrapped();
    }
    vi.advanceTimersByTime(end - now + 1);
    expect(fn).toHaveBeenCalledTimes(runs);
  });

  it('a pending debounce or throttle run is dropped when the signal aborts', () => {
    const controller = new AbortController();
    const fn = vi.fn();
    const debounced = debounce(window, controller.signal, 100, fn);
    const throttled = throttle(window, controller.signal, 100, fn);
    throttled();
    throttled();
    debounced();
    expect(fn).toHaveBeenCalledTimes(1);
    controller.abort();
    vi.advanceTimersByTime(500);
    debounced();
    throttled();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('timerSlot', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['runs what was set, once, after its delay', (slot: ReturnType<typeof timerSlot>, fn: () => void) => slot.set(100, fn), 1],
    ['a second set replaces the first', (slot: ReturnType<typeof timerSlot>, fn: () => void) => (slot.set(100, fn), slot.set(100, fn)), 1],
    ['clear drops the waiting timer', (slot: ReturnType<typeof timerSlot>, fn: () => void) => (slot.set(100, fn), slot.clear()), 0],
  ] as const)('%s', (_name, use, calls) => {
    const fn = vi.fn();
    use(timerSlot(window, new AbortController().signal), fn);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(calls);
  });

  it('the signal ends it, and nothing can be set after', () => {
    const controller = new AbortController();
    const fn = vi.fn();
    const slot = timerSlot(window, controller.signal);
    slot.set(100, fn);
    controller.abort();
    slot.set(100, fn);
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
