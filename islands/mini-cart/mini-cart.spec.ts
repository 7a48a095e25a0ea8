import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, islandsIdle, test } from '../../tests/support/test.ts';
import { addByLink, recordWcEvents, wcAjaxCalls, wcEvents } from '../cart-actions/cart-test-helpers.ts';
import { breakEndpoint } from '../../tests/support/break-endpoint.ts';
import { fragmentsDecided, fragmentsEvents, noteFragmentsEvents } from '../../tests/support/fragments-events.ts';
import { chunkName } from '../../build/chunk-names.ts';
import { holdAnswer, holdRoute } from '../../tests/support/hold-route.ts';
import { tapWhereItIs } from '../../tests/support/tap-where-it-is.ts';

const REFRESH = '**/?wc-ajax=get_refreshed_fragments';
const refreshes = async (page: Page) => (await wcAjaxCalls(page)).filter(([name]) => name === 'get_refreshed_fragments').length;

/** The bundle's chunks a page (or every page of a context) fetches from now on, by name (`react`, `purify`, `cart` …). */
function recordChunks(target: Page | BrowserContext): string[] {
  const chunks: string[] = [];
  target.on('request', (request) => {
    const name = chunkName(new URL(request.url()).pathname);
    if (name) chunks.push(name);
  });
  return chunks;
}

/**
 * The island has made its load-time decision (and its request, if any, has been answered): each
 * decision ends in an event (tests/support/fragments-events.ts), which each test notes on its
 * context (beforeEach).
 */
async function settled(page: import('@playwright/test').Page) {
  await islandsIdle(page);
  await expect(page.locator('.widget_shopping_cart_content[data-island-state="mounted"]').first()).toBeAttached();
  await fragmentsDecided(page);
}

test.describe('mini cart and cart fragments @cart', () => {
  test.beforeEach(async ({ context }) => {
    await noteFragmentsEvents(context);
  });

  test('a visitor without a cart: the first page of a tab asks for the fragments and announces wc_fragments_refreshed once they are in; later pages reuse them (wc_fragments_loaded, no request); a new tab asks again; neither DOMPurify nor React is fetched', async ({ page, context }) => {
    // The shop has no React island of its own: what it fetches is the mini cart's doing.
    const chunks = recordChunks(page);
    const release = await holdRoute(page, REFRESH);
    const asked = page.waitForRequest(REFRESH);
    await page.goto('/shop/');
    await asked;
    const printed = page.locator('.site-header-cart .widget_shopping_cart_content');
    await printed.evaluate((el) => ((el as HTMLElement & { printed?: boolean }).printed = true));
    // cart-fragments.js announces the answer, not the question.
    expect(await fragmentsEvents(page)).toEqual([]);
    release();
    await expect.poll(() => fragmentsEvents(page)).toEqual(['wc_fragments_refreshed']);
    await page.unroute(REFRESH);
    expect(await refreshes(page)).toBe(1);
    // The answer is the empty mini cart the page printed: nothing replaced.
    expect(await printed.evaluate((el) => (el as HTMLElement & { printed?: boolean }).printed)).toBe(true);
    await expect(printed.locator('.woocommerce-mini-cart__empty-message')).toHaveText('No products in the cart.');
    expect(await page.evaluate(() => Object.keys(sessionStorage).sort())).toEqual(expect.arrayContaining([expect.stringMatching(/^wc_fragments_/), expect.stringMatching(/^wc_cart_hash_/)]));
    const shopChunks = [...chunks];

    for (const path of ['/home/', '/product/gear-oil-clp-220/', '/cart/']) {
      await page.goto(path);
      await settled(page);
      expect(await fragmentsEvents(page), path).toEqual(['wc_fragments_loaded']);
    }
    expect(await refreshes(page)).toBe(1);

    // sessionStorage is per tab: a new one asks again.
    const second = await context.newPage();
    const secondChunks = recordChunks(second);
    await second.goto('/shop/');
    await settled(second);
    expect(await fragmentsEvents(second)).toEqual(['wc_fragments_refreshed']);
    expect(await refreshes(page)).toBe(2);
    expect(shopChunks).toContain('cart');
    expect([...shopChunks, ...secondChunks].filter((name) => /^(react|purify|http)$/.test(name))).toEqual([]);
  });

  test('a visitor without a cart who switches language: the stored empty cart is in the other language, so the first page in it asks', async ({ page }) => {
    await page.goto('/shop/');
    await settled(page);
    await page.goto('/ru/shop/');
    await settled(page);
    expect(await fragmentsEvents(page)).toEqual(['wc_fragments_refreshed']);
    expect(await refreshes(page)).toBe(2);
    await expect(page.locator('.site-header-cart .woocommerce-mini-cart__empty-message')).toHaveText('Корзина пуста.');
    await page.goto('/ru/home/');
    await settled(page);
    expect(await fragmentsEvents(page)).toEqual(['wc_fragments_loaded']);
    expect(await refreshes(page)).toBe(2);
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
    for (const withCart of [true, false]) {
      test(`${name}, ${withCart ? 'with a cart' : 'without a cart'}: the fragments that would be reused are refreshed`, async ({ page }) => {
        if (withCart) await addByLink(page, 111);
        await page.goto('/shop/');
        await settled(page);
        await page.goto('/home/');
        await settled(page);
        expect(await fragmentsEvents(page)).toEqual(['wc_fragments_loaded']);
        expect(await refreshes(page)).toBe(1);
        // WCML's cart_widget.js localizes `actions` (wp_localize_script prints strings).
        await page.addInitScript((printed) => Object.assign(window, { actions: printed }), actions);
        await page.goto('/shop/');
        await settled(page);
        expect(await fragmentsEvents(page)).toEqual(['wc_fragments_refreshed']);
        expect(await refreshes(page)).toBe(2);
        await expect(page.locator('.site-header-cart .woocommerce-mini-cart-item')).toHaveCount(withCart ? 1 : 0);
      });
    }
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

  test('a removal tapped while its code is on the way (a phone\'s first tap, a slow line): the item is covered from the tap, in the look the overlay keeps, and takes a second tap; one removal, and the visitor stays on the page', async ({ page }) => {
    await addByLink(page, 111);
    await addByLink(page, 112);
    await page.goto('/shop/');
    await settled(page);
    const releaseChunk = await holdRoute(page, '**/chunks/remove-from-cart-*.js');
    const releaseRemoval = await holdRoute(page, '**/?wc-ajax=remove_from_cart');
    const item = page.locator('.widget-area .woocommerce-mini-cart-item').first();
    const link = item.locator('a.remove_from_cart_button');
    const { tap, point } = await tapWhereItIs(link);
    // What the link's centre shows and is: a second tap lands there.
    const atTheLink = () => page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.matches('a.remove_from_cart_button') ?? null, point);
    expect(await atTheLink()).toBe(true);
    await tap();
    await expect.poll(atTheLink).toBe(false);
    const covered = await item.screenshot({ animations: 'disabled' });
    expect(await wcAjaxCalls(page)).not.toContainEqual(['remove_from_cart', expect.anything()]);
    await tap();
    releaseChunk();
    await expect(item.locator('.blockUI.blockOverlay')).toBeAttached();
    await expect(item).toHaveAttribute('aria-busy', 'true');
    // The overlay drawn now neither doubles the look nor fades it in again.
    expect((await item.screenshot({ animations: 'disabled' })).equals(covered)).toBe(true);
    releaseRemoval();
    await expect(page.locator('.widget-area .woocommerce-mini-cart-item')).toHaveCount(1);
    await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
    expect(new URL(page.url()).pathname).toBe('/shop/');
    expect((await wcAjaxCalls(page)).filter(([name]) => name === 'remove_from_cart')).toHaveLength(1);
  });

  test('a removal waits for an add still running, as add-to-cart.js queues both: its request leaves once the add is in the page', async ({ page }) => {
    await addByLink(page, 112);
    await page.goto('/shop/');
    await settled(page);
    // The cart requests the page sends, as it sends them: fetch is called in the click's task.
    await page.evaluate(() => {
      const sent: string[] = [];
      (window as unknown as { __cartRequests: string[] }).__cartRequests = sent;
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const endpoint = new URL(input instanceof Request ? input.url : String(input), location.href).searchParams.get('wc-ajax');
        if (endpoint && endpoint !== 'get_refreshed_fragments') sent.push(endpoint);
        return fetch(input, init);
      };
    });
    const sent = () => page.evaluate(() => (window as unknown as { __cartRequests: string[] }).__cartRequests);
    const releaseAdd = await holdRoute(page, '**/?wc-ajax=add_to_cart');
    await page.locator('ul.products .add_to_cart_button[data-product_id="113"]').click();
    await expect.poll(sent).toEqual(['add_to_cart']);
    const item = page.locator('.widget-area .woocommerce-mini-cart-item').first();
    await item.locator('a.remove_from_cart_button').click();
    // The removal's click is answered (the item blocked); its request waits for the add.
    await expect(item.locator('.blockUI.blockOverlay')).toBeVisible();
    expect(await sent()).toEqual(['add_to_cart']);
    releaseAdd();
    await expect.poll(sent).toEqual(['add_to_cart', 'remove_from_cart']);
    await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
    await expect(page.locator('.widget-area .woocommerce-mini-cart-item')).toHaveCount(1);
    await expect(page.locator('.widget-area .woocommerce-mini-cart-item a.remove_from_cart_button')).toHaveAttribute('data-product_id', '113');
  });

  test('an add or a removal whose new cart cannot be shown (the replacing code did not load) loads the page again, which shows the cart the server has; nothing is added twice @hardening', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await addByLink(page, 112);
    await page.goto('/shop/');
    await settled(page);
    await page.route('**/chunks/replace-fragments-*.js', (route) => route.abort());
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.locator('ul.products .add_to_cart_button[data-product_id="113"]').click();
    await expect.poll(() => loads.length).toBe(1);
    await settled(page);
    await expect(page.locator('a.cart-contents .count')).toHaveText('2 items');
    expect((await wcAjaxCalls(page)).filter(([name]) => name === 'add_to_cart')).toHaveLength(1);
    await page.locator('.widget-area .woocommerce-mini-cart-item a.remove_from_cart_button[data-product_id="112"]').click();
    // The link's own page: the cart, without the item (removed once, by the ajax request).
    await page.waitForURL('**/cart/');
    await expect(page.locator('.woocommerce-cart-form__cart-item')).toHaveCount(1);
    await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
    expect(problems.uncaught).toEqual([]);
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

  test('the cart widget with hide-if-empty is hidden for an empty cart, shown on adding_to_cart, left shown with the empty cart when emptied (as cart-fragments.js), hidden on the next page', async ({ page }) => {
    await page.goto('/shop/');
    await settled(page);
    const widget = page.locator('.widget-area .widget_shopping_cart');
    await expect(widget).toBeHidden();
    await page.locator('ul.products .add_to_cart_button[data-product_id="112"]').click();
    await expect(widget).toBeVisible();
    await expect(widget.locator('.woocommerce-mini-cart-item')).toHaveCount(1);
    await widget.locator('a.remove_from_cart_button').click();
    await expect(widget.locator('.woocommerce-mini-cart__empty-message')).toBeVisible();
    await expect(widget).toBeVisible();
    await page.goto('/shop/');
    await settled(page);
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
  test('a page restored from the back/forward cache: the mini cart emptied, wc_fragment_refresh, filled again by the refresh', async ({ page }) => {
    await addByLink(page, 111);
    await page.goto('/shop/');
    await settled(page);
    expect(await refreshes(page)).toBe(1);
    await recordWcEvents(page, ['wc_fragment_refresh', 'wc_fragments_refreshed']);
    const release = await holdRoute(page, REFRESH);
    // Playwright's Chromium runs without the bfcache; the restore is the pageshow event it fires.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    const miniCart = page.locator('.site-header-cart .widget_shopping_cart_content');
    // As cart-fragments.js: the cart of when the visitor left is not shown while the refresh runs.
    await expect(miniCart).toBeEmpty();
    release();
    await expect.poll(() => wcEvents(page).then((events) => events.map(([name]) => name))).toEqual(['wc_fragment_refresh', 'wc_fragments_refreshed']);
    await expect(miniCart.locator('.woocommerce-mini-cart-item')).toHaveCount(1);
    expect(await refreshes(page)).toBe(2);
  });

  test('an add: the mini carts keep their look while it runs (add-to-cart.js dims one only as its fragment replaces it), no React; wc_fragments_loaded comes between wc_cart_button_updated and added_to_cart', async ({ page, context }) => {
    await page.goto('/shop/');
    await settled(page);
    const chunks = recordChunks(context);
    await recordWcEvents(page, ['adding_to_cart', 'wc_cart_button_updated', 'wc_fragments_loaded', 'added_to_cart']);
    const release = await holdRoute(page, '**/?wc-ajax=add_to_cart');
    await page.locator('ul.products .add_to_cart_button[data-product_id="112"]').click();
    const sidebar = page.locator('.widget-area .widget_shopping_cart_content');
    // The sidebar's widget, hidden while the cart was empty, is shown at adding_to_cart.
    await expect(sidebar).toBeVisible();
    await expect(page.locator('.widget_shopping_cart_content.updating, .widget_shopping_cart_content .blockOverlay')).toHaveCount(0);
    await expect(sidebar).toHaveCSS('opacity', '1');
    release();
    await expect(page.locator('.widget-area .woocommerce-mini-cart-item')).toHaveCount(1);
    await expect.poll(() => wcEvents(page).then((events) => events.map(([name]) => name))).toEqual(['adding_to_cart', 'wc_cart_button_updated', 'wc_fragments_loaded', 'added_to_cart']);
    expect(chunks).not.toContain('react');
  });

  test('a refresh that an add overtook: its older answer does not put the empty cart back', async ({ page }) => {
    // The server answers the load's refresh with the empty cart; it arrives after the add's answer.
    const { release } = await holdAnswer(page, REFRESH);
    const asked = page.waitForRequest(REFRESH);
    await page.goto('/shop/');
    await asked;
    await islandsIdle(page);
    await page.locator('ul.products .add_to_cart_button[data-product_id="112"]').click();
    await expect(page.locator('.widget-area .woocommerce-mini-cart-item')).toHaveCount(1);
    release();
    await expect.poll(() => fragmentsEvents(page)).toContain('wc_fragments_refreshed');
    await expect(page.locator('.widget-area .woocommerce-mini-cart-item')).toHaveCount(1);
    await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
    // What is stored for the next page is the add's cart too.
    await page.goto('/home/');
    await settled(page);
    expect(await fragmentsEvents(page)).toEqual(['wc_fragments_loaded']);
    await expect(page.locator('.site-header-cart .woocommerce-mini-cart-item')).toHaveCount(1);
  });

  test('a refresh answering just before an add (the server answered both at once): its older cart is not put in the page after the add\'s', async ({ page }) => {
    // The refresh's answer is the empty cart, computed before the add; it is let through only
    // once the add's answer is ready, and just before it.
    let refreshAnswered!: (answer: () => Promise<void>) => void;
    const refresh = new Promise<() => Promise<void>>((resolve) => (refreshAnswered = resolve));
    await page.route(REFRESH, async (route) => {
      const response = await route.fetch();
      refreshAnswered(() => route.fulfill({ response }));
    });
    await page.route('**/?wc-ajax=add_to_cart', async (route) => {
      const response = await route.fetch();
      const answerRefresh = await refresh;
      void answerRefresh();
      await route.fulfill({ response });
    });
    await page.goto('/shop/');
    await islandsIdle(page);
    await page.locator('ul.products .add_to_cart_button[data-product_id="112"]').click();
    await expect(page.locator('ul.products .add_to_cart_button[data-product_id="112"]')).toHaveClass(/\badded\b/);
    await expect.poll(() => fragmentsEvents(page)).toContain('wc_fragments_refreshed');
    await expect(page.locator('.widget-area .woocommerce-mini-cart-item')).toHaveCount(1);
    await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
    await page.goto('/home/');
    await settled(page);
    await expect(page.locator('.site-header-cart .woocommerce-mini-cart-item')).toHaveCount(1);
  });

  test('a refresh whose answer differs from the page replaces it, sanitised (DOMPurify fetched), without React; islands inside come alive through the runtime', async ({ page, context }) => {
    const chunks = recordChunks(context);
    await addByLink(page, 111);
    await page.route(REFRESH, (route) =>
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
    await settled(page);
    expect(chunks).toContain('purify');
    expect(chunks).not.toContain('react');
  });
});
