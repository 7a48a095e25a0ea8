import { describe, expect, it, vi } from 'vitest';
import { SLICE_MS, createMountQueue } from './mount-queue.ts';

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

  it('is idle at once when empty', async () => {
    await expect(createMountQueue(window).idle()).resolves.toBeUndefined();
  });
});
