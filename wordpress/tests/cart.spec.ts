import { readFileSync } from 'node:fs';
import type { ManifestEntry } from '../../build/theme-manifest.ts';
import { PLUGIN_DIST } from '../../build/plugin-dist.ts';
import { SITE, firstProductId } from './site.ts';
import { bothModes, expect, open, test, type Visitor } from './support/visit.ts';
import { noticesGlidedTo, seen } from './support/views.ts';
import { stillness } from '../../tests/support/stillness.ts';
import { recordScriptRequests } from '../../tests/support/script-requests.ts';
import { holdRoute } from '../../tests/support/hold-route.ts';
import { pauseClockAhead } from '../../tests/support/frozen-clock.ts';
import { tapWhereItIs } from '../../tests/support/tap-where-it-is.ts';
import { lookDifference } from './support/pixels.ts';

/**
 * The cart page keeps WooCommerce's cart.js (the bundle does not carry it). With the plugin on,
 * cart.js and what only it needs (jQuery, blockUI, the country selects) are not printed: the
 * classic-cart island loads them at the visitor's first touch of the cart and holds the clicks
 * cart.js answers until it listens. The bundle gives cart.js woocommerce.js's
 * `$.scroll_to_notices`, once jQuery has arrived.
 */
test.describe('cart page on the real site @wordpress', () => {
  test('updating a quantity: the blocked form, the notice scrolled to, the new totals and mini cart', async ({ visitor }) => {
    const views = await bothModes((mode) => visitor(mode, { height: 500 }), async (v) => {
      await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
      await open(v, SITE.cart);
      const quantity = v.page.locator('.woocommerce-cart-form input.qty').first();
      await quantity.fill('3');
      await v.page.locator('.woocommerce-cart-form [name="update_cart"]').click();
      await expect(v.page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toBeVisible();
      await expect(v.page.locator('.woocommerce-cart-form .blockUI')).toHaveCount(0);
      await stillness(v.page);
      // cart.js's $.scroll_to_notices($('[role="alert"]')).
      await noticesGlidedTo(v.page.locator('[role="alert"]'));
      return {
        notice: await seen(v.page.locator('.woocommerce-notices-wrapper .woocommerce-message')),
        quantity: await quantity.inputValue(),
        subtotal: await seen(v.page.locator('.woocommerce-cart-form .product-subtotal').first()),
        total: await seen(v.page.locator('.cart_totals .order-total td')),
      };
    });
    expect(views.classic.notice).toBe('Cart updated.');
    expect(views.classic.quantity).toBe('3');
    expect(views.bundle).toEqual(views.classic);
  });

  test('at load: "Update cart" disabled, and with the bundle no jQuery nor cart.js until the first touch; a remove clicked first is made by cart.js', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      const scripts = recordScriptRequests(v.page);
      await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
      await open(v, SITE.cart);
      const atLoad = {
        updateDisabled: await v.page.locator('.woocommerce-cart-form [name="update_cart"]').isDisabled(),
        jQuery: await v.page.evaluate(() => 'jQuery' in window),
        cartJs: scripts.some((path) => path.endsWith('/cart.min.js')),
      };
      // The page is not reloaded: cart.js removes the item with a request and redraws the cart.
      await v.page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await v.page.locator('.woocommerce-cart-form .product-remove > a').first().click();
      await expect(v.page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toContainText('removed');
      await stillness(v.page);
      return {
        atLoad,
        sameDocument: await v.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true),
        notice: await seen(v.page.locator('.woocommerce-notices-wrapper .woocommerce-message')),
        empty: await seen(v.page.locator('.wc-empty-cart-message, .cart-empty').first()),
      };
    });
    expect(views.classic.atLoad).toEqual({ updateDisabled: true, jQuery: true, cartJs: true });
    expect(views.bundle.atLoad).toEqual({ updateDisabled: true, jQuery: false, cartJs: false });
    expect(views.classic.sameDocument).toBe(true);
    expect({ ...views.bundle, atLoad: null }).toEqual({ ...views.classic, atLoad: null });
  });

  test('"Update cart" tapped while cart.js is on its way (with the bundle: a slow line): the form and the totals blocked at once in cart.js\'s look, a second tap taken by the overlay; one update, with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
      await open(v, SITE.cart);
      // The update's own request, held so the blocked look can be seen; counted.
      let updates = 0;
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await v.page.route(`**${SITE.cart}`, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        updates++;
        await answered;
        await route.continue();
      });
      // With the bundle, the quantity's touch fetches jQuery and the rest; cart.js is held.
      const releaseCartJs = v.mode === 'bundle' ? await holdRoute(v.page, '**/cart.min.js*') : () => undefined;
      const cartJsAsked = v.mode === 'bundle' ? v.page.waitForRequest('**/cart.min.js*') : Promise.resolve();
      await v.page.locator('.woocommerce-cart-form input.qty').first().fill('3');
      await cartJsAsked;
      const update = v.page.locator('.woocommerce-cart-form [name="update_cart"]');
      const { tap } = await tapWhereItIs(update);
      const parts = [v.page.locator('form.woocommerce-cart-form'), v.page.locator('div.cart_totals')];
      const look = async () => {
        await stillness(v.page);
        // (WooCommerce's spinner turns forever: shot at its start.)
        return Promise.all(parts.map((part) => part.screenshot({ animations: 'disabled' })));
      };
      await tap();
      await expect(parts[1]!.locator('.blockUI.blockOverlay')).toBeAttached();
      const atTheTap = await look();
      // The totals' cover at every frame from now until the update is under way: with the
      // bundle, cart.js's block takes it over without a fade (a blink).
      await v.page.evaluate(() => {
        const frames: number[] = [];
        Object.assign(window, { coverFrames: frames, coverSampled: true });
        const totals = document.querySelector('div.cart_totals')!;
        const sample = () => {
          const alphas = Array.from(totals.querySelectorAll(':scope > .blockUI.blockOverlay'), (overlay) => {
            const style = getComputedStyle(overlay);
            return ((style.backgroundColor.match(/[\d.]+/g) ?? []).map(Number)[3] ?? 1) * Number(style.opacity);
          });
          frames.push(Math.round(Math.max(0, ...alphas) * 100) / 100);
          if ((window as unknown as { coverSampled: boolean }).coverSampled) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await tap();
      releaseCartJs();
      // With the bundle, cart.js's own block once it is there (the held click made again).
      await expect.poll(() => updates).toBe(1);
      const whileUpdating = await look();
      const cover = await v.page.evaluate(() => {
        Object.assign(window, { coverSampled: false });
        const frames = (window as unknown as { coverFrames: number[] }).coverFrames;
        return { frames: frames.length > 0, least: Math.min(...frames) };
      });
      answer();
      await expect(v.page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toBeVisible();
      await expect(v.page.locator('.blockUI')).toHaveCount(0);
      await stillness(v.page);
      return {
        looks: { atTheTap, whileUpdating },
        cover,
        updates,
        quantity: await v.page.locator('.woocommerce-cart-form input.qty').first().inputValue(),
        total: await seen(v.page.locator('.cart_totals .order-total td')),
      };
    });
    expect(views.classic).toMatchObject({ updates: 1, quantity: '3', cover: { frames: true, least: 0.6 } });
    const { looks: classicLooks, ...classic } = views.classic;
    const { looks: bundleLooks, ...bundle } = views.bundle;
    expect(bundle).toEqual(classic);
    const { context } = await visitor('classic');
    for (const moment of ['atTheTap', 'whileUpdating'] as const) {
      for (const [at, name] of ['the form', 'the totals'].entries()) {
        expect(await lookDifference(context, classicLooks[moment][at]!, bundleLooks[moment][at]!), `${name}, ${moment}`).toBeNull();
      }
    }
  });

  test('"Calculate shipping" tapped as the first touch while cart.js is on its way (with the bundle: a slow line), then again as nothing opens: the totals blocked at the first tap, the second taken by the overlay; the calculator open once cart.js has come, as one tap opens it with the plugin off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
      await open(v, SITE.cart);
      const totals = v.page.locator('div.cart_totals');
      const calculator = v.page.locator('.shipping-calculator-form');
      await expect(calculator).toBeHidden();
      const { tap } = await tapWhereItIs(v.page.locator('.shipping-calculator-button'));
      let blockedAtTheTap = false;
      if (v.mode === 'bundle') {
        const releaseCartJs = await holdRoute(v.page, '**/cart.min.js*');
        const cartJsAsked = v.page.waitForRequest('**/cart.min.js*');
        await tap();
        await cartJsAsked;
        // Without a look the visitor taps again, and cart.js, made to answer both taps, opened
        // the calculator and closed it.
        await expect(totals.locator(':scope > .blockUI.blockOverlay')).toBeAttached();
        blockedAtTheTap = true;
        await tap();
        releaseCartJs();
      } else {
        await tap();
      }
      await expect(calculator).toBeVisible();
      await stillness(v.page);
      return {
        blockedAtTheTap,
        open: await calculator.isVisible(),
        expanded: await v.page.locator('.shipping-calculator-button').getAttribute('aria-expanded'),
        overlays: await v.page.locator('.blockUI').count(),
        fields: await calculator.locator('input:visible, select').evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).name)),
      };
    });
    expect(views.classic).toMatchObject({ open: true, overlays: 0 });
    expect(views.bundle).toEqual({ ...views.classic, blockedAtTheTap: true });
  });

  test('a cross-sell added from under the cart as the first touch: the cart above takes it in, with the plugin on and off (cart.js loads the cart again), and with the bundle also when the add is answered before cart.js or before the cart\'s island has come', async ({ visitor }) => {
    /** With the bundle, what its touch fetches that is held until the add's answer: cart.js, or the cart's island itself. */
    const scenario = async (v: Visitor, late = '**/cart.min.js*') => {
      await open(v, '/product/smazka-tsiatim-201/');
      const id = await v.page.locator('form.cart [name="add-to-cart"]').getAttribute('value');
      await open(v, `${SITE.shop}?add-to-cart=${id}`);
      await open(v, SITE.cart);
      const crossSell = v.page.locator('.cross-sells .add_to_cart_button.ajax_add_to_cart');
      await expect(crossSell).toHaveCount(1);
      // With the bundle, its touch also fetches jQuery and cart.js: the add's answer comes first
      // here (held until then), the order a slow connection gives.
      const release = v.mode === 'bundle' ? await holdRoute(v.page, late) : () => undefined;
      const added = v.page.waitForResponse((response) => response.url().includes('wc-ajax=add_to_cart'));
      await crossSell.click();
      await added;
      await expect(crossSell).toHaveClass(/added/);
      release();
      const rows = v.page.locator('.woocommerce-cart-form .woocommerce-cart-form__cart-item .product-name');
      await expect(rows).toHaveCount(2);
      await stillness(v.page);
      return { rows: await rows.allInnerTexts(), total: await seen(v.page.locator('.cart_totals .order-total .amount')) };
    };
    const views = await bothModes(visitor, scenario);
    expect(views.classic.rows).toHaveLength(2);
    expect(views.bundle).toEqual(views.classic);
    expect(await scenario(await visitor('bundle'), '**/chunks/ClassicCart.island-*')).toEqual(views.classic);
  });

  test('with items in the cart, what the first touch loads (the island\'s chunks, cart.js and its scripts) is fetched ahead and not run (the bundle); the first touch takes it all from the browser\'s cache', async ({ visitor }) => {
    const v = await visitor('bundle');
    await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
    await open(v, SITE.cart);
    const scripts = await v.page.evaluate(() => (JSON.parse(document.getElementById('lubrica-classic-scripts')!.textContent!) as Record<string, string[]>)['wc-cart']!);
    expect(scripts.map((url) => new URL(url).pathname.split('/').pop())).toEqual(expect.arrayContaining(['jquery.min.js', 'cart.min.js']));
    const manifest = JSON.parse(readFileSync(`${PLUGIN_DIST}/manifest.json`, 'utf8')) as Record<string, ManifestEntry>;
    const chunks = manifest['theme.js']!.fetchAhead!['classic-cart']!.map((file) => new URL(`wp-content/plugins/lubrica-islands/dist/${file}`, `${test.info().project.use.baseURL}/`).href);
    expect(chunks.map((url) => new URL(url).pathname.split('/').pop())).toEqual(expect.arrayContaining([expect.stringMatching(/^ClassicCart\.island-/)]));
    const files = [...chunks, ...scripts];
    /** How each file was loaded since `since` (ms of the page's clock), by the page's resource timing. */
    const loads = (since = 0) =>
      v.page.evaluate(
        ({ files, since }) =>
          files.map((url) => {
            const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name === url && e.startTime >= since && e.responseEnd > 0);
            return entries.length === 0 ? 'not loaded' : entries.every((e) => e.transferSize === 0) ? 'from cache' : 'downloaded';
          }),
        { files, since },
      );
    // Fetched on this page or, for those every page with a cart fetches ahead (jQuery …), on the shop's.
    await expect.poll(async () => (await loads()).map((load) => load !== 'not loaded'), { message: 'fetched ahead' }).toEqual(files.map(() => true));
    expect(await v.page.evaluate(() => 'jQuery' in window), 'not run').toBe(false);
    const touched = await v.page.evaluate(() => performance.now());
    await v.page.locator('.woocommerce-cart-form input.qty').first().hover();
    // The island is mounted once the last script has run. (jQuery alone is no sign: it runs
    // first, and the page prints wc_cart_params; the CI read the third script before it was in.)
    await expect(v.page.locator('.woocommerce:has(> form.woocommerce-cart-form)')).toHaveAttribute('data-island-state', 'mounted');
    // A file's timing entry may be noted a moment after it ran: polled until the island's chunk
    // and each script are noted (the chunks it imports may rightly not be loaded again).
    const mustLoad = (load: string[]) => [load[0], ...load.slice(chunks.length)];
    await expect.poll(async () => mustLoad(await loads(touched)).every((load) => load !== 'not loaded'), { message: 'each file noted at the first touch' }).toBe(true);
    const atTouch = await loads(touched);
    expect(atTouch.slice(chunks.length), 'the scripts, at the first touch').toEqual(scripts.map(() => 'from cache'));
    // The island's own chunk from the cache; one it imports that the page had already (the mini
    // cart's), not loaded again.
    expect(atTouch[0], 'the island\'s chunk, at the first touch').toBe('from cache');
    expect(atTouch.slice(1, chunks.length).filter((load) => load === 'downloaded'), 'the chunks it imports, at the first touch').toEqual([]);
  });

  test('a shipping method chosen from the keyboard, first touch and again: the radio keeps the focus once the totals come back, so the next arrow chooses again, with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      // Over 200 €: free shipping beside the courier.
      await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}&quantity=60`);
      await open(v, SITE.cart);
      await expect(v.page.locator('.cart_totals input.shipping_method')).toHaveCount(2);
      const chosen = () => v.page.locator('.cart_totals input.shipping_method:checked').getAttribute('value');
      const choose = async (key: 'ArrowDown' | 'ArrowUp') => {
        // cart.js puts the totals it is answered in place of these, then focuses the radio chosen.
        await v.page.evaluate(() => document.querySelector('.cart_totals')!.setAttribute('data-answered', 'no'));
        const answered = v.page.waitForResponse((response) => response.url().includes('wc-ajax=update_shipping_method'));
        await v.page.keyboard.press(key);
        await answered;
        await v.page.waitForFunction(() => !document.querySelector('.cart_totals[data-answered]'));
        return { chosen: await chosen(), focused: await v.page.evaluate(() => document.activeElement?.id ?? null), total: await seen(v.page.locator('.cart_totals .order-total td')) };
      };
      const first = await chosen();
      // Tab's stop in the group: the first touch of the cart, with the bundle.
      await v.page.locator('.cart_totals input.shipping_method:checked').focus();
      const down = await choose('ArrowDown');
      // Where the next arrow goes: to the group, as cart.js leaves it (to the page, it chooses nothing).
      await expect(v.page.locator('.cart_totals input.shipping_method:focus'), 'the focus after the first choice').toHaveCount(1);
      const up = await choose('ArrowUp');
      return { first, down, up };
    });
    expect(views.classic.down.chosen).not.toBe(views.classic.first);
    expect(views.classic.down.focused).toBe(`shipping_method_0_${views.classic.down.chosen!.replace(':', '')}`);
    expect(views.classic.up.chosen).toBe(views.classic.first);
    expect(views.classic.up.focused).toBe(`shipping_method_0_${views.classic.first!.replace(':', '')}`);
    expect(views.bundle).toEqual(views.classic);
  });

  test('with the bundle, a shipping method chosen the moment cart.js starts (a key pressed before the island\'s own ready callback, as input outruns queued timers): posted once, and the totals show it', async ({ visitor }) => {
    const v = await visitor('bundle');
    await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}&quantity=60`);
    await open(v, SITE.cart);
    const posted: string[] = [];
    v.page.on('request', (request) => {
      if (request.url().includes('wc-ajax=update_shipping_method')) posted.push(new URLSearchParams(request.postData() ?? '').get('shipping_method[0]') ?? '');
    });
    const other = await v.page.locator('.cart_totals input.shipping_method:not(:checked)').getAttribute('value');
    const totalBefore = await seen(v.page.locator('.cart_totals .order-total td'));
    // cart.js disables "Update cart" in the call that attaches its listeners: the change comes in
    // the next task, at a key press's priority (jQuery runs each ready callback in a timer task,
    // and the browser runs input first; the CI pressed a key there once, and it was posted twice).
    await v.page.evaluate(() => {
      new MutationObserver((_, observer) => {
        observer.disconnect();
        (window as unknown as { scheduler: { postTask(task: () => void, options: { priority: string }): unknown } }).scheduler.postTask(
          () => {
            const radio = document.querySelector<HTMLInputElement>('.cart_totals input.shipping_method:not(:checked)')!;
            radio.checked = true;
            radio.dispatchEvent(new Event('change', { bubbles: true }));
          },
          { priority: 'user-blocking' },
        );
      }).observe(document.querySelector('.woocommerce-cart-form [name="update_cart"]')!, { attributeFilter: ['disabled'] });
    });
    const answered = v.page.waitForResponse((response) => response.url().includes('wc-ajax=update_shipping_method'));
    await v.page.locator('.woocommerce-cart-form input.qty').first().focus();
    await answered;
    await expect(v.page.locator('.woocommerce:has(> form.woocommerce-cart-form)')).toHaveAttribute('data-island-state', 'mounted');
    await expect(v.page.locator('.cart_totals.processing, .cart_totals .blockUI')).toHaveCount(0);
    expect(posted).toEqual([other]);
    await expect(v.page.locator('.cart_totals input.shipping_method:checked')).toHaveValue(other!);
    // The server's totals for it (the two methods cost differently).
    await expect(v.page.locator('.cart_totals .order-total td')).not.toHaveText(totalBefore!);
    expect(v.errors).toEqual([]);
  });

  test('a shipping method chosen, then "Proceed to checkout" tapped before cart.js has saved it (with the bundle: cart.js on its way, a slow line): the checkout charges the method chosen, with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      // Over 200 €: free shipping beside the courier.
      await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}&quantity=60`);
      await open(v, SITE.cart);
      // WordPress's speculation rules are on the page (a visitor logged out), which prefetch a
      // link at its press: with the bundle, the checkout of before the choice, were it not left out.
      await expect(v.page.locator('script[type="speculationrules"]')).toHaveCount(1);
      let saves = 0;
      v.page.on('request', (request) => void (request.url().includes('wc-ajax=update_shipping_method') && saves++));
      const release = v.mode === 'bundle' ? await holdRoute(v.page, '**/cart.min.js*') : () => undefined;
      const other = v.page.locator('.cart_totals input.shipping_method:not(:checked)');
      const chosen = await other.getAttribute('value');
      const cartJsAsked = v.mode === 'bundle' ? v.page.waitForRequest('**/cart.min.js*') : v.page.waitForResponse((response) => response.url().includes('wc-ajax=update_shipping_method'));
      // The choice is the first touch of the cart, with the bundle.
      await other.click();
      await cartJsAsked;
      const checkout = v.page.locator('.wc-proceed-to-checkout a.checkout-button');
      await checkout.click();
      if (v.mode === 'bundle') {
        // Held, as cart.js holds the totals while it saves: the cart, its totals under the overlay.
        await expect(v.page.locator('div.cart_totals > .blockUI')).toBeVisible();
        expect(new URL(v.page.url()).pathname).toBe(SITE.cart);
        release();
      }
      await v.page.waitForURL((url) => url.pathname === SITE.checkout);
      const charged = v.page.locator('#shipping_method input.shipping_method:checked, #shipping_method input.shipping_method[type="hidden"]');
      await expect(charged).toHaveCount(1);
      return { chosen, charged: await charged.getAttribute('value'), saves };
    });
    expect(views.classic.charged).toBe(views.classic.chosen);
    expect(views.classic.saves).toBe(1);
    expect(views.bundle).toEqual(views.classic);
  });

  test('with the bundle, "Proceed to checkout" tapped while a shipping method waits for cart.js, and the classic scripts fail: the tap goes on to the checkout at the failure (nothing is left held), one console error naming the island', async ({ visitor }) => {
    const v: Visitor = await visitor('bundle');
    await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}&quantity=60`);
    await v.page.clock.install();
    await open(v, SITE.cart);
    const fail = await holdRoute(v.page, '**/cart.min.js*', { then: 'fail' });
    const cartJsAsked = v.page.waitForRequest('**/cart.min.js*');
    await v.page.locator('.cart_totals input.shipping_method:not(:checked)').click();
    await cartJsAsked;
    // The page's time stopped: the tap goes on at the failure, not at the 10 s a hold waits at worst.
    await pauseClockAhead(v.page, 1000);
    await v.page.locator('.wc-proceed-to-checkout a.checkout-button').click();
    await expect(v.page.locator('div.cart_totals > .blockUI')).toBeVisible();
    fail();
    await v.page.waitForURL((url) => url.pathname === SITE.checkout);
    await expect(v.page.locator('#shipping_method input.shipping_method')).not.toHaveCount(0);
    expect(v.errors.filter((text) => /island "classic-cart"/.test(text))).toHaveLength(1);
    expect(v.errors.join('\n')).toMatch(/island "classic-cart" failed on <div\.woocommerce>: the classic script \S*\/cart\.min\.js\S* could not be loaded/);
    v.errors.splice(0);
  });

  test('the checkout is left out of WordPress\'s speculation rules on the cart page with the bundle (cart.js comes at the first touch there), and nowhere else; with the plugin off, left in', async ({ visitor }) => {
    const excluded = async (v: Visitor, path: string) => {
      await open(v, path);
      const rules = JSON.parse((await v.page.locator('script[type="speculationrules"]').textContent()) ?? '{}') as {
        prefetch?: { where: { and: { not?: { href_matches?: string[] } }[] } }[];
      };
      const patterns = (rules.prefetch ?? []).flatMap((rule) => rule.where.and.flatMap((condition) => condition.not?.href_matches ?? []));
      expect(patterns.length, `the rules on ${path}`).toBeGreaterThan(0);
      return patterns.includes(`${SITE.checkout}*`);
    };
    const views = await bothModes(visitor, async (v) => {
      await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
      return { cart: await excluded(v, SITE.cart), shop: await excluded(v, SITE.shop), product: await excluded(v, SITE.simple) };
    });
    expect(views.bundle).toEqual({ cart: true, shop: false, product: false });
    expect(views.classic).toEqual({ cart: false, shop: false, product: false });
  });

  test('the classic scripts failing to load: one console error naming the island, and the cart still works as plain forms and links', async ({ visitor }) => {
    const v: Visitor = await visitor('bundle');
    await v.page.route('**/cart.min.js*', (route) => route.abort());
    await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
    await open(v, SITE.cart);
    const quantity = v.page.locator('.woocommerce-cart-form input.qty').first();
    await quantity.fill('2');
    await expect.poll(() => v.errors.join('\n')).toMatch(/island "classic-cart" failed on <div\.woocommerce>: the classic script \S*\/cart\.min\.js\S* could not be loaded/);
    v.errors.splice(0);
    // The server's form posts as it does without JavaScript.
    await Promise.all([v.page.waitForEvent('load'), v.page.locator('.woocommerce-cart-form [name="update_cart"]').click()]);
    await expect(v.page.locator('.woocommerce-cart-form input.qty').first()).toHaveValue('2');
    await expect(v.page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toContainText('Cart updated');
    // The reloaded cart fetches cart.js ahead again (the cart holds something), and the browser
    // notes that refused request without its name.
    expect(v.errors.filter((text) => !/cart\.min\.js/.test(text) && text !== 'Failed to load resource: net::ERR_FAILED')).toEqual([]);
    v.errors.splice(0);
  });
});
