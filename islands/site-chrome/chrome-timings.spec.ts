import type { Page } from '@playwright/test';
import { expect, test } from '../../tests/support/test.ts';
import { chromeReady, scrollToY } from './chrome-page.ts';
import { pauseClockAhead } from '../../tests/support/frozen-clock.ts';

/**
 * The curves as the scripts we replace define them, written here rather than imported from the
 * code under test: Page Scroll to id's easeInOutQuint (reference plugins.md § 4.3) and jQuery's
 * swing, which the theme's scroll to top used.
 */
type Easing = (x: number) => number;
const easeInOutQuint: Easing = (x) => (x < 0.5 ? 16 * x ** 5 : 1 - (-2 * x + 2) ** 5 / 2);
const swing: Easing = (x) => 0.5 - Math.cos(x * Math.PI) / 2;

/** Where the anchor scroll ends for a target: its top, or the page end. */
const endFor = (page: Page, id: string) =>
  page.evaluate(
    (target) => Math.min(Math.round(document.getElementById(target)!.getBoundingClientRect().top + window.scrollY), document.documentElement.scrollHeight - window.innerHeight),
    id,
  );

/**
 * Pauses the clock, starts a scroll (`start`, a click) and checks the page on the `easing` curve
 * from `from` to `to` over `duration` ms at several points of the fake clock. The animation
 * starts on the first frame after the click and writes once a frame (16 ms of the fake clock),
 * so `elapsed` ms after the click the page shows the curve at a time between elapsed - 32 and
 * elapsed. Another duration (50 ms off) or another curve falls outside.
 */
async function expectScrollOnCurve(page: Page, start: () => Promise<void>, { from, to, duration, easing }: { from: number; to: number; duration: number; easing: Easing }): Promise<void> {
  await pauseClockAhead(page, 1000);
  expect(await page.evaluate(() => window.scrollY)).toBe(from);
  await start();
  const y = () => page.evaluate(() => window.scrollY);
  const at = (ms: number) => from + (to - from) * easing(Math.max(0, ms) / duration);
  let elapsed = 0;
  for (const time of [0.2, 0.35, 0.5, 0.65, 0.8].map((share) => Math.round(share * duration)).concat(Math.floor(duration) - 40)) {
    await page.clock.runFor(time - elapsed);
    elapsed = time;
    const shown = await y();
    const [low, high] = [at(elapsed - 32), at(elapsed)].sort((a, b) => a - b) as [number, number];
    expect(shown, `at ${elapsed} ms of ${duration}`).toBeGreaterThanOrEqual(Math.floor(low) - 2);
    expect(shown, `at ${elapsed} ms of ${duration}`).toBeLessThanOrEqual(Math.ceil(high) + 2);
  }
  await page.clock.runFor(80);
  expect(await y()).toBe(to);
}

/** The jump link to `#id`, clicked from the page top: Page Scroll to id's easeInOutQuint. */
const anchorScroll = (page: Page, id: string, to: number, duration: number) =>
  expectScrollOnCurve(page, () => page.locator(`.jump-nav a[href$="#${id}"]`).click(), { from: 0, to, duration, easing: easeInOutQuint });

test.describe('site chrome timings (browser clock) @chrome', () => {
  test('anchor scroll without printed settings: the spec\'s 800 ms flat, easeInOutQuint, offset 0, on the exact curve', async ({ page }) => {
    await page.clock.install();
    await page.goto('/services/');
    await chromeReady(page);
    expect(await page.evaluate(() => 'mPS2id_params' in window)).toBe(false);
    const to = await endFor(page, 'delivery');
    // Far enough that the plugin's autoScrollSpeed share would add over 100 ms.
    const docHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(to / docHeight).toBeGreaterThan(0.125);
    await anchorScroll(page, 'delivery', to, 800);
  });

  test("a theme's `html { scroll-behavior: smooth }` does not smooth the anchor scroll's own frames (the plugin set it to auto): still on the exact curve", async ({ page }) => {
    await page.clock.install();
    await page.goto('/services/');
    await chromeReady(page);
    await page.addStyleTag({ content: 'html { scroll-behavior: smooth; }' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    await anchorScroll(page, 'delivery', await endFor(page, 'delivery'), 800);
  });

  test("anchor scroll with Page Scroll to id's printed settings: scrollSpeed 600 plus the autoScrollSpeed share of the page, on the exact curve", async ({ page }) => {
    await page.clock.install();
    await page.goto('/services/?variant=page-scroll-params');
    await chromeReady(page);
    expect(await page.evaluate(() => (window as unknown as { mPS2id_params: { instances: Record<string, { scrollSpeed: number; autoScrollSpeed: string }> } }).mPS2id_params.instances.mPS2id_instance_0)).toMatchObject({
      scrollSpeed: 600,
      autoScrollSpeed: 'true',
    });
    // (`#training`: the `/services/#delivery` link is another page's with the query string.)
    const to = await endFor(page, 'training');
    // plugins.md § 4.2: speed + speed × floor(distance / document height × 100) / 100.
    const docHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    const duration = 600 + (600 * Math.floor((to / docHeight) * 100)) / 100;
    expect(duration).toBeGreaterThan(675);
    await anchorScroll(page, 'training', to, duration);
  });
});

test.describe('site chrome: scroll to top (browser clock) @chrome', () => {
  test('a click on the scroll-to-top button takes the page to the top over 1200 ms on jQuery\'s swing, on the exact curve', async ({ page }) => {
    await page.clock.install();
    await page.goto('/home/');
    await chromeReady(page);
    await scrollToY(page, 2500);
    const button = page.locator('.scroll-to-top');
    await expect(button).toHaveClass(/\bshow\b/);
    // The browser sends the scroll event in its own rendering step, on real time, and the button's
    // frame is asked for then, on the page's clock: a clock moved before that event (a loaded
    // machine's rendering step comes late) leaves the frame unasked. So the move waits for the
    // event of the last scroll (the frames' listener, added at the mount, has had it by then).
    await page.evaluate(() => addEventListener('scroll', () => ((window as unknown as { __scrollEventY: number }).__scrollEventY = scrollY), { passive: true }));
    await expectScrollOnCurve(page, () => button.click(), { from: 2500, to: 0, duration: 1200, easing: swing });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __scrollEventY?: number }).__scrollEventY)).toBe(0);
    await page.clock.runFor(100);
    await expect(button).not.toHaveClass(/\bshow\b/);
    expect(new URL(page.url()).hash).toBe('');
  });
});

test.describe('site chrome: parallax rows @chrome', () => {
  test('rows flagged as parallax: background at 50%, moving at 0.6 of the scroll while in view, left alone out of view', async ({ page }) => {
    await page.goto('/services/');
    await chromeReady(page);
    const rows = page.locator('.vc_row.parallax');
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    let outOfViewChecked = 0;
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
      // Far above the row (a row below one and a half windows is out of view at the top): its
      // background keeps the last position it had in view.
      const last = await row.evaluate((el) => getComputedStyle(el).backgroundPosition);
      await scrollToY(page, 0);
      if (firstTop > 900 * 1.5) {
        await expect(row).toHaveCSS('background-position', last);
        outOfViewChecked++;
      }
    }
    expect(outOfViewChecked, 'a row far enough down to be out of view at the top').toBeGreaterThan(0);
  });
});
