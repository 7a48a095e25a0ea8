import type { Browser } from 'playwright';
import { blockingTime, recordLongTasks } from '../tests/support/long-tasks.ts';
import { recordResponseSizes, scriptBytes, totalBytes } from './response-sizes.ts';

export interface PageFigures {
  /** JS downloaded, gzip -9 of each script body (what a compressing server sends). */
  jsGzipBytes: number;
  /** Every response body, gzip -9 where the type is text. */
  totalGzipBytes: number;
  requests: number;
  /** Navigation start → islands idle (bundle) or load event (static copy). */
  readyMs: number;
  /** Sum over long tasks of (duration − 50 ms), at 4x CPU throttle. */
  blockingMs: number;
  /** All main-thread task time (CDP TaskDuration), at 4x CPU throttle. */
  mainThreadMs: number;
}

/** Loads one page at 4x CPU throttle and measures it. */
export async function measurePage(browser: Browser, url: string, { isStatic }: { isStatic: boolean }): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  const longTasks = await recordLongTasks(page);
  const responses = recordResponseSizes(page);

  await page.goto(url, { waitUntil: 'load' });
  const readyMs = isStatic
    ? await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart)
    : await page.evaluate(async () => {
        await window.themeIslands!.whenIdle();
        return performance.now();
      });
  // Let trailing tasks (idle islands, effects) finish before reading the totals.
  await page.waitForTimeout(500);
  const tasks = await longTasks();
  const { metrics } = await cdp.send('Performance.getMetrics');
  const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  const sizes = await responses.stop();
  await context.close();

  return {
    jsGzipBytes: scriptBytes(sizes),
    totalGzipBytes: totalBytes(sizes),
    requests: sizes.length,
    readyMs,
    blockingMs: blockingTime(tasks),
    mainThreadMs: taskSeconds * 1000,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
