import type { Page } from '@playwright/test';
import { SITE } from './site.ts';
import { bothModes, expect, open, ready, stagingSwitch, test, type Visitor } from './support/visit.ts';
import { miniCart, miniCartEmpty, miniCartItems, seen } from './support/views.ts';
import { holdAnswer, holdRoute } from '../../tests/support/hold-route.ts';

/** The shop's ajax add-to-cart buttons of simple products in stock, in page order. */
const addButtons = (page: Page) => page.locator('ul.products a.add_to_cart_button.ajax_add_to_cart');

/**
 * Opens the shop with an empty cart and waits for its mini cart to show so. With the classic
 * scripts that is the page's fragments refresh answered: an add made before would be undone on
 * screen by that answer (computed before the add) when it lands after the add's. With the bundle
 * it is the plugin's print, shown at once, and a refresh an add overtook is dropped
 * (mini-cart.spec.ts: the refresh answering just before an add).
 */
async function openEmptyShop(v: Visitor): Promise<void> {
  await open(v, SITE.shop);
  await expect(miniCartEmpty(v.page)).toBeVisible();
}

async function buttonView(page: Page, index: number) {
  const button = addButtons(page).nth(index);
  const item = button.locator('xpath=ancestor::li[contains(@class, "product")][1]');
  return {
    classes: ((await button.getAttribute('class')) ?? '').split(/\s+/).filter((c) => ['loading', 'added'].includes(c)),
    viewCart: await item.locator('a.added_to_cart').evaluateAll((links) => links.map((link) => `${(link.textContent ?? '').replace(/\s+/g, ' ').trim()} ${new URL((link as HTMLAnchorElement).href).pathname}`)),
  };
}

test.describe('shop page on the real site @wordpress', () => {
  test('ajax add to cart, twice on the same button: one View cart link, quantity 2 in the mini cart', async ({ visitor }) => {
    const fragmentRequests: Record<string, number> = {};
    const views = await bothModes(visitor, async (v) => {
      let refreshes = 0;
      v.page.on('request', (request) => {
        if (request.url().includes('wc-ajax=get_refreshed_fragments')) refreshes++;
      });
      await openEmptyShop(v);
      // The bundle shows the plugin's empty print at once and asks at idle, which a busy machine
      // puts off: wait for that request, then count them all once the adds are done.
      await expect.poll(() => refreshes).toBeGreaterThan(0);
      const empty = await miniCart(v.page);
      await addButtons(v.page).first().click();
      await expect(addButtons(v.page).first()).toHaveClass(/\badded\b/);
      await expect(miniCartItems(v.page)).toHaveCount(1);
      const once = { button: await buttonView(v.page, 0), cart: await miniCart(v.page) };
      await addButtons(v.page).first().click();
      await expect(miniCartItems(v.page).locator('.quantity').first()).toContainText('2 ×');
      await expect(addButtons(v.page).first()).not.toHaveClass(/\bloading\b/);
      const twice = { button: await buttonView(v.page, 0), cart: await miniCart(v.page) };
      fragmentRequests[v.mode] = refreshes;
      return { empty, once, twice };
    });
    expect(views.classic.empty).toEqual(['No products in the cart.']);
    expect(views.classic.once.button.viewCart).toEqual([`View cart ${SITE.cart}`]);
    expect(views.bundle).toEqual(views.classic);
    // The first page of the tab asks for the fragments, cart or not, as cart-fragments.js does.
    expect(fragmentRequests).toEqual({ classic: 1, bundle: 1 });
  });

  test('a first add to cart shows the button loading at the click, before any answer or script comes', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await openEmptyShop(v);
      // Everything the click asks for is held: the add itself and any script (the bundle fetches
      // the action's chunk at the first click; the classic page has all of its scripts already).
      const held: Array<() => Promise<void>> = [];
      let holding = true;
      let scripts = 0;
      await v.page.route(/wc-ajax=add_to_cart|\.js(\?|$)/, async (route) => {
        if (!holding) return route.continue();
        if (/\.js(\?|$)/.test(route.request().url())) scripts++;
        held.push(() => route.continue());
      });
      await addButtons(v.page).first().click();
      await expect(addButtons(v.page).first()).toHaveClass(/\bloading\b/);
      await expect.poll(() => held.length).toBeGreaterThan(0);
      const pressed = await buttonView(v.page, 0);
      // Every held request goes on, and any later one (the chunk's own imports) is not held.
      holding = false;
      await Promise.all(held.map((release) => release()));
      await expect(addButtons(v.page).first()).toHaveClass(/\badded\b/);
      // The bundle puts the answer's fragments in once their sanitiser has come, which the held
      // scripts put off: the mini cart is read once it shows the item, as in the test above.
      await expect(miniCartItems(v.page)).toHaveCount(1);
      return { pressed, scriptsHeld: scripts > 0, added: await buttonView(v.page, 0), cart: await miniCart(v.page) };
    });
    expect(views.classic.pressed).toEqual({ classes: ['loading'], viewCart: [] });
    expect(views.bundle.scriptsHeld).toBe(true); // the look came before the bundle's action did
    expect({ ...views.bundle, scriptsHeld: false }).toEqual(views.classic);
  });

  test('an add answered: the button shows added and its View cart link at the answer, with the bundle while DOMPurify is still on its way (a slow line), with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await openEmptyShop(v);
      const purify = v.mode === 'bundle' ? await holdRoute(v.page, '**/chunks/purify-*') : () => {};
      const answered = v.page.waitForResponse((response) => response.url().includes('wc-ajax=add_to_cart'));
      await addButtons(v.page).first().click();
      await answered;
      await expect(addButtons(v.page).first()).toHaveClass(/\badded\b/);
      const atAnswer = await buttonView(v.page, 0);
      purify();
      await expect(miniCartItems(v.page)).toHaveCount(1);
      return { atAnswer, cart: await miniCart(v.page) };
    });
    expect(views.classic.atAnswer.viewCart).toHaveLength(1);
    expect(views.bundle).toEqual(views.classic);
  });

  test('an add the server answers 11 s late (having added at once) adds the product once: the button waits for the answer, with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      // The page's clock, moved on by the test rather than waited out (it runs as usual otherwise).
      await v.page.clock.install();
      await openEmptyShop(v);
      await addButtons(v.page).nth(1).click();
      await expect(miniCartItems(v.page)).toHaveCount(1);
      // The next add reaches the server at once; its answer reaches the browser 11 s later by the
      // page's clock (a slow host, a proxy holding it): longer than any time-out a script might set.
      const { reachedServer, release } = await holdAnswer(v.page, /wc-ajax=add_to_cart/);
      await addButtons(v.page).first().click();
      await expect(addButtons(v.page).first()).toHaveClass(/\bloading\b/);
      await reachedServer;
      await v.page.clock.fastForward(11_000);
      const waiting = await buttonView(v.page, 0);
      release();
      await expect(addButtons(v.page).first()).toHaveClass(/\badded\b/);
      await expect(miniCartItems(v.page)).toHaveCount(2);
      await v.page.unroute(/wc-ajax=add_to_cart/);
      const shown = { url: new URL(v.page.url()).pathname + new URL(v.page.url()).search, waiting, button: await buttonView(v.page, 0), cart: await miniCart(v.page) };
      // What the server holds: the cart page, loaded afresh.
      await open(v, SITE.cart);
      const quantities = await v.page.locator('.woocommerce-cart-form input.qty').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      return { shown, quantities };
    });
    expect(views.classic.shown.waiting.classes).toContain('loading');
    expect(views.classic.quantities).toEqual(['1', '1']);
    expect(views.bundle).toEqual(views.classic);
  });

  test('the pointer on an add button adds nothing; with the bundle it brings the add\'s code (not ky\'s) and what its answer\'s fragments need, which the click then finds', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await openEmptyShop(v);
      const chunks: string[] = [];
      let adds = 0;
      v.page.on('request', (request) => {
        const chunk = /\/chunks\/(add-to-cart|http|replace-fragments|purify)-/.exec(request.url());
        if (chunk) chunks.push(chunk[1]!);
        if (request.url().includes('wc-ajax=add_to_cart')) adds++;
      });
      await addButtons(v.page).first().hover();
      if (v.mode === 'bundle') await expect.poll(() => [...chunks].sort()).toEqual(['add-to-cart', 'purify', 'replace-fragments']);
      const hovered = { adds, button: await buttonView(v.page, 0) };
      const fetchedAtHover = chunks.length;
      await addButtons(v.page).first().click();
      await expect(addButtons(v.page).first()).toHaveClass(/\badded\b/);
      await expect(miniCartItems(v.page)).toHaveCount(1);
      return { hovered, fetchedAtHover, fetchedAtClick: chunks.length - fetchedAtHover, adds, added: await buttonView(v.page, 0), cart: await miniCart(v.page) };
    });
    expect(views.classic.hovered).toEqual({ adds: 0, button: { classes: [], viewCart: [] } });
    expect(views.classic.adds).toBe(1);
    // The classic page has its scripts from the start; the bundle's add comes at the hover (with
    // no http chunk: the cart's calls go without ky), and with it the fragments' replacing code
    // and DOMPurify: on a slow line the mini cart waited for them after the answer. Nothing at
    // the click.
    expect(views.bundle).toEqual({ ...views.classic, fetchedAtHover: 3, fetchedAtClick: 0 });
  });

  test('mini cart removal: the first item, then the last one', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await openEmptyShop(v);
      for (const index of [0, 1]) {
        await addButtons(v.page).nth(index).click();
        await expect(miniCartItems(v.page)).toHaveCount(index + 1);
      }
      const full = await miniCart(v.page);
      const items = miniCartItems(v.page);
      await items.first().locator('a.remove').click();
      await expect(items).toHaveCount(1);
      const afterFirst = await miniCart(v.page);
      await items.first().locator('a.remove').click();
      await expect(miniCartEmpty(v.page)).toBeVisible();
      return { full, afterFirst, afterLast: await miniCart(v.page), url: new URL(v.page.url()).pathname };
    });
    expect(views.classic.full).toHaveLength(2);
    expect(views.classic.afterLast).toEqual(['No products in the cart.']);
    expect(views.bundle).toEqual(views.classic);
  });

  test('with AJAX add to cart turned off by the shop\'s admin, an add button and the mini cart\'s remove are plain links', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      // WooCommerce's setting "Enable AJAX add to cart buttons on archives" off (the staging's cookie):
      // no add-to-cart.js, no wc_add_to_cart_params on the page.
      await stagingSwitch(v, 'lubrica_ajax_add_to_cart', 'no');
      const calls: string[] = [];
      v.page.on('request', (request) => {
        const call = /wc-ajax=(add_to_cart|remove_from_cart)|\/chunks\/(add-to-cart|remove-from-cart)-/.exec(request.url());
        if (call) calls.push(call[1] ?? call[2]!);
      });
      await openEmptyShop(v);
      const params = await v.page.evaluate(() => 'wc_add_to_cart_params' in window);
      const button = addButtons(v.page).first();
      const product = await button.getAttribute('data-product_id');
      await button.hover();
      await Promise.all([v.page.waitForURL((url) => url.searchParams.get('add-to-cart') === product), button.click()]);
      await ready(v);
      // The new page's mini cart is filled by the fragments' refresh (the cart's hash changed).
      await expect(miniCartItems(v.page)).toHaveCount(1);
      const notice = v.page.locator('.woocommerce-notices-wrapper .woocommerce-message');
      const added = { notice: await seen(notice), cart: await miniCart(v.page) };
      const remove = miniCartItems(v.page).locator('a.remove').first();
      await remove.hover();
      await Promise.all([v.page.waitForURL((url) => !url.searchParams.has('add-to-cart')), remove.click()]);
      await ready(v);
      await expect(miniCartEmpty(v.page)).toBeVisible();
      const removed = { path: new URL(v.page.url()).pathname, notice: await seen(notice), cart: await miniCart(v.page) };
      return { params, added, removed, calls, warnings: v.warnings };
    });
    expect(views.classic.params).toBe(false);
    expect(views.classic.added.cart).toHaveLength(1);
    expect(views.classic.added.notice).toContain('has been added to your cart');
    expect(views.classic.removed.cart).toEqual(['No products in the cart.']);
    // Neither page asks for an AJAX add or remove; the bundle fetches neither action nor warns.
    expect(views.classic.calls).toEqual([]);
    expect(views.bundle).toEqual(views.classic);
  });

  test('sort order: choosing an order submits the form; the result count is announced again', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, SITE.shop);
      const titles = () => v.page.locator('ul.products li.product .woocommerce-loop-product__title').allInnerTexts();
      const before = await titles();
      await Promise.all([v.page.waitForURL(/orderby=price/), v.page.locator('.woocommerce-ordering select.orderby').selectOption('price')]);
      await open(v, v.page.url());
      const url = new URL(v.page.url());
      // The result count (role=alert) is hidden from screen readers at load and put back 2 s later,
      // so the new order is announced again: shown again as woocommerce.js leaves it.
      const count = v.page.locator('.woocommerce-result-count');
      await expect(count).toHaveAttribute('aria-hidden', 'false');
      const resultCount = { hidden: await count.getAttribute('aria-hidden'), text: await seen(count) };
      return { before, after: await titles(), query: Object.fromEntries(url.searchParams), selected: await v.page.locator('select.orderby').inputValue(), resultCount };
    });
    expect(views.classic.query).toMatchObject({ orderby: 'price' });
    expect(views.classic.after).not.toEqual(views.classic.before);
    expect(views.bundle).toEqual(views.classic);
  });

  test('sort order: a theme\'s custom dropdown changing the select with jQuery (.trigger(\'change\'), which native listeners do not hear) submits the form too', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      // Such a dropdown is a jQuery plugin: jQuery stays on the page.
      await stagingSwitch(v, 'lubrica_keep_jquery', '1');
      await open(v, SITE.shop);
      await Promise.all([
        v.page.waitForURL(/orderby=price-desc/),
        v.page.evaluate(() => {
          const $ = (window as unknown as { jQuery: (selector: string) => { val(value: string): { trigger(name: string): void } } }).jQuery;
          $('.woocommerce-ordering select.orderby').val('price-desc').trigger('change');
        }),
      ]);
      return Object.fromEntries(new URL(v.page.url()).searchParams);
    });
    expect(views.classic).toMatchObject({ orderby: 'price-desc' });
    expect(views.bundle).toEqual(views.classic);
  });
});
