import { expect, islandsIdle, test } from '../../tests/support/test.ts';

// The scrollbar a desktop visitor has: Playwright's Chromium hides it by default, so the window's
// width and the page's would be the same and this could not be seen. The project's launch options
// otherwise (the Chromium found, its switches).
test.use({ launchOptions: [async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] }), { scope: 'worker' }] });

test.describe('popups beside the page\'s scrollbar @popups', () => {
  test('a popup without an overlay keeps its right offset from the scrollbar, as Popup Maker places it (jQuery\'s window width), not under it', async ({ page }) => {
    await page.goto('/home/');
    await islandsIdle(page);
    const scrollbars = () => page.evaluate(() => ({ right: innerWidth - document.documentElement.clientWidth, bottom: innerHeight - document.documentElement.clientHeight }));
    const scrollbar = await scrollbars();
    expect(scrollbar.right).toBeGreaterThan(0);
    await expect(page.locator('#pum-102')).toHaveAttribute('data-island-state', 'mounted');
    await page.locator('a.call-back-link').click();
    const popup = page.locator('#pum-102');
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    // The page beside it keeps its scrollbar (no overlay, nothing hidden).
    expect(await scrollbars()).toEqual(scrollbar);
    const box = (await popup.locator('.pum-container').boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(1440 - scrollbar.right - 20);
    expect(Math.round(box.y + box.height)).toBe(900 - scrollbar.bottom - 20);
  });
});
