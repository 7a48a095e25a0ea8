import { expect, expectAccessible, islandsIdle, test } from '../../tests/support/test.ts';
import { addByLink, recordWcEvents, wcAjaxCalls, wcEvents } from '../cart-actions/cart-test-helpers.ts';
import { breakEndpoint } from '../../tests/support/break-endpoint.ts';

const refreshes = async (page: import('@playwright/test').Page) => (await wcAjaxCalls(page)).filter(([name]) => name === 'get_refreshed_fragments').length;

/**
 * The island has made its load-time decision (and its request, if any, has been answered): each
 * decision ends in an event, as cart-fragments.js's do. No cart, or fragments refreshed:
 * wc_fragments_refreshed; stored fragments reused: wc_fragments_loaded; the refresh failed:
 * wc_fragments_ajax_error. The script each test adds to its context (beforeEach) notes them.
 */
async function settled(page: import('@playwright/test').Page) {
  await islandsIdle(page);
  await expect(page.locator('.widget_shopping_cart_content[data-island-state="mounted"]').first()).toBeAttached();
  await page.waitForFunction(() => (window as unknown as { __cartSettled?: boolean }).__cartSettled === true);
}

test.describe('mini cart and cart fragments @cart', () => {
  test.beforeEach(async ({ context }) => {
    // On the context, so pages opened in other tabs have it too.
    await context.addInitScript(() => {
      for (const name of ['wc_fragments_refreshed', 'wc_fragments_loaded', 'wc_fragments_ajax_error']) {
        document.addEventListener(`wc:${name}`, () => ((window as unknown as { __cartSettled?: boolean }).__cartSettled = true));
      }
    });
  });

  test('a visitor without a cart makes no get_refreshed_fragments request, on any page, in any new tab; wc_fragments_refreshed is still announced', async ({ page, context }) => {
    await context.addInitScript(() =>
      document.addEventListener('wc:wc_fragments_refreshed', () => {
        const win = window as unknown as { __refreshed?: number };
        win.__refreshed = (win.__refreshed ?? 0) + 1;
      }),
    );
    for (const path of ['/shop/', '/home/', '/cart/', '/ru/shop/', '/product/gear-oil-clp-220/']) {
      await page.goto(path);
      await settled(page);
      // As cart-fragments.js announces the answer it would have asked for.
      expect(await page.evaluate(() => (window as unknown as { __refreshed?: number }).__refreshed), path).toBe(1);
    }
    const second = await context.newPage();
    await second.goto('/shop/');
    await settled(second);
    expect(await wcAjaxCalls(page)).toEqual([]);
  });

  test('a returning visitor: the first page of a tab refreshes once, later pages reuse the stored fragments', async ({ page }) => {
    await addByLink(page, 111);
    await page.goto('/shop/');
    await settled(page);
    expect(await refreshes(page)).toBe(1);
    const keys = await page.evaluate(() => Object.keys(sessionStorage).sort());
    expect(keys).toEqual(expect.arrayContaining([expect.stringMatching(/^wc_fragments_/), expect.stringMatching(/^wc_cart_hash_/), 'wc_cart_created']));
    await page.goto('/home/');
    await settled(page);
    await page.goto('/shop/');
    await settled(page);
    expect(await refreshes(page)).toBe(1);
    await expect(page.locator('.widget-area .woocommerce-mini-cart-item')).toHaveCount(1);
  });

  test('a cart hash cookie that differs from the stored hash refreshes', async ({ page, context, baseURL }) => {
    await addByLink(page, 111);
    await page.goto('/shop/');
    await settled(page);
    expect(await refreshes(page)).toBe(1);
    // Another device or a server-side change: the cookie moves on, the tab's cache does not.
    await context.addCookies([{ name: 'woocommerce_cart_hash', value: 'changed', url: baseURL! }]);
    await page.reload();
    await settled(page);
    expect(await refreshes(page)).toBe(2);
  });

  test('switching language refreshes: the stored fragments are in the other language', async ({ page }) => {
    await addByLink(page, 112);
    await page.goto('/shop/');
    await settled(page);
    await page.goto('/ru/shop/');
    await settled(page);
    expect(await refreshes(page)).toBe(2);
    await expect(page.locator('a.cart-contents .count')).toHaveText('1 товар');
    await page.goto('/ru/home/');
    await settled(page);
    expect(await refreshes(page)).toBe(2);
  });

  for (const [name, actions] of [
    ['WCML forces a reset (wcml_force_reset_cart_fragments)', { is_lang_switched: '0', force_reset: '1' }],
    ['WCML saw the visitor come from another language', { is_lang_switched: '1', force_reset: '0' }],
  ] as const) {
    test(`${name}: the fragments that would be reused are refreshed`, async ({ page }) => {
      await addByLink(page, 111);
      await page.goto('/shop/');
      await settled(page);
      await page.goto('/home/');
      await settled(page);
      expect(await refreshes(page)).toBe(1);
      // WCML's cart_widget.js localizes `actions` (wp_localize_script prints strings).
      await page.addInitScript((printed) => Object.assign(window, { actions: printed }), actions);
      await page.goto('/shop/');
      await settled(page);
      expect(await refreshes(page)).toBe(2);
      await expect(page.locator('.widget-area .woocommerce-mini-cart-item')).toHaveCount(1);
    });
  }

  test('wc_fragment_refresh and updated_wc_div triggered at us force a refresh; an unchanged mini cart is not replaced', async ({ page }) => {
    await addByLink(page, 113);
    await page.goto('/shop/?variant=with-jquery');
    await settled(page);
    expect(await refreshes(page)).toBe(1);
    await page.evaluate(() => ((document.querySelector('.widget-area .widget_shopping_cart_content') as HTMLElement & { mark?: number }).mark = 1));
    await page.evaluate(() => new Promise<void>((resolve) => {
      const $ = (window as unknown as { jQuery: JQueryStatic }).jQuery;
      $(document.body).one('wc_fragments_refreshed', () => resolve());
      $(document.body).trigger('wc_fragment_refresh');
    }));
    await page.evaluate(() => new Promise<void>((resolve) => {
      const $ = (window as unknown as { jQuery: JQueryStatic }).jQuery;
      $(document.body).one('wc_fragments_refreshed', () => resolve());
      $(document.body).trigger('updated_wc_div');
    }));
    expect(await refreshes(page)).toBe(3);
    expect(await page.evaluate(() => (document.querySelector('.widget-area .widget_shopping_cart_content') as HTMLElement & { mark?: number }).mark)).toBe(1);
  });

  test('other tabs follow: an add in one tab refreshes the mini cart of another', async ({ page, context }) => {
    await addByLink(page, 111);
    await page.goto('/shop/');
    await settled(page);
    const other = await context.newPage();
    await other.goto('/home/');
    await settled(other);
    await page.locator('ul.products .add_to_cart_button[data-product_id="112"]').click();
    await expect(page.locator('a.cart-contents .count')).toHaveText('2 items');
    await expect(other.locator('a.cart-contents .count')).toHaveText('2 items');
  });

  test('remove: the item is blocked with an overlay, then the fragments replace the cart; removed_from_cart fires', async ({ page }) => {
    await addByLink(page, 111);
    await addByLink(page, 112);
    await page.goto('/shop/');
    await settled(page);
    await recordWcEvents(page, ['removed_from_cart']);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/?wc-ajax=remove_from_cart', async (route) => {
      await held;
      await route.continue();
    });
    const item = page.locator('.widget-area .woocommerce-mini-cart-item').first();
    await item.locator('a.remove_from_cart_button').click();
    await expect(item.locator('.blockUI.blockOverlay')).toBeVisible();
    await expect(item).toHaveAttribute('aria-busy', 'true');
    await expectAccessible(page, '.widget-area');
    release();
    await expect(page.locator('.widget-area .woocommerce-mini-cart-item')).toHaveCount(1);
    await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
    await expect(page.locator('.widget_shopping_cart_live_region')).toHaveText('“Gear oil CLP 220” has been removed from your cart');
    const events = await wcEvents(page);
    expect(events.map(([name]) => name)).toEqual(['removed_from_cart']);
    expect(await wcAjaxCalls(page)).toContainEqual(['remove_from_cart', { cart_item_key: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
  });

  test('remove failure: the browser follows the remove link, which removes the item', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await addByLink(page, 113);
    await page.goto('/shop/');
    await settled(page);
    await breakEndpoint(page, 'wc-ajax:remove_from_cart', 'error');
    await page.locator('.widget-area a.remove_from_cart_button').click();
    await page.waitForURL('**/cart/');
    await expect(page.locator('.cart-empty')).toBeVisible();
    expect(problems.errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });

  test('remove: an answer without fragments follows the link too', async ({ page }) => {
    await addByLink(page, 113);
    await page.goto('/shop/');
    await settled(page);
    await page.route('**/?wc-ajax=remove_from_cart', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '{"success":false}' }));
    await page.locator('.widget-area a.remove_from_cart_button').click();
    await page.waitForURL('**/cart/');
  });

  test('the cart widget with hide-if-empty is hidden for an empty cart, shown on adding_to_cart, hidden again when emptied', async ({ page }) => {
    await page.goto('/shop/');
    await settled(page);
    const widget = page.locator('.widget-area .widget_shopping_cart');
    await expect(widget).toBeHidden();
    await page.locator('ul.products .add_to_cart_button[data-product_id="112"]').click();
    await expect(widget).toBeVisible();
    await expect(widget.locator('.woocommerce-mini-cart-item')).toHaveCount(1);
    await widget.locator('a.remove_from_cart_button').click();
    await expect(widget).toBeHidden();
  });

  test('bad stored data is not trusted: corrupt fragments JSON leads to a refresh', async ({ page }) => {
    await addByLink(page, 111);
    await page.goto('/shop/');
    await settled(page);
    await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage)) if (key.startsWith('wc_fragments_')) sessionStorage.setItem(key, '{"div.widget_shopping_cart_content": 4');
    });
    await page.reload();
    await settled(page);
    expect(await refreshes(page)).toBe(2);
    await expect(page.locator('.widget-area .woocommerce-mini-cart-item')).toHaveCount(1);
  });

  test('a failed refresh keeps the printed mini cart and fires wc_fragments_ajax_error', async ({ page }) => {
    await addByLink(page, 111);
    await breakEndpoint(page, 'wc-ajax:get_refreshed_fragments', 'html');
    await page.addInitScript(() => {
      const win = window as unknown as { ajaxErrors: number };
      win.ajaxErrors = 0;
      document.addEventListener('wc:wc_fragments_ajax_error', () => win.ajaxErrors++);
    });
    await page.goto('/shop/');
    await page.waitForFunction(() => (window as unknown as { ajaxErrors: number }).ajaxErrors === 1);
    await expect(page.locator('.widget-area .woocommerce-mini-cart-item')).toHaveCount(1);
    expect(await refreshes(page)).toBe(1);
  });
  test('a page restored from the back/forward cache refreshes the mini cart', async ({ page }) => {
    await addByLink(page, 111);
    await page.goto('/shop/');
    await settled(page);
    expect(await refreshes(page)).toBe(1);
    // Playwright's Chromium runs without the bfcache; the restore is the pageshow event it fires.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await expect.poll(() => refreshes(page)).toBe(2);
  });

  test('islands inside new fragments come alive through the runtime', async ({ page }) => {
    await addByLink(page, 111);
    await page.route('**/?wc-ajax=get_refreshed_fragments', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: JSON.stringify({
          fragments: { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p>Free delivery from <span class="theme-counter__value">300</span> €</p></div>' },
          cart_hash: 'h',
        }),
      }),
    );
    await page.goto('/shop/');
    const counter = page.locator('.widget-area .theme-counter__value');
    await counter.scrollIntoViewIfNeeded();
    await expect(counter).toHaveAttribute('data-island-state', 'mounted');
  });
});
