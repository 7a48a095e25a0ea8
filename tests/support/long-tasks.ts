import type { Page } from '@playwright/test';

type LongTaskWindow = { __longTasks: number[] };

/**
 * Records the page's long tasks (their durations in ms) from the start of every document it
 * loads, with an init script: call before `goto`. The reader gives every task of the current
 * document so far; with `drain`, only those since the previous read (a phase at a time).
 * Shared by the many-islands spec and the bench suites.
 */
export async function recordLongTasks(page: Page, { drain = false } = {}): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const store: number[] = [];
    (window as unknown as LongTaskWindow).__longTasks = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  return () =>
    page.evaluate((drainIt) => {
      const store = (window as unknown as LongTaskWindow).__longTasks;
      return drainIt ? store.splice(0) : [...store];
    }, drain);
}

/** Total blocking time: the sum over long tasks of their time past 50 ms (as Lighthouse counts it). */
export function blockingTime(durations: number[]): number {
  return durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
}

/** A long task as the Long Tasks API reports it: start and duration, ms from navigation start. */
export interface TaskSpan {
  start: number;
  duration: number;
}

/**
 * Total Blocking Time as Lighthouse defines it: the part of each long task inside the window
 * [from, to] (from first contentful paint; a task begun before it counts from it), less 50 ms,
 * summed. The blocking before anything is painted is the parser's and the page's own: counting
 * it too made a floor no script could go under (the shop's HTML alone blocks ~70 ms at 4x).
 */
export function totalBlockingTime(tasks: readonly TaskSpan[], from: number, to = Number.POSITIVE_INFINITY): number {
  let sum = 0;
  for (const { start, duration } of tasks) {
    const clipped = Math.min(start + duration, to) - Math.max(start, from);
    if (clipped > 50) sum += clipped - 50;
  }
  return sum;
}

/**
 * Records the page's long tasks with their start, and its first contentful paint, from the
 * start of every document it loads (an init script: call before `goto`).
 */
export async function recordTaskSpans(page: Page): Promise<() => Promise<{ tasks: TaskSpan[]; fcp: number }>> {
  await page.addInitScript(() => {
    const record = { tasks: [] as Array<{ start: number; duration: number }>, fcp: 0 };
    (window as unknown as { __taskSpans: typeof record }).__taskSpans = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  });
  return () => page.evaluate(() => structuredClone((window as unknown as { __taskSpans: { tasks: TaskSpan[]; fcp: number } }).__taskSpans));
}
