import { SITE, firstProductId, headOf } from './site.ts';
import { bothModes, expect, open, stagingSwitch, test, type Visitor } from './support/visit.ts';
import { noticesGlidedTo, seen } from './support/views.ts';
import { holdRoute } from '../../tests/support/hold-route.ts';
import { pauseClockAhead } from '../../tests/support/frozen-clock.ts';

/**
 * What the checkout starts with: jQuery (and Migrate) hold its first paint from its head; blockUI
 * and js-cookie run with checkout.js. Without the plugin every page before the checkout printed
 * them; with it, a visitor with a cart fetches them ahead (the plugin's fetch-ahead.php).
 */
const STARTS_WITH = ['/jquery.min.js', '/jquery-migrate.min.js', '/jquery.blockUI.min.js', '/js.cookie.min.js'];

/** Those of them the page has fetched, in whatever way. */
const fetched = (v: Visitor) =>
  v.page.evaluate((files) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return files.filter((file) => entries.some((entry) => new URL(entry.name).pathname.endsWith(file) && entry.responseEnd > 0));
  }, STARTS_WITH);

/** How the checkout got each: what loaded it, and whether from the browser's cache. */
const startingScripts = (v: Visitor) =>
  v.page.evaluate((files) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return files.map((file) => {
      const entry = entries.find((e) => new URL(e.name).pathname.endsWith(file));
      return { file, run: entry?.initiatorType, fromCache: entry ? entry.transferSize === 0 && entry.decodedBodySize > 0 : 'not loaded' };
    });
  }, STARTS_WITH);

/**
 * The classic checkout (shortcode). WooCommerce's checkout.js stays with the plugin on, but
 * woocommerce.js, whose `$.scroll_to_notices` it calls when the order is refused, is dropped:
 * the bundle gives jQuery that method.
 */
test.describe('checkout on the real site @wordpress', () => {
  test('placing an order with the form left empty: the errors above the form, the window brought to them, the list focused', async ({ visitor }) => {
    const views = await bothModes(
      (mode) => visitor(mode, { height: 600 }),
      async (v) => {
        await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
        await open(v, SITE.checkout);
        await v.page.locator('#place_order').click();
        const errors = v.page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error');
        await expect(errors).toBeVisible();
        // checkout.js's $.scroll_to_notices on the notice group it printed.
        await noticesGlidedTo(v.page.locator('.woocommerce-NoticeGroup-checkout'));
        return {
          errors: await seen(errors),
          focused: await errors.evaluate((el) => el === document.activeElement),
          url: new URL(v.page.url()).pathname,
        };
      },
    );
    expect(views.classic.errors).toContain('Billing First name is a required field');
    expect(views.classic).toMatchObject({ focused: true, url: SITE.checkout });
    expect(views.bundle).toEqual(views.classic);
  });

  test('the window glides to the errors from where the button was over a second, though checkout.js focuses the list (which jumps the window) right after asking for the scroll', async ({ visitor }) => {
    const views = await bothModes(
      (mode) => visitor(mode, { height: 600 }),
      async (v) => {
        await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
        await v.page.clock.install();
        await open(v, SITE.checkout);
        // The order review updated at load (its overlay gone), then the window at the page's end:
        // the button in view, and the same start whatever the click would have scrolled.
        await expect(v.page.locator('.woocommerce-checkout-review-order-table')).toBeVisible();
        await expect(v.page.locator('.blockUI')).toHaveCount(0);
        await v.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        // The refusal held back, the page's time stopped: the scroll starts when the answer is
        // let through, and the test moves the time on from there.
        const release = await holdRoute(v.page, '**/*wc-ajax=checkout*');
        const asked = v.page.waitForRequest(/wc-ajax=checkout/);
        await v.page.locator('#place_order').click();
        await asked;
        await pauseClockAhead(v.page, 50);
        const start = await v.page.evaluate(() => window.scrollY);
        release();
        await expect(v.page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error')).toBeVisible();
        const at: number[] = [];
        for (const ms of [250, 250, 700]) {
          await v.page.clock.runFor(ms);
          at.push(await v.page.evaluate(() => window.scrollY));
        }
        const end = at[2]!;
        // The share of the way covered at 250 and 500 ms.
        return { start, end, covered: at.slice(0, 2).map((y) => Math.round(((start - y) / (start - end)) * 100) / 100) };
      },
    );
    expect(views.classic.start - views.classic.end, 'a scroll up of some length').toBeGreaterThan(300);
    // jQuery's swing over 1000 ms, a glide: little of the way at 250 ms, a good part at 500 (from
    // a little below `start`: the notices put above the window push the page down first).
    expect(views.classic.covered[0]).toBeLessThan(0.2);
    expect(views.classic.covered[1]).toBeGreaterThan(0.25);
    expect(views.classic.covered[1]).toBeLessThan(0.75);
    expect(Math.abs(views.bundle.end - views.classic.end)).toBeLessThanOrEqual(1);
    expect(views.bundle.start - views.bundle.end, 'a scroll up of some length').toBeGreaterThan(300);
    // Within a frame of the classic page's (the bundle's first frame starts its clock).
    views.bundle.covered.forEach((share, i) => expect(Math.abs(share - views.classic.covered[i]!), `at ${(i + 1) * 250} ms`).toBeLessThanOrEqual(0.05));
  });

  test('a visitor with a cart who browsed on finds the scripts the checkout starts with in the browser\'s cache, with the plugin on as off; without a cart none is fetched', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, SITE.about);
      const withoutCart = await fetched(v);
      await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
      await open(v, SITE.about);
      // With the plugin, fetched ahead at the lowest priority, possibly after the load.
      await expect.poll(() => fetched(v), { message: 'fetched on the page before the checkout' }).toEqual(STARTS_WITH);
      await open(v, SITE.checkout);
      return { withoutCart, atCheckout: await startingScripts(v) };
    });
    expect(views.classic.withoutCart).toEqual(STARTS_WITH);
    expect(views.bundle.withoutCart).toEqual([]);
    expect(views.classic.atCheckout).toEqual(STARTS_WITH.map((file) => ({ file, run: 'script', fromCache: true })));
    expect(views.bundle.atCheckout).toEqual(views.classic.atCheckout);
  });

  test('a guest who may create an account at the checkout with a password of their own: the password field shows with its show/hide button once "Create an account?" is ticked, with the plugin on and off; with the bundle its chunk is preloaded from the head, and not where the checkout asks for no password', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
      const head = () => headOf(v.page, SITE.checkout);
      const preloadsFieldsWithout = /\/dist\/chunks\/fields-/.test(await head());
      await stagingSwitch(v, 'lubrica_checkout_signup', 'yes');
      const preloadsFields = /<link rel="modulepreload" href="[^"]*\/dist\/chunks\/fields-[^"]*" fetchpriority="low">/.test(await head());
      await open(v, SITE.checkout);
      const password = v.page.locator('#account_password');
      await expect(password).toBeHidden();
      await v.page.locator('#createaccount').check();
      await expect(password).toBeVisible();
      const toggle = v.page.locator('#account_password + button.show-password-input');
      await expect(toggle).toBeVisible();
      await password.fill('Pass-word-1');
      await toggle.click();
      return { preloadsFieldsWithout, preloadsFields, shown: await password.getAttribute('type') };
    });
    expect(views.classic).toEqual({ preloadsFieldsWithout: false, preloadsFields: false, shown: 'text' });
    expect(views.bundle).toEqual({ ...views.classic, preloadsFields: true });
  });

  test('a visitor who added from the shop by AJAX and went on to the checkout from that page finds its starting scripts in the browser\'s cache, with the plugin on as off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, SITE.shop);
      await v.page.locator('ul.products a.add_to_cart_button.ajax_add_to_cart').first().click();
      await expect(v.page.locator('ul.products a.added_to_cart').first()).toBeVisible();
      await expect.poll(() => fetched(v), { message: 'fetched on the shop' }).toEqual(STARTS_WITH);
      await open(v, SITE.checkout);
      return startingScripts(v);
    });
    expect(views.classic).toEqual(STARTS_WITH.map((file) => ({ file, run: 'script', fromCache: true })));
    expect(views.bundle).toEqual(views.classic);
  });
});
