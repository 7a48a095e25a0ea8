import type { Page } from '@playwright/test';

/**
 * Stops an installed clock `aheadMs` after its own time, so from here the page's time moves only
 * when the test moves it. An installed clock runs on in real time until it is paused, and
 * `pauseAt` cannot go back: on a loaded machine the moment read was sometimes past by the time the
 * pause arrived ("Cannot fast-forward to the past": the carousel's autoplay test in the clean-clone
 * CI at 6624f90), so a moment already passed is read again from the clock's new time.
 */
export async function pauseClockAhead(page: Page, aheadMs: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const at = await page.evaluate((ahead) => Date.now() + ahead, aheadMs);
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

/**
 * Installs Playwright's clock before the page is loaded and stops it a second ahead, so the
 * page's time moves only when the test moves it (real time would run timers on a slow machine).
 */
export async function frozenClock(page: Page): Promise<void> {
  await page.clock.install({ time: 0 });
  await pauseClockAhead(page, 1000);
}
