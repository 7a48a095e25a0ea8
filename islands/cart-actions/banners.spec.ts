import { expect, expectAccessible, islandsIdle, requestsSeen, test } from '../../tests/support/test.ts';
import { breakEndpoint } from '../../tests/support/break-endpoint.ts';

test.describe('coming-soon banner and WCML removed items @cart', () => {
  for (const lang of ['en', 'ru'] as const) {
    test(`dismissing the coming-soon banner hides it and saves the dismissal with the REST nonce (${lang})`, async ({ page }) => {
      await page.goto(lang === 'ru' ? '/ru/shop/' : '/shop/');
      await islandsIdle(page);
      const banner = page.locator('#coming-soon-footer-banner');
      await expect(banner).toBeVisible();
      await expectAccessible(page, '#coming-soon-footer-banner');
      await banner.getByRole('button').click();
      await expect(banner).toBeHidden();
      await expect.poll(async () => (await requestsSeen(page)).filter((request) => request.path === '/wp-json/wp/v2/users/1').length).toBe(1);
      const [saved] = (await requestsSeen(page)).filter((request) => request.path === '/wp-json/wp/v2/users/1');
      expect(saved!.method).toBe('POST');
      expect(saved!.headers['x-wp-nonce']).toBe('a1b2c3d4e5');
      expect(saved!.fields).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    });
  }

  test('a failed dismissal keeps the banner hidden for this page view and logs it', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.goto('/shop/');
    await islandsIdle(page);
    await breakEndpoint(page, 'rest:/wp/v2/users/1', 'error');
    await page.locator('a.coming-soon-footer-banner-dismiss').click();
    await expect(page.locator('#coming-soon-footer-banner')).toBeHidden();
    await expect.poll(() => problems.errors.filter((text) => text.includes('cart-actions') && text.includes('coming-soon-footer-banner-dismiss')).length).toBe(1);
  });

  test('a banner without its REST URL: hidden, one error naming the behaviour and the element, no request', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.goto('/shop/?variant=bad-banner');
    await islandsIdle(page);
    await page.locator('a.coming-soon-footer-banner-dismiss').click();
    await expect(page.locator('#coming-soon-footer-banner')).toBeHidden();
    await expect.poll(() => problems.errors.length).toBe(1);
    expect(problems.errors[0]).toContain('[theme] behaviour "cart-actions" on <a.coming-soon-footer-banner-dismiss>');
    expect((await requestsSeen(page)).filter((request) => request.path.includes('/wp-json/'))).toEqual([]);
  });

  for (const lang of ['en', 'ru'] as const) {
    test(`WCML: clearing the removed items posts the action with its nonce, then the page reloads (${lang})`, async ({ page }) => {
      const path = `${lang === 'ru' ? '/ru' : ''}/cart/?variant=wcml-removed`;
      await page.goto(path);
      await islandsIdle(page);
      await expectAccessible(page, '.woocommerce-notices-wrapper');
      const reloaded = page.waitForEvent('load');
      await page.locator('a.wcml_removed_cart_items_clear').click();
      await reloaded;
      const posts = (await requestsSeen(page)).filter((request) => request.path === '/wp-admin/admin-ajax.php');
      expect(posts.map((request) => request.fields)).toEqual([{ action: 'wcml_cart_clear_removed_items', wcml_nonce: '9c1e2d7a4b' }]);
      expect((await requestsSeen(page)).filter((request) => request.path === (lang === 'ru' ? '/ru/cart/' : '/cart/')).length).toBe(2);
    });
  }
});
