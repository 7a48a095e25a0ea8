import { yieldToMain } from './yield-to-main.ts';

/**
 * A slice starts no new job once it has run this long (a frame at 60 Hz), so a slice is this
 * plus its last job. The longest jobs a page has (the product gallery's frame, the variation
 * form's mount) take up to about 30 ms at 4x throttle, so after 30 ms of other jobs, as this
 * was, a slice could pass the 50 ms long-task mark: on the real staging's product page (4x,
 * jQuery kept) the bundle's longest run was over 50 ms in 2 of 50 loads at 30 ms (56 and 70 ms),
 * in none of 50 at 16 ms (at most 48); 200 islands took as long to mount, within the noise.
 */
export const SLICE_MS = 16;

export interface Slices {
  /** Once the running slice has run SLICE_MS: ends it, yields to the browser and starts the next. */
  pauseIfDue(): Promise<void>;
  /** Ends the last slice. */
  end(): void;
}

/**
 * Cuts a run of work into slices of SLICE_MS, from now: the mount queue's jobs, the runtime's
 * upgrades at the start. `onSliceEnd` hears each slice's start as it ends.
 */
export function createSlices(win: Window, onSliceEnd: (start: number) => void = () => {}): Slices {
  let start = win.performance.now();
  return {
    async pauseIfDue() {
      if (win.performance.now() - start > SLICE_MS) {
        onSliceEnd(start);
        await yieldToMain(win);
        start = win.performance.now();
      }
    },
    end: () => onSliceEnd(start),
  };
}

export interface MountQueue {
  push(job: () => void | Promise<void>): void;
  /** Resolves when nothing is queued or running. */
  idle(): Promise<void>;
}

/**
 * Runs mount jobs one after another, from the task after the first is queued, yielding to the browser every ~16 ms (each slice is
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
    const slices = createSlices(win, (start) => win.performance.measure?.('theme:mount-slice', { start, end: win.performance.now() }));
    while (jobs.length > 0) {
      await slices.pauseIfDue();
      const job = jobs.shift()!;
      await job();
    }
    slices.end();
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
