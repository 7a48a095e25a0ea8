import type { Browser } from 'playwright';

export const SCROLL_DISTANCE = 3000;

export interface ScrollFigures {
  /** Main-thread task time per frame painted while scrolling, at 4x CPU throttle. */
  msPerFrame: number;
  frames: number;
}

/**
 * Scrolls a page down 3000 px (or to its end) with a synthetic wheel gesture at 4x CPU throttle
 * and divides the main thread's task time (CDP TaskDuration) by the frames the page painted
 * meanwhile. Run on the static copy (same HTML, no bundle) it is the baseline: what the scroll
 * effects (sticky header, parallax, scroll to top, anchor highlighting, visible islands) add.
 */
export async function scrollCost(browser: Browser, url: string, isStatic: boolean): Promise<ScrollFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url, { waitUntil: 'load' });
  if (!isStatic) await page.evaluate(() => window.themeIslands!.whenIdle());
  await page.waitForTimeout(500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  // A string: tsx would wrap a named function in a helper the page does not have.
  await page.evaluate('window.__frames = 0; (function count() { window.__frames++; requestAnimationFrame(count); })();');
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  const before = await taskSeconds();
  const framesBefore = await page.evaluate(() => (window as unknown as { __frames: number }).__frames);
  await cdp.send('Input.synthesizeScrollGesture', { x: 720, y: 450, yDistance: -SCROLL_DISTANCE, speed: 1500, gestureSourceType: 'mouse' });
  const frames = (await page.evaluate(() => (window as unknown as { __frames: number }).__frames)) - framesBefore;
  const after = await taskSeconds();
  await context.close();
  return { msPerFrame: ((after - before) * 1000) / Math.max(frames, 1), frames };
}
