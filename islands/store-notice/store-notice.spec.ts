import { expect, islandsIdle, test } from '../../tests/support/test.ts';

const PRODUCT = '/product/hydraulic-oil-hlp-46/';

test.describe('store notice @foundation', () => {
  test('shown until dismissed; the dismissal is kept in a cookie across pages', async ({ page, context }) => {
    await page.goto(PRODUCT);
    const notice = page.locator('.woocommerce-store-notice');
    await expect(notice).toBeVisible();
    const id = await notice.getAttribute('data-notice-id');
    await notice.locator('.woocommerce-store-notice__dismiss-link').click();
    await expect(notice).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
    const cookie = (await context.cookies()).find((c) => c.name === `store_notice${id}`);
    expect(cookie).toMatchObject({ value: 'hidden', path: '/', sameSite: 'Lax', expires: -1 });
    await page.goto('/ru/about/');
    await islandsIdle(page);
    await expect(page.locator('.woocommerce-store-notice')).toBeHidden();
  });

  for (const key of ['Enter', 'Space'] as const) {
    test(`${key} on the dismiss link dismisses it`, async ({ page, context }) => {
      await page.goto('/about/');
      await islandsIdle(page);
      await page.locator('.woocommerce-store-notice__dismiss-link').focus();
      await page.keyboard.press(key);
      await expect(page.locator('.woocommerce-store-notice')).toBeHidden();
      expect((await context.cookies()).some((c) => c.name.startsWith('store_notice') && c.value === 'hidden')).toBe(true);
    });
  }
});
