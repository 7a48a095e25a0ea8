import { expect, expectAccessible, islandsIdle, requestsSeen, test } from '../../tests/support/test.ts';
import { clickCalls, recordWcEvents, wcEvents } from './cart-test-helpers.ts';
import { holdRoute } from '../../tests/support/hold-route.ts';

const button = (id: number) => `ul.products .add_to_cart_button[data-product_id="${id}"]`;

test.describe('add to cart @cart', () => {
  for (const lang of ['en', 'ru'] as const) {
    test(`a click adds by ajax: loading, added, View cart link, fragments, announcement (${lang})`, async ({ page }) => {
      await page.goto(lang === 'ru' ? '/ru/shop/' : '/shop/');
      await islandsIdle(page);
      // Hold the answer so the loading state can be seen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/?wc-ajax=add_to_cart', async (route) => {
        await held;
        await route.continue();
      });
      const add = page.locator(button(111));
      await add.click();
      await expect(add).toHaveClass(/\bloading\b/);
      release();
      await expect(add).toHaveClass(/\badded\b/);
      await expect(add).not.toHaveClass(/\bloading\b/);
      const viewCart = page.locator(`${button(111)} + a.added_to_cart.wc-forward`);
      await expect(viewCart).toHaveText(lang === 'ru' ? 'Просмотр корзины' : 'View cart');
      await expect(viewCart).toHaveAttribute('href', lang === 'ru' ? '/ru/cart/' : '/cart/');
      // Every mini cart on the page (header and sidebar) and the header link are replaced.
      await expect(page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(2);
      await expect(page.locator('a.cart-contents .count')).toHaveText(lang === 'ru' ? '1 товар' : '1 item');
      await expect(page.locator('.widget_shopping_cart_live_region')).toHaveText(lang === 'ru' ? '«Редукторное масло CLP 220» добавлен в вашу корзину' : '“Gear oil CLP 220” has been added to your cart');
      // The payload is every data attribute of the button.
      expect(await clickCalls(page)).toEqual([
        ['add_to_cart', {
          quantity: '1',
          product_id: '111',
          product_sku: 'CLP220',
          success_message: lang === 'ru' ? '«Редукторное масло CLP 220» добавлен в вашу корзину' : '“Gear oil CLP 220” has been added to your cart',
        }],
      ]);
      // A second add keeps one View cart link.
      await add.click();
      await expect(page.locator('a.cart-contents .count')).toHaveText(lang === 'ru' ? '2 товара' : '2 items');
      await expect(page.locator(`${button(111)} ~ a.added_to_cart`)).toHaveCount(1);
      await expectAccessible(page);
    });
  }

  test('the code that puts the answer in (the replacing chunk, DOMPurify) comes while the server answers, not after', async ({ page }) => {
    await page.goto('/shop/');
    await islandsIdle(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/chunks\/(replace-fragments|purify)-/.exec(request.url());
      if (chunk) chunks.push(chunk[1]!);
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/?wc-ajax=add_to_cart', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator(button(111)).click();
    await expect.poll(() => [...chunks].sort()).toEqual(['purify', 'replace-fragments']);
    release();
    await expect(page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(2);
    expect(chunks).toHaveLength(2);
  });

  test('the button shows the add at the answer, as add-to-cart.js\'s first handler does, while the mini cart waits for DOMPurify (a slow line); the events keep their order', async ({ page }) => {
    await page.goto('/shop/');
    await islandsIdle(page);
    await recordWcEvents(page, ['wc_cart_button_updated', 'wc_fragments_loaded', 'added_to_cart']);
    const purify = await holdRoute(page, '**/chunks/purify-*');
    const answered = page.waitForResponse('**/?wc-ajax=add_to_cart');
    const add = page.locator(button(111));
    await add.click();
    await answered;
    await expect(page.locator(`${button(111)} + a.added_to_cart.wc-forward`)).toHaveText('View cart');
    await expect(add).toHaveClass(/\badded\b/);
    await expect(page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(0);
    expect((await wcEvents(page)).map(([name]) => name)).toEqual(['wc_cart_button_updated']);
    purify();
    await expect(page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(2);
    await expect.poll(async () => (await wcEvents(page)).map(([name]) => name)).toEqual(['wc_cart_button_updated', 'wc_fragments_loaded', 'added_to_cart']);
  });

  test('the add\'s code comes when the pointer or the keyboard comes to a button, so the click finds it; nothing is added before the click, and the http layer (ky) never comes', async ({ page }) => {
    await page.goto('/shop/');
    await islandsIdle(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/chunks\/(add-to-cart|http)-/.exec(request.url());
      if (chunk) chunks.push(chunk[1]!);
    });
    await page.locator('ul.products li.product').first().locator('h2').hover();
    await page.locator('.woocommerce-ordering select').focus();
    expect(chunks).toEqual([]);
    await page.locator(button(111)).hover();
    await expect.poll(() => chunks).toEqual(['add-to-cart']);
    expect(await clickCalls(page)).toEqual([]);
    await page.locator(button(111)).click();
    await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
    expect(chunks).toEqual(['add-to-cart']);

    // The keyboard: a button's focus fetches it too, on a page that has not fetched it yet.
    await page.goto('/ru/shop/');
    await islandsIdle(page);
    chunks.length = 0;
    await page.locator(button(111)).focus();
    await expect.poll(() => chunks).toEqual(['add-to-cart']);
  });

  test('the add and the remove call add-to-cart.js\'s own wc_ajax_url (wc_add_to_cart_params), not woocommerce_params\'', async ({ page }) => {
    // The page as printed, with add-to-cart.js's URL told apart by a parameter the staging ignores.
    await page.route('**/shop/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(var wc_add_to_cart_params = \{[^;]*?"wc_ajax_url":")([^"]*)"/, '$1$2&via=add-to-cart-params"');
      await route.fulfill({ response, body: html });
    });
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('wc-ajax') && url.searchParams.get('wc-ajax') !== 'get_refreshed_fragments') calls.push(`${url.searchParams.get('wc-ajax')} ${url.searchParams.get('via')}`);
    });
    await page.goto('/shop/');
    await islandsIdle(page);
    await page.locator(button(111)).click();
    await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
    await page.locator('.widget-area .woocommerce-mini-cart-item a.remove_from_cart_button').first().click();
    await expect(page.locator('.widget-area .woocommerce-mini-cart-item')).toHaveCount(0);
    expect(calls).toEqual(['add_to_cart add-to-cart-params', 'remove_from_cart add-to-cart-params']);
  });

  test('when the add\'s code cannot come, the pointer on the button says nothing; the click follows the button\'s link, with one console error @hardening', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.route('**/chunks/add-to-cart-*.js', (route) => route.abort());
    await page.goto('/shop/');
    await islandsIdle(page);
    await page.locator(button(113)).hover();
    await expect.poll(() => problems.errors.some((text) => text.includes('ERR_FAILED'))).toBe(true);
    expect(problems.errors.filter((text) => text.includes('[theme]'))).toEqual([]);
    await page.locator(button(113)).click();
    await page.waitForURL((url) => url.pathname === '/shop/' && !url.search);
    await expect(page.locator('.widget-area .woocommerce-mini-cart-item')).toHaveCount(1);
    expect(problems.errors.filter((text) => text.includes('[theme]'))).toEqual([expect.stringMatching(/^\[theme\] island "cart-actions" failed on <a\.[^>]*add_to_cart_button[^>]*>: /)]);
    expect(problems.uncaught).toEqual([]);
  });

  test('an answer gone wrong after the server added the product (a PHP notice printed before the JSON): the page is loaded again, not the add link, so the product is added once', async ({ page }) => {
    await page.goto('/shop/');
    await islandsIdle(page);
    await page.route('**/?wc-ajax=add_to_cart', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `<br />\n<b>Notice</b>: Undefined index: colour in functions.php on line 12<br />\n${await response.text()}` });
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.locator(button(113)).click();
    await expect.poll(() => loads).toEqual([expect.stringMatching(/\/shop\/$/)]);
    await islandsIdle(page);
    await expect(page.locator('.widget-area .woocommerce-mini-cart-item')).toHaveCount(1);
    await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
    expect((await requestsSeen(page)).filter((request) => request.query['add-to-cart'])).toEqual([]);
  });

  test('quick clicks are queued: every click adds, in click order, one request at a time', async ({ page }) => {
    await page.goto('/shop/');
    await islandsIdle(page);
    const inFlight: number[] = [];
    let open = 0;
    await page.route('**/?wc-ajax=add_to_cart', async (route) => {
      inFlight.push(++open);
      await new Promise((resolve) => setTimeout(resolve, 150));
      await route.continue();
      open--;
    });
    await page.locator(button(113)).click();
    await page.locator(button(112)).click();
    await page.locator(button(113)).click();
    await expect(page.locator('a.cart-contents .count')).toHaveText('3 items');
    expect((await clickCalls(page)).map(([, fields]) => fields.product_id)).toEqual(['113', '112', '113']);
    expect(Math.max(...inFlight)).toBe(1);
  });

  test('with cart_redirect_after_add the browser goes to the cart', async ({ page }) => {
    await page.goto('/shop/?variant=cart-redirect');
    await islandsIdle(page);
    await page.locator(button(112)).click();
    await page.waitForURL('**/cart/');
    await expect(page.locator('.woocommerce-cart-form__cart-item')).toHaveCount(1);
  });

  test('an answer with error and product_url goes to the product page', async ({ page }) => {
    await page.goto('/shop/');
    await islandsIdle(page);
    await page.locator(button(114)).click();
    await page.waitForURL('**/product/cutting-fluid-emulsion/');
    await expect(page.locator('.summary .stock.out-of-stock')).toBeVisible();
  });

  test('the sold-out product has a Read more link, not an ajax button', async ({ page }) => {
    await page.goto('/shop/');
    await expect(page.locator('li.product.outofstock a.button')).toHaveText('Read more');
    await expect(page.locator('li.product.outofstock .ajax_add_to_cart')).toHaveCount(0);
  });

  // A failed request (every way: tests/failures/cases/cart.ts) follows the button's no-JS link.

  test('should_send_ajax_request.adding_to_cart answering false sends nothing and resets the button', async ({ page }) => {
    await page.goto('/shop/');
    await islandsIdle(page);
    await page.evaluate(() => document.body.addEventListener('wc:should_send_ajax_request.adding_to_cart', (event) => event.preventDefault()));
    await recordWcEvents(page, ['ajax_request_not_sent.adding_to_cart', 'adding_to_cart']);
    const add = page.locator(button(111));
    await add.click();
    // The click's handler has decided (its chunk loads first): not sent, and said so as WooCommerce does.
    await expect.poll(async () => (await wcEvents(page)).map(([name]) => name)).toEqual(['ajax_request_not_sent.adding_to_cart']);
    await expect(add).not.toHaveClass(/loading|added/);
    expect(await clickCalls(page)).toEqual([]);
  });
});
