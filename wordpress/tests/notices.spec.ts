import type { Page } from '@playwright/test';
import { SITE, firstProductId } from './site.ts';
import { bothModes, expect, open, test, type Visitor } from './support/visit.ts';
import { seen } from './support/views.ts';
import { pauseClockAhead } from '../../tests/support/frozen-clock.ts';

/**
 * WooCommerce's notices on the browser clock, with the plugin off (woocommerce.js) and on (the
 * bundle), compared: the first notice focused 500 ms after the page's notice code starts (it
 * gives the notice tabindex -1 then), and `$.scroll_to_notices` bringing the notice to 100 px
 * below the window's top over 1000 ms with jQuery's swing.
 */

/**
 * Moves a paused page clock 1 ms at a time until `check` holds in the page: for a start only the
 * page knows (a ready handler, a chunk's arrival), so the test's clock stops there and then
 * counts from it.
 */
async function runUntil(page: Page, check: () => boolean, what: string): Promise<void> {
  for (let ms = 0; ms < 5_000; ms++) {
    if (await page.evaluate(check)) return;
    await page.clock.runFor(1);
  }
  throw new Error(`${what}: not within 5 s of the page's clock`);
}

const focusedNotice = (page: Page) => page.evaluate(() => document.activeElement?.matches('.woocommerce-message') ?? false);

/**
 * The simple product added to the cart by its form, the clock standing still from the click (for
 * the next page too) and then run until that page's notice code starts: it gives the notice
 * tabindex -1 within the last clock millisecond.
 */
async function addedAndNoticeCodeStarted(v: Visitor): Promise<void> {
  await open(v, SITE.simple);
  await v.page.clock.install();
  await pauseClockAhead(v.page, 1_000);
  await Promise.all([v.page.waitForEvent('domcontentloaded'), v.page.locator('button.single_add_to_cart_button').click()]);
  await expect(v.page.locator('.woocommerce-message[role="alert"]')).toBeVisible();
  await runUntil(v.page, () => document.querySelector('.woocommerce-message[role="alert"]')?.getAttribute('tabindex') === '-1', 'the notice code did not start');
}

test.describe('WooCommerce notices on the browser clock @wordpress', () => {
  test('the notice after an add to cart is focused 500 ms after the page starts, not before', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await addedAndNoticeCodeStarted(v);
      // 498 ms on is before its 500 ms, 501 after.
      await v.page.clock.runFor(498);
      const at498 = await focusedNotice(v.page);
      await v.page.clock.runFor(3);
      const at501 = await focusedNotice(v.page);
      return { notice: await seen(v.page.locator('.woocommerce-message')), at498, at501 };
    });
    expect(views.classic).toMatchObject({ at498: false, at501: true });
    expect(views.classic.notice).toContain('has been added to your cart');
    expect(views.bundle).toEqual(views.classic);
  });

  test('a field the shopper is typing in before the notice\'s 500 ms are over keeps the focus with the bundle; woocommerce.js takes it to the notice (deliberate: every key after the move was lost)', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await addedAndNoticeCodeStarted(v);
      const quantity = v.page.locator('form.cart input.qty');
      await quantity.focus();
      await v.page.keyboard.press('Control+A');
      await v.page.keyboard.type('2');
      await v.page.clock.runFor(600);
      await v.page.keyboard.type('3');
      return { notice: await focusedNotice(v.page), quantity: await quantity.inputValue() };
    });
    expect(views.classic).toEqual({ notice: true, quantity: '2' });
    expect(views.bundle).toEqual({ notice: false, quantity: '23' });
  });

  test('updating the cart: $.scroll_to_notices takes the window to 100 px above the notice over 1000 ms (swing), on the browser clock', async ({ visitor }) => {
    const views = await bothModes(
      (mode) => visitor(mode, { height: 500 }),
      async (v) => {
        await v.page.clock.install();
        await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
        await open(v, SITE.cart);
        // The first touch of the cart (the bundle loads jQuery and cart.js then, and gives it
        // $.scroll_to_notices).
        await v.page.locator('.woocommerce-cart-form input.qty').first().fill('3');
        await v.page.waitForFunction(() => typeof (window as unknown as { jQuery?: { scroll_to_notices?: unknown } }).jQuery?.scroll_to_notices === 'function');
        // Each call, with the page's clock and scroll position when it is made.
        await v.page.evaluate(() => {
          const $ = (window as unknown as { jQuery: { scroll_to_notices: (el: unknown) => void } }).jQuery;
          const original = $.scroll_to_notices;
          const calls: Array<{ at: number; from: number }> = [];
          Object.assign(window, { noticeScrolls: calls });
          $.scroll_to_notices = function (this: unknown, el: unknown) {
            calls.push({ at: performance.now(), from: window.scrollY });
            return original.call(this, el);
          };
        });
        await pauseClockAhead(v.page, 1_000);
        await v.page.locator('.woocommerce-cart-form [name="update_cart"]').click();
        await runUntil(v.page, () => (window as unknown as { noticeScrolls: unknown[] }).noticeScrolls.length > 0, '$.scroll_to_notices was not called');
        const { from } = await v.page.evaluate(() => (window as unknown as { noticeScrolls: Array<{ from: number }> }).noticeScrolls[0]!);
        const samples: number[] = [];
        for (const step of [250, 250, 250, 200]) {
          await v.page.clock.runFor(step);
          samples.push(await v.page.evaluate(() => window.scrollY));
        }
        // Past 1000 ms (and the frame that writes the end).
        await v.page.clock.runFor(100);
        const to = await v.page.evaluate(() => window.scrollY);
        const noticeTop = await v.page.evaluate(() => Math.round(document.querySelector('.woocommerce-notices-wrapper [role="alert"]')!.getBoundingClientRect().top));
        return {
          calls: await v.page.evaluate(() => (window as unknown as { noticeScrolls: unknown[] }).noticeScrolls.length),
          distance: Math.abs(to - from),
          // Where the window is at 250, 500, 750 and 950 ms, as a share of the way.
          progress: samples.map((y) => (to === from ? 1 : (y - from) / (to - from))),
          noticeTop,
        };
      },
    );
    expect(views.classic.calls).toBe(1);
    expect(views.classic.distance).toBeGreaterThan(100);
    expect(views.classic.noticeTop).toBe(100);
    // jQuery's swing: 0.5 − cos(πt)/2 at t = 0.25, 0.5, 0.75, 0.95 (a frame, 16 ms, either way).
    const swing = [0.25, 0.5, 0.75, 0.95].map((t) => 0.5 - Math.cos(Math.PI * t) / 2);
    views.classic.progress.forEach((p, i) => expect(Math.abs(p - swing[i]!), `classic at sample ${i}`).toBeLessThan(0.04));
    expect({ ...views.bundle, progress: null }).toEqual({ ...views.classic, progress: null });
    views.bundle.progress.forEach((p, i) => expect(Math.abs(p - views.classic.progress[i]!), `bundle at sample ${i}`).toBeLessThan(0.04));
  });
});
