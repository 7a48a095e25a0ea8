import type { Page } from '@playwright/test';

/**
 * Installs Playwright's clock before the page is loaded and stops it a second ahead, so the
 * page's time moves only when the test moves it (real time would run timers on a slow machine).
 * The stop is relative to the clock's own time: an installed clock runs on in real time until it
 * is paused, and `pauseAt` cannot go back, so a fixed target (1000 after `time: 0`) was already
 * past when the install took over a second on a loaded machine.
 */
export async function frozenClock(page: Page): Promise<void> {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}
