import { expect, islandsIdle, test } from './support/test.ts';

test.describe('many islands @foundation', () => {
  test('200 React islands and 500 steppers mount in short slices that yield, at 4x throttle', async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/stress/?islands=200&behaviours=500');
    await islandsIdle(page);
    await expect(page.locator('.theme-tabs[data-island-state="mounted"]')).toHaveCount(200);
    const slices = await page.evaluate(() => performance.getEntriesByName('theme:mount-slice').map((entry) => entry.duration));
    // 200 mounts do not fit in one slice: the loop yielded to the browser between slices...
    expect(slices.length).toBeGreaterThan(1);
    // ...and no slice ran long: 30 ms of work plus the one mount that crossed the line.
    expect(Math.max(...slices)).toBeLessThan(100);
    // The steppers work through the one delegated listener.
    await page.locator('#stress-qty-500').scrollIntoViewIfNeeded();
    await page.locator('.quantity:has(#stress-qty-500) .plus').click();
    await expect(page.locator('#stress-qty-500')).toHaveValue('2');
  });
});
