import { yieldToMain } from './yield-to-main.ts';

/** A slice this long stays well under the 50 ms long-task mark even on a slow phone. */
export const SLICE_MS = 30;

export interface MountQueue {
  push(job: () => void | Promise<void>): void;
  /** Resolves when nothing is queued or running. */
  idle(): Promise<void>;
}

/**
 * Runs mount jobs one after another, from the task after the first is queued, yielding to the browser every ~30 ms (each slice is
 * recorded as a `theme:mount-slice` performance measure, for the bench and the tests). Mounting 200 React
 * roots one task each took 4.9 s at 4x throttle; synchronous mounts in yielding slices, 0.44 s.
 */
export function createMountQueue(win: Window = window): MountQueue {
  const jobs: Array<() => void | Promise<void>> = [];
  let draining: Promise<void> | null = null;

  async function drain(): Promise<void> {
    // Never in the task that queued the first job (the entry's scan, a mutation's): that task
    // has work of its own, and the two together would make one long task.
    await yieldToMain(win);
    let sliceStart = win.performance.now();
    const endSlice = () => win.performance.measure?.('theme:mount-slice', { start: sliceStart, end: win.performance.now() });
    while (jobs.length > 0) {
      if (win.performance.now() - sliceStart > SLICE_MS) {
        endSlice();
        await yieldToMain(win);
        sliceStart = win.performance.now();
      }
      const job = jobs.shift()!;
      await job();
    }
    endSlice();
    draining = null;
  }

  return {
    push(job) {
      jobs.push(job);
      draining ??= Promise.resolve().then(drain);
    },
    idle() {
      return draining ?? Promise.resolve();
    },
  };
}
