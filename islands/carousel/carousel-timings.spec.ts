import { expect, test } from '../../tests/support/test.ts';
import { autoplayFromFrozenClock, mounted } from './carousel-page.ts';

test.describe('carousel timings (browser clock) @widgets', () => {
  test('the project carousel turns on its own every 5000 ms: not at 4.9 s, at 5.1 s, and again 5 s later', async ({ page }) => {
    await page.clock.install();
    await page.goto('/home/');
    const host = await mounted(page, 'project-carousel-48');
    const start = await autoplayFromFrozenClock(page, host);
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
