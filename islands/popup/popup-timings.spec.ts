import type { Page } from '@playwright/test';
import { expect, islandsIdle, test } from '../../tests/support/test.ts';

async function home(page: Page): Promise<void> {
  await page.goto('/home/');
  await islandsIdle(page);
  // Popups mount when the browser is idle: wait for every one, not only those triggered so far.
  await expect(page.locator('.pum-overlay')).not.toHaveCount(0);
  await expect(page.locator('.pum-overlay:not([data-island-state="mounted"]):not([data-island-state="failed"])')).toHaveCount(0);
}

/** The right edge of the call-back popup's box, px. */
const rightEdge = async (page: Page) => {
  const box = (await page.locator('#pum-102 .pum-container').boundingBox())!;
  return Math.round(box.x + box.width);
};

test.describe('popup timings (browser clock) @popups', () => {
  test('a resize repositions the open popup at once, then at most once per 500 ms, the last resize kept for the end', async ({ page }) => {
    await page.clock.install();
    await home(page);
    await page.locator('a.call-back-link').click();
    await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'open');
    await expect.poll(() => rightEdge(page)).toBe(1440 - 20);
    // From here the page's time moves only when the test says (a moment ahead: pauseAt cannot go back).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.clock.runFor(1000);
    await page.setViewportSize({ width: 1200, height: 800 });
    // The first resize after a quiet while is handled at once.
    await expect.poll(() => rightEdge(page)).toBe(1200 - 20);
    const placedLeft = () => page.locator('#pum-102 .pum-container').evaluate((el) => (el as HTMLElement).style.left);
    const first = await placedLeft();
    await page.clock.runFor(100);
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.clock.runFor(350);
    // 450 ms after the first: still where the first put it.
    expect(await placedLeft()).toBe(first);
    await page.clock.runFor(100);
    // Past 500 ms: placed for the last size.
    expect(await placedLeft()).not.toBe(first);
    expect(await rightEdge(page)).toBe(1000 - 20);
  });
});
