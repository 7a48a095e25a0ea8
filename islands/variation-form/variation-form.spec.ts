import type { Page } from '@playwright/test';
import { collectDialogs, expect, expectAlerts, expectAccessible, islandsIdle, requestsSeen, test } from '../../tests/support/test.ts';
import { breakEndpoint } from '../../tests/support/break-endpoint.ts';
import { stillness } from '../../tests/support/stillness.ts';
import { firstChecksDone, watchFirstChecks } from '../../tests/support/first-checks.ts';
import { recordScriptRequests } from '../../tests/support/script-requests.ts';
import { holdRoute } from '../../tests/support/hold-route.ts';

const INLINE = '/product/hydraulic-oil-hlp-46/';
const AJAX = '/product/industrial-gear-oil-clp/';
const form = 'form.variations_form';
const button = `${form} .single_add_to_cart_button`;

/**
 * Loads a page and waits for the form's first check (100 ms after the mount), which ends with
 * wc_variation_form, and in AJAX mode for the answer to the request that check made, if any.
 */
async function open(page: Page, path: string): Promise<void> {
  await watchFirstChecks(page);
  await page.goto(path);
  await islandsIdle(page);
  await expect(page.locator(form)).toHaveAttribute('data-island-state', 'mounted');
  await firstChecksDone(page);
}

/** Records every jQuery event of the contract on the form, with its arguments' key facts. */
async function recordEvents(page: Page): Promise<void> {
  // Bound before the bundle mounts the form, so the init events are heard too.
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
    const $ = (window as unknown as { jQuery: (el: unknown) => { on(n: string, h: (...a: unknown[]) => void): void } }).jQuery;
    const log: Array<[string, ...unknown[]]> = [];
    (window as unknown as { eventLog: typeof log }).eventLog = log;
    const names = 'found_variation reset_data show_variation hide_variation check_variations update_variation_values woocommerce_update_variation_values woocommerce_variation_select_change woocommerce_variation_has_changed wc_variation_form reset_image';
    for (const name of names.split(' ')) {
      $(document.querySelector('form.variations_form')).on(name, (event: unknown, ...args: unknown[]) => {
        const target = (event as { target: Element }).target;
        log.push([name, target.className.split(' ')[0], ...args.map((arg) => (arg && typeof arg === 'object' && 'variation_id' in arg ? (arg as { variation_id: number }).variation_id : arg === undefined ? 'undefined' : typeof arg === 'object' ? 'object' : arg))]);
      });
    }
  }));
}
const eventLog = (page: Page) => page.evaluate(() => (window as unknown as { eventLog: unknown[][] }).eventLog.splice(0));

test.describe('variation form, inline variations @product', () => {
  for (const [lang, prefix, price, sku] of [['en', '', '9,90', 'HLP46-1L'], ['ru', '/ru', '9,90', 'HLP46-1L']] as const) {
    test(`a full choice shows price, availability, SKU, weight and dimensions after 300 ms, and enables the button (${lang})`, async ({ page }) => {
      await open(page, `${prefix}${INLINE}`);
      await expect(page.locator(button)).toHaveClass(/\bdisabled\b.*wc-variation-selection-needed|wc-variation-selection-needed.*\bdisabled\b/);
      await expect(page.locator(`${form} .woocommerce-variation-add-to-cart`)).toHaveClass(/woocommerce-variation-add-to-cart-disabled/);
      // Timed from the choice: the details show 300 ms after the match (a slow machine only adds).
      const started = Date.now();
      await page.locator('#pa_volume').selectOption('1-l');
      await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1011');
      await expect(page.locator('.product_meta .sku')).toHaveText(sku);
      await expect(page.locator(`${form} .single_variation .woocommerce-variation-price`)).toContainText(price);
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      await expect(page.locator(`${form} .single_variation .woocommerce-variation-availability`)).toContainText('24');
      await expect(page.locator(`${form} .single_variation .woocommerce-variation-description`)).toBeVisible();
      await expect(page.locator(button)).not.toHaveClass(/disabled|wc-variation-selection-needed|wc-variation-is-unavailable/);
      await expect(page.locator(`${form} .woocommerce-variation-add-to-cart`)).toHaveClass(/woocommerce-variation-add-to-cart-enabled/);
      await expect(page.locator('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value')).toHaveText(/0,95/);
      await expect(page.locator('.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value')).toHaveText(/12 × 6 × 20/);
      await expect(page.locator(`${form} input.qty`)).toHaveAttribute('max', '24');
    });
  }

  test('the stand-ins of WooCommerce\'s jQuery plugins are printed only where jQuery is, after it, as the plugin prints them; there they give $.fn.wc_variation_form and $.fn.wc_product_gallery', async ({ page }) => {
    const files = ['stand-ins/wc-add-to-cart-variation.js', 'stand-ins/wc-single-product.js'];
    const without = await (await page.request.get(INLINE)).text();
    expect(files.filter((file) => without.includes(file))).toEqual([]);
    const withJQuery = await (await page.request.get(`${INLINE}?jquery`)).text();
    const jQueryAt = withJQuery.indexOf('id="jquery-core-js"');
    expect(jQueryAt).toBeGreaterThan(-1);
    expect(files.map((file) => withJQuery.indexOf(file) > jQueryAt)).toEqual([true, true]);
    await page.goto(`${INLINE}?jquery`);
    expect(await page.evaluate(() => {
      const fn = (window as unknown as { jQuery: { fn: Record<string, unknown> } }).jQuery.fn;
      return [typeof fn.wc_variation_form, typeof fn.wc_product_gallery];
    })).toEqual(['function', 'function']);
  });

  test('options that cannot combine are removed, existing but inactive ones disabled', async ({ page }) => {
    await open(page, INLINE);
    // Canister is the default: every volume exists in a canister, but the 208 L one is inactive.
    await expect(page.locator('#pa_volume option')).toHaveText([/Choose/, '1 L', '5 L', '20 L', '208 L']);
    await expect(page.locator('#pa_volume option[value="208-l"]')).toBeDisabled();
    await expect(page.locator('#pa_volume option[value="1-l"]')).toBeEnabled();
    await page.locator('#pa_packaging').selectOption('drum');
    // Only the 20 L ("any packaging") and the 208 L come in a drum.
    await expect(page.locator('#pa_volume option')).toHaveText([/Choose/, '20 L', '208 L']);
    await expect(page.locator('#pa_volume option[value="208-l"]')).toBeEnabled();
    await page.locator('#pa_volume').selectOption('20-l');
    await expect(page.locator('#pa_packaging option')).toHaveText([/Choose/, 'Canister', 'Drum']);
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1013');
  });

  test('a pick that no longer combines is reset with a change event (new data through reload_product_variations, no jQuery)', async ({ page }) => {
    await open(page, INLINE);
    await page.locator('#pa_volume').selectOption('5-l');
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1012');
    await page.evaluate(() => {
      const formEl = document.querySelector('form.variations_form')!;
      (window as unknown as { changes: string[] }).changes = [];
      formEl.querySelector('#pa_volume')!.addEventListener('change', (e) => (window as unknown as { changes: string[] }).changes.push((e.target as HTMLSelectElement).value));
      // The 5 L canister sells out and is hidden: the plugin prints new data and asks for a re-read.
      const data = JSON.parse(formEl.getAttribute('data-product_variations')!) as Array<{ variation_id: number; variation_is_active: boolean }>;
      data.find((v) => v.variation_id === 1012)!.variation_is_active = false;
      formEl.setAttribute('data-product_variations', JSON.stringify(data));
      formEl.dispatchEvent(new CustomEvent('wc:reload_product_variations', { bubbles: true }));
    });
    await expect(page.locator('#pa_volume')).toHaveValue('');
    await expect(page.locator('#pa_volume option[value="5-l"]')).toBeDisabled();
    expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual(['']);
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('');
    await expect(page.locator(button)).toHaveClass(/wc-variation-selection-needed/);
    await expect(page.locator('.product_meta .sku')).toHaveText('HLP46');
  });

  test('an out-of-stock variation is shown but unavailable: the click is blocked with the unavailable alert', async ({ page }) => {
    const dialogs = collectDialogs(page);
    await open(page, INLINE);
    await page.locator('#pa_packaging').selectOption('drum');
    await page.locator('#pa_volume').selectOption('208-l');
    await expect(page.locator(`${form} .single_variation .out-of-stock`)).toBeVisible();
    await expect(page.locator(button)).toHaveClass(/\bdisabled\b/);
    await expect(page.locator(button)).toHaveClass(/wc-variation-is-unavailable/);
    await expect(page.locator(`${form} .woocommerce-variation-add-to-cart`)).toHaveClass(/woocommerce-variation-add-to-cart-disabled/);
    // The details slide down over 200 ms, moving the button: it is clicked where it comes to rest.
    await stillness(page);
    await page.locator(button).click();
    await expectAlerts(page.locator(button), dialogs, ['Sorry, this product is unavailable. Please choose a different combination.']);
    // Nothing was sent to the cart (the first page of a tab still refreshes the mini cart's fragments).
    expect((await requestsSeen(page)).filter((r) => r.method === 'POST' && r.query['wc-ajax'] !== 'get_refreshed_fragments')).toEqual([]);
  });

  test('a click without a full choice is blocked with the make-a-selection alert (ru texts)', async ({ page }) => {
    const dialogs = collectDialogs(page);
    await open(page, `/ru${INLINE}`);
    await page.locator(button).click();
    await expectAlerts(page.locator(button), dialogs, ['Пожалуйста, выберите параметры товара, прежде чем добавлять его в корзину.']);
  });

  test('the variation image replaces the main image and comes back on reset', async ({ page }) => {
    await open(page, INLINE);
    const main = page.locator('.woocommerce-product-gallery__image').first().locator('img.wp-post-image');
    const original = await main.getAttribute('src');
    await page.locator('#pa_volume').selectOption('5-l');
    await expect(main).toHaveAttribute('data-large_image', '/images/products/hlp46-5l.svg');
    await expect(main).toHaveAttribute('data-o_src', original!);
    await page.locator(`${form} .reset_variations`).click();
    await expect(main).toHaveAttribute('src', original!);
  });

  test('reset: selects cleared, announced, details restored, focus on the first select, link hidden', async ({ page }) => {
    await open(page, INLINE);
    const sku = page.locator('.product_meta .sku');
    const weight = page.locator('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value');
    const originalWeight = await weight.textContent();
    await page.locator('#pa_volume').selectOption('5-l');
    await expect(sku).toHaveText('HLP46-5L');
    await expect(page.locator(`${form} .single_variation`)).toBeVisible();
    const reset = page.locator(`${form} .reset_variations`);
    await expect(reset).toHaveCSS('visibility', 'visible');
    await reset.click();
    await expect(page.locator('#pa_volume')).toHaveValue('');
    await expect(page.locator('#pa_packaging')).toHaveValue('');
    await expect(page.locator(`${form} .reset_variations_alert`)).toHaveText(/Your selection has been reset/);
    await expect(page.locator('#pa_volume')).toBeFocused();
    await expect(sku).toHaveText('HLP46');
    await expect(weight).toHaveText(originalWeight!);
    await expect(reset).toHaveCSS('visibility', 'hidden');
    await expect(page.locator(`${form} .single_variation`)).toBeHidden();
    await expect(page.locator(button)).toHaveClass(/wc-variation-selection-needed/);
    // A change clears the announcement.
    await page.locator('#pa_volume').selectOption('1-l');
    await expect(page.locator(`${form} .reset_variations_alert`)).toHaveText('');
  });

  test('the reset link works from the keyboard (Enter and Space)', async ({ page }) => {
    await open(page, INLINE);
    for (const key of ['Enter', ' ']) {
      await page.locator('#pa_volume').selectOption('1-l');
      await page.locator(`${form} .reset_variations`).focus();
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await expect(page.locator('#pa_volume')).toHaveValue('');
      await expect(page.locator('#pa_volume')).toBeFocused();
    }
  });

  test('events reach jQuery on the form with the contract arguments, and reload_product_variations re-reads the data', async ({ page }) => {
    test.slow(); // axe or many steps: on a busy CI machine they outgrow 30 s
    await recordEvents(page);
    await page.goto(`${INLINE}?jquery`);
    await islandsIdle(page);
    // The first check, 100 ms after the mount, ends with wc_variation_form.
    await page.waitForFunction(() => (window as unknown as { eventLog: unknown[][] }).eventLog.some(([name]) => name === 'wc_variation_form'));
    const init = await eventLog(page);
    expect(init.map((e) => e[0])).toContain('wc_variation_form');
    expect(init).toContainEqual(['wc_variation_form', 'variations_form', 'object']);
    await page.locator('#pa_volume').selectOption('1-l');
    await expect(page.locator(`${form} .single_variation .woocommerce-variation-price`)).toBeVisible();
    const change = await eventLog(page);
    const names = change.map((e) => e[0]);
    // Handlers run nested (as in WooCommerce): a step's own events come before the outer one is logged here.
    expect(names[0]).toBe('woocommerce_variation_select_change');
    for (const name of ['check_variations', 'update_variation_values', 'woocommerce_update_variation_values', 'found_variation', 'show_variation']) expect(names).toContain(name);
    expect(change).toContainEqual(['found_variation', 'variations_form', 1011]);
    expect(change).toContainEqual(['show_variation', 'woocommerce-variation', 1011, true]);
    expect(names).toContain('woocommerce_variation_has_changed');
    expect(names.indexOf('found_variation')).toBeLessThan(names.indexOf('woocommerce_variation_has_changed'));
    await page.locator(`${form} .reset_variations`).click();
    const reset = (await eventLog(page)).map((e) => e[0]);
    expect(reset).toContain('reset_data');
    expect(reset).toContain('hide_variation');
    expect(reset).toContain('reset_image');
    // Another plugin swaps the data (a price update) and asks the form to re-read it.
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (el: unknown) => { data(k: string, v?: unknown): unknown; trigger(n: string): void } }).jQuery;
      const $form = $(document.querySelector('form.variations_form'));
      const data = JSON.parse(document.querySelector('form.variations_form')!.getAttribute('data-product_variations')!) as Array<{ sku: string }>;
      data[0]!.sku = 'RELOADED-1L';
      $form.data('product_variations', data);
      $form.trigger('reload_product_variations');
    });
    await page.locator('#pa_packaging').selectOption('canister');
    await page.locator('#pa_volume').selectOption('1-l');
    await expect(page.locator('.product_meta .sku')).toHaveText('RELOADED-1L');
  });

  test('events other scripts trigger at us are heard: check_variations and reset_data through jQuery', async ({ page }) => {
    await open(page, `${INLINE}?jquery`);
    await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('#pa_volume')!;
      select.value = '5-l';
      // A swatch plugin: jQuery's .trigger('change') never reaches native listeners.
      (window as unknown as { jQuery: (el: unknown) => { trigger(n: string): void } }).jQuery(select).trigger('change');
    });
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1012');
    await page.evaluate(() => (window as unknown as { jQuery: (el: unknown) => { trigger(n: string): void } }).jQuery(document.querySelector('form.variations_form')).trigger('reset_data'));
    await expect(page.locator('.product_meta .sku')).toHaveText('HLP46');
    await expect(page.locator(button)).toHaveClass(/wc-variation-selection-needed/);
  });

  test('the page with a variation shown has no serious accessibility violation', async ({ page }) => {
    test.slow(); // axe or many steps: on a busy CI machine they outgrow 30 s
    await open(page, INLINE);
    await page.locator('#pa_volume').selectOption('5-l');
    await expect(page.locator(`${form} .single_variation .woocommerce-variation-price`)).toBeVisible();
    await expectAccessible(page);
  });

  test('React comes with the details block\'s view at the form\'s first touch, none at load; a choice made before it is there shows its details at WooCommerce\'s 300 ms all the same', async ({ page }) => {
    const scripts = recordScriptRequests(page);
    const react = await holdRoute(page, '**/chunks/react-*');
    await open(page, INLINE);
    const view = () => scripts.filter((path) => /\/chunks\/(react|VariationRegion)-/.test(path)).map((path) => path.replace(/.*\/chunks\/|-[\w-]+\.js$/g, '')).sort();
    expect(view()).toEqual([]);
    await page.locator('#pa_volume').focus();
    await expect.poll(view).toEqual(['VariationRegion', 'react']);
    await page.locator('#pa_volume').selectOption('5-l');
    await page.locator('#pa_packaging').selectOption('canister');
    const region = page.locator(`${form} .single_variation`);
    await expect(region.locator('.woocommerce-variation-price')).toBeVisible();
    await expect(page.locator(button)).not.toHaveClass(/disabled/);
    const drawnBefore = await region.innerHTML();
    const drawnByReact = () => region.evaluate((el) => Object.keys(el.firstElementChild ?? {}).some((key) => key.startsWith('__react')));
    expect(await drawnByReact()).toBe(false);
    // React arrives and draws the next choices: the same markup as WooCommerce's template gives.
    react();
    // The view's root on the region: React is in and draws the next reveal.
    await expect.poll(() => region.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactContainer')))).toBe(true);
    await page.locator('#pa_volume').selectOption('1-l');
    await expect(region.locator('.woocommerce-variation-price')).toContainText('9,90');
    await page.locator('#pa_volume').selectOption('5-l');
    await expect.poll(() => region.innerHTML()).toBe(drawnBefore);
    expect(await drawnByReact()).toBe(true);
    await expect(page.locator(button)).not.toHaveClass(/disabled/);
  });

  test('the details block\'s view does not load: one error naming the island, and the form goes on as WooCommerce\'s, its details drawn from the template and the add posting the choice', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.route(/\/chunks\/VariationRegion-[\w-]+\.js$/, (route) => route.abort());
    await open(page, INLINE);
    await page.locator('#pa_volume').focus();
    await page.locator('#pa_volume').selectOption('5-l');
    await page.locator('#pa_packaging').selectOption('canister');
    await expect(page.locator(`${form} .single_variation .woocommerce-variation-price`)).toBeVisible();
    await expect.poll(() => problems.errors.filter((text) => text.includes('[theme] island "variation-form" on <form.variations_form.cart>: its view did not load'))).toHaveLength(1);
    await expect(page.locator(form)).toHaveAttribute('data-island-state', 'mounted');
    await expect(page.locator(button)).not.toHaveClass(/disabled|wc-variation-selection-needed|wc-variation-is-unavailable/);
    // Another choice is answered too, without the view.
    await page.locator('#pa_volume').selectOption('1-l');
    await expect(page.locator('input.variation_id')).not.toHaveValue('');
    const chosenId = await page.locator('input.variation_id').inputValue();
    await expect(page.locator(`${form} .single_variation .woocommerce-variation-price`)).toBeVisible();
    const answered = page.waitForEvent('load'); // a POST navigation in flight can hang the context's teardown
    await page.locator(button).click();
    await answered;
    await expect.poll(async () => (await requestsSeen(page)).some((r) => r.method === 'POST' && r.fields.attribute_pa_volume === '1-l' && r.fields.attribute_pa_packaging === 'canister' && r.fields.variation_id === chosenId)).toBe(true);
    expect(problems.errors.filter((text) => !text.includes('island "variation-form"') && !text.includes('net::ERR_FAILED'))).toEqual([]);
  });

  test('without the bundle the form still adds the chosen variation (native POST)', async ({ page }) => {
    await page.goto(`${INLINE}?static`);
    await page.locator('#pa_volume').selectOption('5-l');
    await page.locator('#pa_packaging').selectOption('canister');
    await page.locator(button).click();
    await expect.poll(async () => (await requestsSeen(page)).find((r) => r.method === 'POST')?.fields).toMatchObject({
      attribute_pa_volume: '5-l',
      attribute_pa_packaging: 'canister',
      'add-to-cart': '101',
      product_id: '101',
    });
  });

  for (const [variant, message] of [
    ['bad-json', 'data-product_variations is not valid JSON'],
    ['no-attributes', 'variation 2 (id 1012) has no attributes'],
    ['bad-template', 'a variation template cannot be rendered: unsupported template code'],
  ] as const) {
    test(`?variant=${variant}: the island fails with one error naming it, the form stays usable without JS`, async ({ page, problems, expectErrors }) => {
      expectErrors();
      await page.goto(`${INLINE}?variant=${variant}`);
      await islandsIdle(page);
      await expect(page.locator(form)).toHaveAttribute('data-island-state', 'failed');
      const reported = problems.errors.filter((text) => text.includes('island "variation-form" failed on <form.variations_form.cart>'));
      expect(reported).toHaveLength(1);
      expect(reported[0]).toContain(message);
      // Other islands are not affected.
      await expect(page.locator('.woocommerce-tabs')).toHaveAttribute('data-island-state', 'pending');
      await page.locator('#pa_volume').selectOption('1-l');
      const answered = page.waitForEvent('load'); // a POST navigation in flight can hang the context's teardown
      await page.locator(button).click();
      await answered;
      await expect.poll(async () => (await requestsSeen(page)).some((r) => r.method === 'POST' && r.fields.attribute_pa_volume === '1-l')).toBe(true);
    });
  }
});

test.describe('variation form, AJAX mode @product', () => {
  test('posts every attribute, product_id and custom_data to get_variation; busy while waiting; the answer fills the form', async ({ page }) => {
    await open(page, AJAX);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/?wc-ajax=get_variation', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('#pa_volume').selectOption('5-l');
    await page.locator('#pa_viscosity').selectOption('vg-220');
    await expect(page.locator(form)).toHaveClass(/\bprocessing\b/);
    await expect(page.locator(form)).toHaveAttribute('aria-busy', 'true');
    // blockUI's overlay over the whole form: a press on the add-to-cart button reaches it, not the button.
    await expect(page.locator(`${form} > .blockUI.blockOverlay`)).toBeVisible();
    // Faded in over blockUI's 200 ms.
    await expect(page.locator(`${form} > .blockUI.blockOverlay`)).toHaveCSS('animation', /^0\.2s ease-in-out .*blockui-fade-in$/);
    expect(await page.locator(`${form} .single_add_to_cart_button`).evaluate((button) => {
      const rect = button.getBoundingClientRect();
      return document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)?.className;
    })).toBe('blockUI blockOverlay');
    release();
    await expect(page.locator(form)).not.toHaveClass(/\bprocessing\b/);
    await expect(page.locator(`${form} .blockUI`)).toHaveCount(0);
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1206');
    await expect(page.locator('.product_meta .sku')).toHaveText('CLP220-5L');
    await expect(page.locator(`${form} .single_variation .woocommerce-variation-price`)).toBeVisible();
    const posts = (await requestsSeen(page)).filter((r) => r.query['wc-ajax'] === 'get_variation');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.fields).toEqual({ attribute_pa_volume: '5-l', attribute_pa_viscosity: 'vg-220', product_id: '121', custom_data: { list: 'catalogue' } });
    // Options are not pruned in AJAX mode (as WooCommerce).
    await expect(page.locator('#pa_viscosity option')).toHaveCount(6);
  });

  test('a request still in flight is aborted when a new one starts; a combination already asked is not asked again', async ({ page }) => {
    // Counts aborted fetches in the page (the network layer may or may not report a cancelled request).
    await page.addInitScript(() => {
      const w = window as unknown as { aborted: number; fetch: typeof fetch };
      w.aborted = 0;
      const original = w.fetch.bind(window);
      w.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        const signal = init?.signal ?? (input instanceof Request ? input.signal : null);
        signal?.addEventListener('abort', () => w.aborted++);
        return original(input, init);
      };
    });
    await open(page, AJAX);
    let first = true;
    let arrived!: () => void;
    const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
    let releaseFirst!: () => void;
    const firstReleased = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstDone!: () => void;
    const firstAnswered = new Promise<void>((resolve) => (firstDone = resolve));
    await page.route('**/?wc-ajax=get_variation', async (route) => {
      if (!first) return route.continue().catch(() => {});
      first = false;
      arrived();
      await firstReleased;
      await route.continue().catch(() => {});
      firstDone();
    });
    await page.locator('#pa_viscosity').selectOption('vg-150');
    await page.locator('#pa_volume').selectOption('1-l');
    // The first request is on the wire before the next change.
    await firstArrived;
    await page.locator('#pa_volume').selectOption('5-l');
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1205');
    expect(await page.evaluate(() => (window as unknown as { aborted: number }).aborted)).toBe(1);
    // The answer for 1 L, held until now, is let go once its request was aborted: it changes nothing.
    releaseFirst();
    await firstAnswered;
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1205');
    await page.unroute('**/?wc-ajax=get_variation');
    await page.locator('#pa_volume').selectOption('20-l');
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1210');
    const before = (await requestsSeen(page)).filter((r) => r.query['wc-ajax'] === 'get_variation').length;
    await page.locator('#pa_volume').selectOption('5-l');
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1205');
    await page.locator('#pa_volume').selectOption('20-l');
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1210');
    expect((await requestsSeen(page)).filter((r) => r.query['wc-ajax'] === 'get_variation').length).toBe(before);
  });

  test('no match: the no-matching message, the form reset; not on first load', async ({ page }) => {
    await open(page, `${AJAX}?attribute_pa_volume=1-l&attribute_pa_viscosity=vg-680`);
    await expect(page.locator('.wc-no-matching-variations')).toHaveCount(0);
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('0');
    await page.locator('#pa_volume').selectOption('5-l');
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1209');
    await page.locator('#pa_volume').selectOption('1-l');
    await expect(page.locator('.wc-no-matching-variations')).toHaveText('Sorry, no products matched your selection. Please choose a different combination.');
    await expect(page.locator('.wc-no-matching-variations')).toBeVisible();
    await expect(page.locator(button)).toHaveClass(/wc-variation-selection-needed/);
    // The next change takes the message away.
    await page.locator('#pa_volume').selectOption('5-l');
    await expect(page.locator('.wc-no-matching-variations')).toHaveCount(0);
  });

  test('sold individually: quantity 1 and hidden; otherwise clamped to min_qty..max_qty', async ({ page }) => {
    await open(page, AJAX);
    const qty = page.locator(`${form} input.qty`);
    await page.locator('#pa_viscosity').selectOption('vg-220');
    await page.locator('#pa_volume').selectOption('208-l');
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1215');
    await expect(qty).toHaveValue('1');
    await expect(page.locator(`${form} .quantity`)).toBeHidden();
    await expect(qty).toHaveAttribute('min', '1');
    await expect(qty).toHaveAttribute('max', '');
    await page.locator('#pa_volume').selectOption('20-l');
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1211');
    await expect(page.locator(`${form} .quantity`)).toBeVisible();
    await expect(qty).toHaveValue('2');
    await expect(qty).toHaveAttribute('min', '2');
    await expect(qty).toHaveAttribute('max', '10');
    await qty.fill('50');
    await page.locator('#pa_viscosity').selectOption('vg-320');
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1212');
    await expect(qty).toHaveValue('10');
    await qty.fill('');
    await page.locator('#pa_viscosity').selectOption('vg-150');
    await expect(qty).toHaveValue('2');
  });

  test('a not-purchasable variation shows the unavailable state (ru)', async ({ page }) => {
    const dialogs = collectDialogs(page);
    await open(page, `/ru${AJAX}`);
    await page.locator('#pa_volume').selectOption('20-l');
    await page.locator('#pa_viscosity').selectOption('vg-680');
    await expect(page.locator(button)).toHaveClass(/wc-variation-is-unavailable/);
    await stillness(page);
    await page.locator(button).click();
    await expectAlerts(page.locator(button), dialogs, ['К сожалению, этот товар недоступен. Пожалуйста, выберите другую комбинацию.']);
  });

  test('a 500 from get_variation: a warning, no variation, and the button submits the form natively', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await open(page, AJAX);
    const restore = await breakEndpoint(page, 'wc-ajax:get_variation', 'error');
    await page.locator('#pa_volume').selectOption('5-l');
    await page.locator('#pa_viscosity').selectOption('vg-220');
    await expect.poll(() => problems.warnings.some((text) => text.includes('get_variation failed'))).toBe(true);
    await expect(page.locator(form)).not.toHaveClass(/\bprocessing\b/);
    await expect(page.locator(button)).not.toHaveClass(/\bdisabled\b/);
    const answered = page.waitForEvent('load'); // a POST navigation in flight can hang the context's teardown
    await page.locator(button).click();
    await answered;
    await expect.poll(async () => (await requestsSeen(page)).some((r) => r.method === 'POST' && r.path === AJAX && r.fields.attribute_pa_volume === '5-l')).toBe(true);
    await restore();
    expect(problems.errors.filter((text) => !text.includes('status of 500'))).toEqual([]);
  });

  test('the AJAX form with a variation shown has no serious accessibility violation', async ({ page }) => {
    test.slow(); // axe or many steps: on a busy CI machine they outgrow 30 s
    await open(page, AJAX);
    await page.locator('#pa_volume').selectOption('208-l');
    await page.locator('#pa_viscosity').selectOption('vg-460');
    await expect(page.locator(`${form} .single_variation .woocommerce-variation-price`)).toBeVisible();
    await expectAccessible(page);
  });
});
