import { expect, expectAccessible, islandsIdle, test, wake } from '../../tests/support/test.ts';
import { imagesSettled } from '../../tests/support/images-settled.ts';
import { firstChecksDone, watchFirstChecks } from '../../tests/support/first-checks.ts';

const LISTING = '/product-category/hydraulic-oils/';
const modal = '.theme-quick-view';
const dialog = `${modal} [role="dialog"]`;

test.describe('quick view @product', () => {
  for (const [lang, prefix, name, label] of [
    ['en', '', 'Hydraulic oil HLP 46', 'Quick view: Hydraulic oil HLP 46'],
    ['ru', '/ru', 'Гидравлическое масло HLP 46', 'Быстрый просмотр: Гидравлическое масло HLP 46'],
  ] as const) {
    test(`a click shows a spinner, then the product block with its islands alive (${lang})`, async ({ page }) => {
    test.slow(); // axe or many steps: on a busy CI machine they outgrow 30 s
      await page.goto(`${prefix}${LISTING}`);
      await islandsIdle(page);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${prefix}/product/hydraulic-oil-hlp-46/`, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('link', { name: label }).click();
      await expect(page.locator(`${dialog} .theme-quick-view__spinner[role="status"]`)).toBeVisible();
      release();
      await expect(page.locator(`${dialog} .product_title`)).toHaveText(name);
      await expect(page.locator(`${dialog} .theme-quick-view__spinner`)).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(`${prefix}${LISTING}`);
      // Centred vertically.
      const box = (await page.locator(dialog).boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2);
      // The islands inside come alive.
      await expect(page.locator(`${dialog} form.variations_form`)).toHaveAttribute('data-island-state', 'mounted');
      // Drawn at once (thumbnails, the open tab); React waits for the first touch.
      await expect(page.locator(`${dialog} .flex-control-thumbs img`).first()).toHaveClass(/flex-active/);
      await expect(page.locator(`${dialog} .woocommerce-tabs .wc-tab:visible`)).toHaveCount(1);
      for (const selector of ['.woocommerce-product-gallery', '.woocommerce-tabs']) await wake(page.locator(`${dialog} ${selector}`));
      await expect(page.locator(`${dialog} section.related`)).toHaveCount(0);
      await page.locator(`${dialog} #pa_volume`).selectOption('5-l');
      await expect(page.locator(`${dialog} .single_variation .woocommerce-variation-price`)).toContainText('38,50');
    });
  }

  test('the open modal has no serious accessibility violation', async ({ page }) => {
    test.slow(); // axe or many steps: on a busy CI machine they outgrow 30 s
    await watchFirstChecks(page);
    await page.goto(LISTING);
    await islandsIdle(page);
    await page.getByRole('link', { name: 'Quick view: Hydraulic oil HLP 46' }).click();
    await expect(page.locator(`${dialog} form.variations_form`)).toHaveAttribute('data-island-state', 'mounted');
    // Its default choice's Clear link fades in after the form's first check: axe reads it shown.
    await firstChecksDone(page);
    await expectAccessible(page);
  });

  test('focus is trapped inside, Escape closes, focus returns to the link', async ({ page }) => {
    test.slow(); // axe or many steps: on a busy CI machine they outgrow 30 s
    await page.goto(LISTING);
    await islandsIdle(page);
    const link = page.getByRole('link', { name: 'Quick view: Industrial gear oil CLP' });
    await link.click();
    await expect(page.locator(`${dialog} .product_title`)).toHaveText('Industrial gear oil CLP');
    await expect(page.locator(`${dialog} form.variations_form`)).toHaveAttribute('data-island-state', 'mounted');
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.theme-quick-view [role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator(modal)).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test('the close button fades the modal out over 500 ms; the islands inside are unmounted', async ({ page }) => {
    await page.goto(LISTING);
    await islandsIdle(page);
    await page.getByRole('link', { name: 'Quick view: Hydraulic oil HLP 46' }).click();
    await wake(page.locator(`${dialog} .woocommerce-tabs`));
    // Timed in the page: the class change and the removal, against the click.
    const timing = page.evaluate(
      () =>
        new Promise<{ fadingAt: number; removedAt: number; clickedAt: number }>((resolve) => {
          const overlay = document.querySelector('.theme-quick-view')!;
          let clickedAt = 0;
          let fadingAt = 0;
          overlay.querySelector('.theme-quick-view__close')!.addEventListener('click', () => (clickedAt = performance.now()));
          new MutationObserver(() => {
            if (!fadingAt && overlay.classList.contains('theme-quick-view--closing')) fadingAt = performance.now();
            if (!overlay.isConnected) resolve({ fadingAt, removedAt: performance.now(), clickedAt });
          }).observe(document.body, { subtree: true, childList: true, attributes: true });
        }),
    );
    await page.locator(`${dialog} .theme-quick-view__close`).click();
    const { fadingAt, removedAt, clickedAt } = await timing;
    expect(fadingAt - clickedAt).toBeLessThan(100);
    expect(removedAt - clickedAt).toBeGreaterThanOrEqual(480);
    await expect(page.locator(modal)).toHaveCount(0);
    // The islands that were inside are gone with it; the page's own stay.
    await expect(page.locator('.woocommerce-tabs')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/theme-quick-view-open/);
  });

  test('a failed fetch shows a message and a link to the product page', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.goto(LISTING);
    await islandsIdle(page);
    const link = page.getByRole('link', { name: 'Quick view: Compressor oil VDL 100' });
    await link.evaluate((el) => el.setAttribute('data-href', '/product/no-such-product/'));
    await link.click();
    await expect(page.locator(`${dialog} [role="alert"]`)).toContainText('The product could not be loaded.');
    await expect(page.locator(`${dialog} [role="alert"] a`)).toHaveAttribute('href', /\/product\/no-such-product\/$/);
    expect(problems.errors.filter((text) => !text.includes('status of 404'))).toEqual([]);
  });

  test('a data-href on another origin is refused with a console error, and the link is followed @hardening', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.goto(LISTING);
    await islandsIdle(page);
    const link = page.getByRole('link', { name: 'Quick view: Hydraulic oil HLP 46' });
    await link.evaluate((el) => el.setAttribute('data-href', 'https://shop.example.net/product/hydraulic-oil-hlp-46/'));
    await link.click();
    await page.waitForURL('**/product/hydraulic-oil-hlp-46/');
    expect(problems.errors).toContain('[theme] quick view: "https://shop.example.net/product/hydraulic-oil-hlp-46/" is not on this site; following the link instead');
  });

  test('when the quick view\'s chunk cannot be loaded the link is followed, with one console error @hardening', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.route('**/chunks/open-quick-view-*.js', (route) => route.abort());
    await page.goto(LISTING);
    await islandsIdle(page);
    await page.getByRole('link', { name: 'Quick view: Hydraulic oil HLP 46' }).click();
    await page.waitForURL('**/product/hydraulic-oil-hlp-46/');
    expect(problems.errors.filter((text) => text.includes('quick-view'))).toEqual([expect.stringMatching(/^\[theme\] island "quick-view" failed on <a\.[^>]*quick-view[^>]*>: /)]);
  });

  test('hostile markup in the fetched page does not run and its foreign URLs are dropped @hardening', async ({ page }) => {
    const foreign: string[] = [];
    await page.route('https://evil.example/**', (route) => {
      foreign.push(route.request().url());
      return route.abort();
    });
    await page.route('**/product/hostile/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!DOCTYPE html><html><body><div class="product"><h1 class="product_title">Hostile</h1>
          <script>window.pwned = 'script'</script>
          <img id="onerror" src="/images/products/clp220.svg" onload="window.pwned = 'onload'" onerror="window.pwned = 'onerror'" alt="">
          <a id="js" href="javascript:window.pwned='href'">js</a>
          <a id="far" href="https://evil.example/phish">far</a>
          <img id="farimg" src="https://evil.example/pixel.png" alt="">
          <img id="farset" srcset="/a.png 1x, https://evil.example/b.png 2x" alt="">
          <form id="farform" action="https://evil.example/steal"><button type="submit">go</button></form>
          <iframe src="https://evil.example/frame"></iframe>
          <div id="svg"><svg><a href="javascript:alert(1)"><text>x</text></a></svg></div>
          <a id="near" href="/product/hydraulic-oil-hlp-46/">near</a>
        </div></body></html>`,
      }),
    );
    await page.goto(LISTING);
    await islandsIdle(page);
    const link = page.getByRole('link', { name: 'Quick view: Hydraulic oil HLP 46' });
    await link.evaluate((el) => el.setAttribute('data-href', '/product/hostile/'));
    await link.click();
    await expect(page.locator(`${dialog} .product_title`)).toHaveText('Hostile');
    const content = page.locator(`${dialog} .theme-quick-view__content`);
    // The image that had the handlers (kept, without them and its id) has had its load event: a
    // handler that survived would have run.
    await expect(content.locator('img[src="/images/products/clp220.svg"]')).toHaveCount(1);
    await imagesSettled(content.locator('img'));
    expect(await page.evaluate(() => (window as unknown as { pwned?: string }).pwned)).toBeUndefined();
    await expect(content.locator('script, iframe')).toHaveCount(0);
    await expect(content.locator('[onerror], [onload]')).toHaveCount(0);
    await expect(content.locator('#js')).not.toHaveAttribute('href', /javascript/);
    await expect(content.locator('#far')).not.toHaveAttribute('href', /.+/);
    await expect(content.locator('#farimg')).not.toHaveAttribute('src', /.+/);
    await expect(content.locator('#farset')).not.toHaveAttribute('srcset', /.+/);
    await expect(content.locator('#farform')).not.toHaveAttribute('action', /.+/);
    await expect(content.locator('#near')).toHaveAttribute('href', '/product/hydraulic-oil-hlp-46/');
    expect(foreign).toEqual([]);
  });
});
