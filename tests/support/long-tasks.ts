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
