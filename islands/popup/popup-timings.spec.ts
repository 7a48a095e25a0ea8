import type { Page } from '@playwright/test';
import { expect, islandsIdle, test } from '../../tests/support/test.ts';
import { pauseClockAhead } from '../../tests/support/frozen-clock.ts';

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
    await pauseClockAhead(page, 1000);
    await page.clock.runFor(1000);
    // The width of the last resize event the page dispatched. Listened to after the popup, so when
    // it is set the popup has handled that event.
    await page.evaluate(() => addEventListener('resize', () => ((window as unknown as { resizedTo: number }).resizedTo = innerWidth)));
    await page.setViewportSize({ width: 1200, height: 800 });
    // The first resize after a quiet while is handled at once.
    await expect.poll(() => rightEdge(page)).toBe(1200 - 20);
    const placedLeft = () => page.locator('#pum-102 .pum-container').evaluate((el) => (el as HTMLElement).style.left);
    const first = await placedLeft();
    await page.clock.runFor(100);
    // The new viewport reaches the page at its next frame, and its resize event later still (a
    // rendering step): the clock moves once the page has dispatched it. The window's width alone
    // came first in a CI run, and the event after the clock had run past the 500 ms.
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(() => page.evaluate(() => (window as unknown as { resizedTo?: number }).resizedTo)).toBe(1000);
    await page.clock.runFor(350);
    // 450 ms after the first: still where the first put it.
    expect(await placedLeft()).toBe(first);
    await page.clock.runFor(100);
    // Past 500 ms: placed for the last size.
    expect(await placedLeft()).not.toBe(first);
    expect(await rightEdge(page)).toBe(1000 - 20);
  });
});

test.describe('popups on tablets @popups', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' });
  test('a popup disabled on tablets does not open there; one disabled on mobile only does', async ({ page }) => {
    await home(page);
    // The question popup (disable_on_tablet) is asked first; the call-back popup (disable_on_mobile
    // only, stackable) after it: once that one is open, the first click has long been handled.
    await page.locator('button.popmake-question').click();
    await page.locator('a.call-back-link').click();
    await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'open');
    await expect(page.locator('#pum-103')).toHaveAttribute('data-pum-state', 'closed');
    await expect(page.locator('#pum-103')).toBeHidden();
  });
});

test.describe('popups on phones, tablet-only switch @popups', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' });
  test('a popup disabled on tablets still opens on a phone', async ({ page }) => {
    await home(page);
    await page.locator('button.popmake-question').click();
    await expect(page.locator('#pum-103')).toHaveAttribute('data-pum-state', 'open');
  });
});
