import { expect, islandsIdle, test } from '../../tests/support/test.ts';
import { frozenClock } from '../../tests/support/frozen-clock.ts';

test.describe('project archive timings (browser clock) @widgets', () => {
  test('masonry relays out 100 ms after the last resize, not before (debounced)', async ({ page }) => {
    await frozenClock(page);
    // The browser's resize events, counted: the clock moves only once the page has had each one
    // (a new viewport reaches the page at its next frame, not when setViewportSize returns).
    await page.addInitScript(() => {
      const w = window as unknown as { __resizes: number };
      w.__resizes = 0;
      window.addEventListener('resize', () => w.__resizes++, true);
    });
    const resized = async (width: number) => {
      const before = await page.evaluate(() => (window as unknown as { __resizes: number }).__resizes);
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => (window as unknown as { __resizes: number }).__resizes)).toBeGreaterThan(before);
    };
    await page.goto('/projects/');
    const archive = page.locator('.projects-archive');
    await expect(archive.locator('.project-grid')).toHaveAttribute('data-island-state', 'mounted');
    await islandsIdle(page);
    await expect(archive).toHaveClass(/\bis-masonry\b/);
    // Every image in: their load events (which relay out too) are behind us.
    await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('.projects-archive img')).every((img) => img.complete));
    await page.clock.runFor(500);
    const spans = () => archive.locator('.project-item').evaluateAll((items) => items.map((item) => (item as HTMLElement).style.gridRowEnd).join(','));
    const wide = await spans();
    await resized(700);
    await page.clock.runFor(90);
    expect(await spans()).toBe(wide);
    // A second resize within the 100 ms starts the wait again.
    await resized(690);
    await page.clock.runFor(90);
    expect(await spans()).toBe(wide);
    await page.clock.runFor(20);
    expect(await spans()).not.toBe(wide);
  });
});
