import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../tests/support/test.ts';

/** Scrolls a carousel into view (they mount when visible) and waits for its island. */
async function mounted(page: Page, id: string): Promise<Locator> {
  const host = page.locator(`#${id}`);
  await host.scrollIntoViewIfNeeded();
  await expect(host).toHaveAttribute('data-island-state', 'mounted');
  return host;
}

test.describe('carousel timings (browser clock) @widgets', () => {
  test('the project carousel turns on its own every 5000 ms: not at 4.9 s, at 5.1 s, and again 5 s later', async ({ page }) => {
    await page.clock.install();
    await page.goto('/home/');
    const host = await mounted(page, 'project-carousel-48');
    // The browser clock stands still from here (a moment ahead: pauseAt cannot go back, and the
    // clock runs on while this call travels); leaving the carousel restarts its autoplay then.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    await host.hover();
    await expect(host).toHaveAttribute('data-autoplay', 'stopped');
    await page.mouse.move(0, 0);
    await expect(host).toHaveAttribute('data-autoplay', 'running');
    const start = Number(await host.getAttribute('data-carousel-index'));
    await page.clock.runFor(4900);
    await expect(host).toHaveAttribute('data-carousel-index', String(start));
    // Past 5 s, and a frame or two for the carousel to draw the move.
    await page.clock.runFor(200);
    await expect(host).toHaveAttribute('data-carousel-index', String(start + 1));
    await page.clock.runFor(4700);
    await expect(host).toHaveAttribute('data-carousel-index', String(start + 1));
    await page.clock.runFor(200);
    await expect(host).toHaveAttribute('data-carousel-index', String(start + 2));
  });
});
