import { holdRoute } from '../../tests/support/hold-route.ts';
import { expect, expectAccessible, islandsIdle, test, wake } from '../../tests/support/test.ts';
import { firstChecksDone, watchFirstChecks } from '../../tests/support/first-checks.ts';

const PRODUCT = '/product/hydraulic-oil-hlp-46/';
const tabs = '.woocommerce-tabs';

test.describe('product tabs @foundation', () => {
  for (const [lang, path] of [['en', PRODUCT], ['ru', `/ru${PRODUCT}`]] as const) {
    test(`the first tab is active on load (${lang})`, async ({ page }) => {
      await page.goto(path);
      // The state at load is drawn by the product page's preparations: React waits for the first touch.
      await expect(page.locator(tabs)).toHaveAttribute('data-island-state', 'pending');
      await expect(page.locator('#tab-title-description')).toHaveClass(/\bactive\b/);
      await expect(page.locator('#tab-description')).toBeVisible();
      await expect(page.locator('#tab-additional_information')).toBeHidden();
      await expect(page.locator('#tab-reviews')).toBeHidden();
      await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
    });
  }

  for (const [address, open] of [
    ['#reviews', 'reviews'],
    ['#tab-reviews', 'reviews'],
    ['#comment-12', 'reviews'],
    ['comment-page-2/', 'reviews'],
    ['?cpage=2', 'reviews'],
    ['#tab-additional_information', 'additional_information'],
    ['#tab-description', 'description'],
  ] as const) {
    test(`${address} opens the ${open} tab`, async ({ page }) => {
      await page.goto(`${PRODUCT}${address}`);
      await expect(page.locator(`#tab-${open}`)).toBeVisible();
      await expect(page.locator(`#tab-title-${open}`)).toHaveClass(/\bactive\b/);
      await expect(page.locator(`#tab-title-${open} a`)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('.wc-tab:visible')).toHaveCount(1);
    });
  }

  test('a click opens its panel and keeps exactly one active, without changing the address', async ({ page }) => {
    await page.goto(PRODUCT);
    await islandsIdle(page);
    // The island is not there yet: this click wakes it, is held, and is made once it is mounted.
    await page.locator('#tab-title-reviews a').click();
    await expect(page.locator(tabs)).toHaveAttribute('data-island-state', 'mounted');
    await expect(page.locator('#tab-reviews')).toBeVisible();
    await expect(page.locator('#tab-description')).toBeHidden();
    await expect(page.locator('.tabs li.active')).toHaveCount(1);
    expect(new URL(page.url()).hash).toBe('');
  });

  test('a tab opened while the tabs\' chunk fails to come (the network gone): the server\'s panels are back, all shown, and the one opened is brought into view, as its link does without JavaScript; one error names the island', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.goto(PRODUCT);
    await islandsIdle(page);
    const release = await holdRoute(page, '**/chunks/ProductTabs.island-*.js', { then: 'fail' });
    await page.locator('#tab-title-reviews a').click();
    // The entry opens it at once, before the chunk is refused.
    await expect(page.locator('#tab-reviews')).toBeVisible();
    await expect(page.locator('#tab-description')).toBeHidden();
    release();
    await expect(page.locator(tabs)).toHaveAttribute('data-island-state', 'failed');
    await expect(page.locator('.wc-tab:visible')).toHaveCount(3);
    await expect(page.locator('#tab-reviews')).toBeInViewport();
    expect(new URL(page.url()).hash).toBe('#tab-reviews');
    expect(problems.errors.filter((text) => text.includes('[theme]'))).toEqual([
      expect.stringMatching(/^\[theme\] island "product-tabs" failed on <div\.woocommerce-tabs/),
    ]);
  });

  test('a tab focused from the keyboard keeps the focus as the tabs wake (the focus is what wakes them, and React draws new tab links)', async ({ page }) => {
    await page.goto(PRODUCT);
    await islandsIdle(page);
    await expect(page.locator(tabs)).toHaveAttribute('data-island-state', 'pending');
    const description = page.locator('#tab-title-description a');
    await description.focus();
    await expect(page.locator(tabs)).toHaveAttribute('data-island-state', 'mounted');
    await expect(description).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#tab-title-additional_information a')).toBeFocused();
  });

  test('arrow keys pressed on a tab before the tabs\' view has come are held and move the focus once it has; Up and Down are left to the page', async ({ page }) => {
    const release = await holdRoute(page, '**/chunks/ProductTabs.island-*.js');
    await page.goto(PRODUCT);
    await islandsIdle(page);
    const description = page.locator('#tab-title-description a');
    await description.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const held = await page.evaluate(() => {
      const key = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
      document.activeElement!.dispatchEvent(key);
      return { pageKeyTaken: key.defaultPrevented, state: document.querySelector('.woocommerce-tabs')!.getAttribute('data-island-state') };
    });
    expect(held).toEqual({ pageKeyTaken: false, state: 'pending' });
    await expect(description).toBeFocused();
    release();
    await expect(page.locator(tabs)).toHaveAttribute('data-island-state', 'mounted');
    await expect(page.locator('#tab-title-reviews a')).toBeFocused();
    // Only the focus moved: the open tab is still the description.
    await expect(page.locator('#tab-description')).toBeVisible();
    await expect(description).toHaveAttribute('aria-selected', 'true');
  });

  test('arrow keys, Home and End move the focus between tabs (roving, no activation, as single-product.js); Enter opens the focused tab', async ({ page }) => {
    await page.goto(PRODUCT);
    await wake(page.locator(tabs));
    const description = page.locator('#tab-title-description a');
    await description.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#tab-title-additional_information a')).toBeFocused();
    // Only the focus moved: the open tab is still the description.
    await expect(page.locator('#tab-description')).toBeVisible();
    await expect(page.locator('#tab-additional_information')).toBeHidden();
    await expect(description).toHaveAttribute('aria-selected', 'true');
    // Up and Down are the page's (a horizontal row of tabs).
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#tab-title-additional_information a')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#tab-additional_information')).toBeVisible();
    await expect(page.locator('#tab-description')).toBeHidden();
    await expect(page.locator('#tab-title-additional_information')).toHaveClass(/active/);
    await expect(page.locator('#tab-title-additional_information a')).toHaveAttribute('tabindex', '0');
    await page.keyboard.press('ArrowLeft');
    await expect(description).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.locator('#tab-title-reviews a')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(description).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('#tab-title-reviews a')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(description).toBeFocused();
    await expect(page.locator('#tab-additional_information')).toBeVisible();
    await expect(description).toHaveAttribute('tabindex', '-1');
    await expect(page.locator('#tab-title-reviews a')).toHaveAttribute('tabindex', '-1');
  });

  test('the review link in the summary opens the reviews tab', async ({ page }) => {
    await page.goto(PRODUCT);
    await islandsIdle(page);
    const link = page.locator('a.woocommerce-review-link');
    // The product has reviews, so WooCommerce prints the link (rating summary): it must be there.
    await expect(link).toHaveCount(1);
    await expect(page.locator('#tab-reviews')).toBeHidden();
    await link.click();
    await expect(page.locator('#tab-reviews')).toBeVisible();
    await expect(page.locator('#tab-title-reviews')).toHaveClass(/\bactive\b/);
  });

  test('the product page has no serious accessibility violation', async ({ page }) => {
    await watchFirstChecks(page);
    await page.goto(PRODUCT);
    await islandsIdle(page);
    // The default variation's Clear link fades in after the form's first check: axe reads it shown.
    await firstChecksDone(page);
    await expectAccessible(page);
  });
});
