import { afterScheduledWork } from './after-scheduled-work.ts';

/**
 * Gives the browser a chance to paint and handle input between slices of work.
 * `scheduler.yield()` keeps our continuation ahead of other queued tasks where it exists;
 * a posted message is the fallback (setTimeout(0) is clamped to 4 ms after nesting), the same
 * post the runtime uses to wait for React's scheduled work.
 */
interface SchedulerWithYield {
  yield(): Promise<void>;
}

export function yieldToMain(win: Window = window): Promise<void> {
  const scheduler = (win as Window & { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield();
  return afterScheduledWork(win as Window & typeof globalThis);
}
