import { describe, expect, it, vi } from 'vitest';
import { SLICE_MS, createMountQueue, createSlices } from './mount-queue.ts';

describe('mount queue', () => {
  it('runs jobs in order, from the task after the first is queued, and yields to the browser when a slice runs long', async () => {
    let now = 0;
    const yields = vi.fn(() => Promise.resolve());
    const fakeWindow = { performance: { now: () => now }, scheduler: { yield: yields } } as unknown as Window;
    const order: number[] = [];
    const queue = createMountQueue(fakeWindow);
    for (let i = 0; i < 5; i++) {
      queue.push(() => {
        order.push(i);
        now += SLICE_MS / 2 + 1; // every second job ends a slice
      });
    }
    await Promise.resolve();
    expect(order).toEqual([]); // not in the task that queued them
    await queue.idle();
    expect(order).toEqual([0, 1, 2, 3, 4]);
    // Once before the first job, then after every slice of two.
    expect(yields).toHaveBeenCalledTimes(3);
  });

  it('cuts work into slices: a pause only once a slice has run past SLICE_MS, each slice heard as it ends', async () => {
    let now = 100;
    const yields = vi.fn(() => Promise.resolve());
    const fakeWindow = { performance: { now: () => now }, scheduler: { yield: yields } } as unknown as Window;
    const ended: number[] = [];
    const slices = createSlices(fakeWindow, (start) => ended.push(start));
    const table: Array<[advanceMs: number, paused: boolean]> = [
      [SLICE_MS, false], // exactly a slice: not yet past it
      [1, true],
      [SLICE_MS / 2, false],
      [SLICE_MS, true],
    ];
    for (const [advanceMs, paused] of table) {
      now += advanceMs;
      const before = yields.mock.calls.length;
      await slices.pauseIfDue();
      expect(yields.mock.calls.length - before).toBe(paused ? 1 : 0);
    }
    slices.end();
    expect(yields).toHaveBeenCalledTimes(2);
    expect(ended).toEqual([100, 100 + SLICE_MS + 1, 100 + SLICE_MS + 1 + SLICE_MS / 2 + SLICE_MS]);
  });

  it('is idle at once when empty', async () => {
    await expect(createMountQueue(window).idle()).resolves.toBeUndefined();
  });
});
