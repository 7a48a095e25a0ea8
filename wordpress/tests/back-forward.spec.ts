import type { Page, Request } from '@playwright/test';
import { SITE } from './site.ts';
import { bothModes, expect, open, ready, test, type Visitor } from './support/visit.ts';
import { miniCart } from './support/views.ts';
import { fragmentsDecided, noteFragmentsEvents } from '../../tests/support/fragments-events.ts';
import { findChromium } from '../../tests/support/find-chromium.ts';

// Playwright starts Chromium without its back/forward cache (--disable-back-forward-cache), so
// every other test's Back loads the page again. These tests are about the cache: a shopper's
// Back to a page the browser kept is instant, and a script can lose that for the whole site (a
// pending request, a lock, a socket), which no test would see with the cache off.
// The project's launch options otherwise (its switches), in the full browser: the headless shell
// the other tests run in has no back/forward cache (Chromium reports every page "masked").
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, executablePath: findChromium() ?? launchOptions.executablePath, ignoreDefaultArgs: ['--disable-back-forward-cache'] }),
    { scope: 'worker' },
  ],
});

/** The page's requests still out, as Playwright sees them, from the call on (before the first page). */
function requestsOut(page: Page): () => number {
  const out = new Set<Request>();
  page.on('request', (request) => out.add(request));
  page.on('requestfinished', (request) => out.delete(request));
  page.on('requestfailed', (request) => out.delete(request));
  return () => out.size;
}

/**
 * Opens a page and waits for what it does at load to end: with a mini cart, its load-time
 * decision (the request it made for it comes a task after the page is ready with the bundle), then
 * every request answered (CI once found one still out on the classic my account page after its
 * fragments had come; which, the failure did not say). A request
 * still out when the shopper leaves keeps the page out of the cache with the plugin on or off
 * (Chromium's outstanding-network-request), so leaving at once would compare when each stack's
 * requests happen to end, not what the page holds. `out`: the page's `requestsOut`.
 */
async function openSettled(v: Visitor, path: string, out: () => number): Promise<void> {
  await open(v, path);
  if ((await v.page.locator('.widget_shopping_cart_content').count()) > 0) await fragmentsDecided(v.page);
  await expect.poll(out, { message: `every request of ${path} answered` }).toBe(0);
}

/** Marks the page's window: a page that comes back with the mark is the one the browser kept. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { keptByTheBrowser: true }));

/**
 * Back to `path`, once the page is there: "kept" (the browser's back/forward cache gave it back,
 * with its scripts' state), or "loaded again" with the reasons Chromium gives for not keeping it.
 */
async function back(v: Visitor, path: string, steps = 1): Promise<string> {
  await v.page.evaluate((steps) => history.go(-steps), steps);
  await v.page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });
  await ready(v);
  return v.page.evaluate(() => {
    if ('keptByTheBrowser' in window) return 'kept';
    const reasons: string[] = [];
    type Reasons = { reasons?: Array<{ reason: string }> | null; children?: Reasons[] | null } | null | undefined;
    const walk = (node: Reasons) => {
      for (const { reason } of node?.reasons ?? []) reasons.push(reason);
      for (const child of node?.children ?? []) walk(child);
    };
    walk((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: Reasons }).notRestoredReasons);
    return `loaded again (${reasons.join(', ')})`;
  });
}

test.describe('Back to a page, with the back/forward cache on @wordpress', () => {
  test('the browser keeps each page with the plugin on as it does with the plugin off: every page but the cart and my account, which WooCommerce sends no-store', async ({ visitor }) => {
    const pages = ['/', SITE.shop, SITE.inlineVariable, SITE.ajaxVariable, SITE.simple, SITE.contacts, SITE.about, SITE.cart, SITE.account];
    const kept = await bothModes(visitor, async (v) => {
      await noteFragmentsEvents(v.context);
      const out = requestsOut(v.page);
      const seen: Record<string, string> = {};
      for (const path of pages) {
        await openSettled(v, path, out);
        await markWindow(v.page);
        await open(v, path === SITE.shop ? '/' : SITE.shop);
        seen[path] = await back(v, path);
      }
      return seen;
    });
    // What WordPress and WooCommerce send decide it without the plugin: the test is about the
    // bundle's scripts keeping it so.
    const noStore = 'loaded again (response-cache-control-no-store)';
    expect(kept.classic).toEqual(Object.fromEntries(pages.map((path) => [path, path === SITE.cart || path === SITE.account ? noStore : 'kept'])));
    expect(kept.bundle).toEqual(kept.classic);
  });

  test('the shop kept by the browser, after an add made on a product page: its mini cart takes the item in at the Back, one fragments refresh, and an add made there works; with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await noteFragmentsEvents(v.context);
      await openSettled(v, SITE.shop, requestsOut(v.page));
      const before = await miniCart(v.page);
      await markWindow(v.page);
      await open(v, SITE.simple);
      await v.page.locator('form.cart .single_add_to_cart_button').click();
      await expect(v.page.locator('.woocommerce-message')).toBeVisible();
      // The product page's own refresh has answered (its mini cart is printed empty, for the
      // fragments to fill): the requests counted below are the shop's. (The bundle's mini cart
      // starts at idle, after cart-fragments.js would: a Back made before then left its request
      // among them, one run in two.)
      await expect.poll(() => miniCart(v.page)).toHaveLength(1);
      const asked: string[] = [];
      v.page.on('request', (request) => {
        const action = new URL(request.url()).searchParams.get('wc-ajax');
        if (action) asked.push(action);
      });
      // The product page, then the page its form posted to: two steps back to the shop.
      const shop = await back(v, SITE.shop, 2);
      await expect.poll(() => miniCart(v.page)).toHaveLength(1);
      const atTheBack = await miniCart(v.page);
      const askedAtTheBack = [...asked];
      await v.page.locator('ul.products a.add_to_cart_button.ajax_add_to_cart').nth(1).click();
      await expect(v.page.locator('ul.products a.added_to_cart')).toHaveCount(1);
      await expect.poll(() => miniCart(v.page)).toHaveLength(2);
      return { before, shop, atTheBack, askedAtTheBack, afterAnAdd: await miniCart(v.page), asked };
    });
    expect(views.classic.shop).toBe('kept');
    expect(views.classic.askedAtTheBack).toEqual(['get_refreshed_fragments']);
    expect(views.classic.atTheBack).toEqual([expect.stringMatching(/ 1 × /)]);
    expect(views.bundle).toEqual(views.classic);
  });
});
