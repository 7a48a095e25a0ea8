import { expect, islandsIdle, test, wake } from './support/test.ts';
import { refuseHasSelector } from './support/older-browsers.ts';
import { recordScriptRequests } from './support/script-requests.ts';
import { withoutHash } from '../build/chunk-names.ts';

const PRODUCT = '/product/hydraulic-oil-hlp-46/';

test.describe('island runtime @foundation', () => {
  test('every island on the product page mounts, in English and Russian', async ({ page }) => {
    for (const path of [PRODUCT, `/ru${PRODUCT}`]) {
      await page.goto(path);
      await islandsIdle(page);
      await expect(page.locator('[data-island-state="failed"]')).toHaveCount(0);
      await expect(page.locator('[data-island-state="mounted"]')).not.toHaveCount(0);
    }
  });

  test('a page with only behaviours, the mini cart and the site chrome loads the entry, its shared imports and their small plain-DOM chunks (no React)', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(withoutHash(new URL(request.url()).pathname));
    });
    await page.goto('/shop/');
    await islandsIdle(page);
    // The header's mini cart is a plain-DOM island (the `cart` chunk, with the jQuery events
    // bridge): for a visitor without a cart it asks for the fragments once, without the http
    // layer, and as the answer is the mini cart the page printed, neither DOMPurify nor its React
    // view. The header's chrome chunk and
    // language switcher are plain TypeScript too. Polled: the idle islands are triggered when the
    // browser is idle, which a loaded machine puts off past islandsIdle (CI once read the list
    // before them); an extra chunk still never matches.
    await expect.poll(() => [...scripts].sort()).toEqual([
      '/wp-content/themes/lubrica/dist/chunks/cart',
      '/wp-content/themes/lubrica/dist/chunks/chrome-effects',
      '/wp-content/themes/lubrica/dist/chunks/language-switcher',
      '/wp-content/themes/lubrica/dist/chunks/rolldown-runtime',
      '/wp-content/themes/lubrica/dist/chunks/shared',
      '/wp-content/themes/lubrica/dist/theme.js',
    ]);
  });

  test('the entry runs once even when island chunks load (no chunk imports theme.js without its ?ver=)', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const entryRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/theme.js')) entryRequests.push(request.url());
    });
    await page.goto(PRODUCT);
    await islandsIdle(page);
    await expect(page.locator('[data-island-state="mounted"]')).not.toHaveCount(0);
    expect(entryRequests).toHaveLength(1);
    expect(await page.evaluate(() => performance.getEntriesByName('theme:boot').length)).toBe(1);
    expect(warnings.filter((text) => text.includes('twice'))).toEqual([]);
  });

  test('chunks load relative to the entry, from the theme folder', async ({ page }) => {
    const scripts = recordScriptRequests(page);
    await page.goto(PRODUCT);
    await islandsIdle(page);
    expect(scripts.length).toBeGreaterThan(1);
    for (const path of scripts) expect(path.startsWith('/wp-content/themes/lubrica/dist/')).toBe(true);
  });

  test('a chunk that fails to load fails its island only, with a console error, markup untouched', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.route('**/chunks/StarRating*', (route) => route.abort());
    await page.goto(`${PRODUCT}#reviews`);
    await islandsIdle(page);
    // The stars are drawn at load; their chunk is asked for at the first touch, and fails.
    await page.locator('p.stars').hover();
    await expect(page.locator('select#rating')).toHaveAttribute('data-island-state', 'failed');
    // The drawn stars are taken away again: the select is back, as without JavaScript.
    await expect(page.locator('select#rating')).toBeVisible();
    await expect(page.locator('p.stars')).toHaveCount(0);
    // The same touch woke the tabs around the stars: they are not affected.
    await expect(page.locator('.woocommerce-tabs')).toHaveAttribute('data-island-state', 'mounted');
    expect(problems.errors.filter((text) => text.includes('island "star-rating" failed on <select#rating>'))).toHaveLength(1);
  });

  test('islands in markup inserted later come alive; removed ones are unmounted', async ({ page }) => {
    await page.goto('/about/');
    await islandsIdle(page);
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML(
        'beforeend',
        `<div class="theme-tabs" id="late-tabs"><ul class="theme-tabs__nav"><li class="theme-tabs__tab"><a href="#">One</a></li><li class="theme-tabs__tab"><a href="#">Two</a></li></ul>
         <div class="theme-tabs__panels"><div class="theme-tabs__panel">First</div><div class="theme-tabs__panel">Second</div></div></div>`,
      );
    });
    const late = page.locator('#late-tabs');
    await expect(late).toHaveAttribute('data-island-state', 'pending');
    await late.getByRole('tab', { name: 'Two' }).click();
    await expect(late).toHaveAttribute('data-island-state', 'mounted');
    await expect(late.getByText('Second')).toBeVisible();
    await expect(late.getByText('First')).toBeHidden();
    await page.evaluate(() => document.getElementById('late-tabs')!.remove());
    await expect(page.locator('#late-tabs')).toHaveCount(0);
  });

  test('the public API scans and unmounts a subtree, putting the server markup back', async ({ page }) => {
    await page.goto('/about/');
    await islandsIdle(page);
    const widget = page.locator('.theme-tabs').first();
    await wake(widget);
    const serverNav = await page.evaluate(() => document.querySelector('.theme-tabs')!.outerHTML.length);
    await page.evaluate(() => window.themeIslands!.unmount(document.querySelector('.theme-tabs')!));
    await expect(widget).not.toHaveAttribute('data-island-state', /.*/);
    await expect(widget.getByRole('tab')).toHaveCount(0);
    await expect(widget.locator('.theme-tabs__panel').nth(1)).toBeVisible();
    expect(serverNav).toBeGreaterThan(0);
    await page.evaluate(() => window.themeIslands!.scan(document.querySelector('.theme-tabs')!.parentElement!));
    await expect(widget).toHaveAttribute('data-island-state', 'pending');
    await expect(widget.getByRole('tab')).toHaveCount(3);
  });

  test('a browser that refuses :has() (Firefox before 121): only the island whose selector needs it is left out, named once; every island of the product page mounts', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.addInitScript(refuseHasSelector);
    await page.goto(PRODUCT);
    await islandsIdle(page);
    await expect(page.locator('[data-island-state="failed"]')).toHaveCount(0);
    await expect(page.locator('.woocommerce-product-gallery')).toHaveAttribute('data-island-state', /pending|mounted/);
    await wake(page.locator('.woocommerce-tabs'));
    await expect(page.locator('.woocommerce-tabs')).toHaveAttribute('data-island-state', 'mounted');
    await expect(page.locator('form.variations_form')).toHaveAttribute('data-island-state', 'mounted');
    expect(problems.errors).toHaveLength(1);
    expect(problems.errors[0]).toMatch(/^\[theme\] island "classic-cart" left out: SyntaxError: 'body:has\(#lubrica-classic-scripts\)/);
  });

  test('invalid JSON in a data attribute breaks nothing else on the page', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.goto(`${PRODUCT}?variant=bad-json#reviews`);
    await islandsIdle(page);
    await wake(page.locator('.woocommerce-tabs'));
    await wake(page.locator('select#rating'), page.locator('p.stars'));
    // Only the form whose data is broken fails, reported once.
    await expect(page.locator('[data-island-state="failed"]')).toHaveCount(1);
    expect(problems.errors).toEqual(['[theme] island "variation-form" failed on <form.variations_form.cart>: data-product_variations is not valid JSON']);
  });
});
