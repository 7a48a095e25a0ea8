import { describe, expect, it, vi } from 'vitest';
import { SLICE_MS, createMountQueue } from './mount-queue.ts';

describe('mount queue', () => {
  it('runs jobs in order and yields to the browser when a slice runs long', async () => {
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
    await queue.idle();
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(yields).toHaveBeenCalledTimes(2);
  });

  it('is idle at once when empty', async () => {
    await expect(createMountQueue(window).idle()).resolves.toBeUndefined();
  });
});
