import type { Page } from '@playwright/test';
import { easeInOutQuint } from '../../src/services/motion/easing.ts';
import { expect, test } from '../../tests/support/test.ts';
import { chromeReady, scrollToY } from './chrome-page.ts';

/** Where the anchor scroll ends for a target: its top, or the page end. */
const endFor = (page: Page, id: string) =>
  page.evaluate(
    (target) => Math.min(Math.round(document.getElementById(target)!.getBoundingClientRect().top + window.scrollY), document.documentElement.scrollHeight - window.innerHeight),
    id,
  );

test.describe('site chrome timings (browser clock) @chrome', () => {
  test('anchor scroll without printed settings: speed 800 ms (with the plugin\'s autoScrollSpeed share of the page), easeInOutQuint, offset 0, on the exact curve', async ({ page }) => {
    await page.clock.install();
    await page.goto('/services/');
    await chromeReady(page);
    expect(await page.evaluate(() => 'mPS2id_params' in window)).toBe(false);
    const to = await endFor(page, 'delivery');
    expect(to).toBeGreaterThan(600);
    // Page Scroll to id's WordPress defaults: scrollSpeed 800 with autoScrollSpeed "true", which
    // adds the share of the document the scroll crosses (floored to whole percent).
    const docHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    const duration = 800 + (800 * Math.floor((to / docHeight) * 100)) / 100;
    expect(duration).toBeGreaterThan(900);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.locator('.jump-nav a').nth(1).click();
    const y = () => page.evaluate(() => window.scrollY);
    // The animation starts on the first frame after the click and writes once a frame (16 ms of
    // the fake clock), so `elapsed` ms after the click the page shows the curve at a time between
    // elapsed - 32 and elapsed. Another speed (700 or 900 ms), or another curve, falls outside.
    let elapsed = 0;
    for (const step of [200, 200, 200, 200, Math.floor(duration) - 840]) {
      await page.clock.runFor(step);
      elapsed += step;
      const at = await y();
      const low = to * easeInOutQuint(Math.max(0, elapsed - 32) / duration);
      const high = to * easeInOutQuint(elapsed / duration);
      expect(at, `at ${elapsed} ms`).toBeGreaterThanOrEqual(Math.floor(low) - 2);
      expect(at, `at ${elapsed} ms`).toBeLessThanOrEqual(Math.ceil(high) + 2);
    }
    // (The curve's last 40 ms are within a pixel of the end: "not there yet" is not measurable.)
    await page.clock.runFor(80);
    expect(await y()).toBe(to);
  });
});

test.describe('site chrome: parallax rows @chrome', () => {
  test('rows flagged as parallax: background at 50%, moving at 0.6 of the scroll while in view, left alone out of view', async ({ page }) => {
    await page.goto('/services/');
    await chromeReady(page);
    const rows = page.locator('.vc_row.parallax');
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    for (const row of await rows.all()) {
      await expect(row).toHaveCSS('opacity', '1');
      const firstTop = await row.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      // In view, 400 px then 200 px below the top of the window (as far as the page scrolls).
      const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (const below of [400, 200]) {
        const y = Math.min(Math.round(firstTop - below), max);
        await scrollToY(page, y);
        await expect(row).toHaveCSS('background-position', `50% ${Math.round((firstTop - y) * 0.6)}px`);
      }
      // Far above the row: its background keeps the last position it had in view.
      const last = await row.evaluate((el) => getComputedStyle(el).backgroundPosition);
      await scrollToY(page, 0);
      if (firstTop > 900 * 1.5) await expect(row).toHaveCSS('background-position', last);
    }
  });
});
