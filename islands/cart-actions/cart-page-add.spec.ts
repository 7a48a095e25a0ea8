import { expect, islandsIdle, requestsSeen, test } from '../../tests/support/test.ts';

test.describe('add to cart on the cart page @cart', () => {
  test('a cross-sell added on the cart page gets no View cart link (is_cart), but is added', async ({ page }) => {
    // Something in the cart, so the cart page shows its cross-sells.
    await page.goto('/shop/');
    await islandsIdle(page);
    await page.locator('ul.products .add_to_cart_button[data-product_id="111"]').click();
    await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
    await page.goto('/cart/?variant=cross-sells');
    await islandsIdle(page);
    expect(await page.evaluate(() => (window as unknown as { wc_add_to_cart_params: { is_cart: unknown } }).wc_add_to_cart_params.is_cart)).toBeTruthy();
    const add = page.locator('.cross-sells .add_to_cart_button.ajax_add_to_cart').first();
    const id = await add.getAttribute('data-product_id');
    const before = (await requestsSeen(page)).filter((r) => r.query['wc-ajax'] === 'add_to_cart').length;
    await add.click();
    await expect(add).toHaveClass(/\badded\b/);
    await expect(add).not.toHaveClass(/\bloading\b/);
    const adds = (await requestsSeen(page)).filter((r) => r.query['wc-ajax'] === 'add_to_cart');
    expect(adds).toHaveLength(before + 1);
    expect(adds.at(-1)!.fields.product_id).toBe(id);
    await expect(page.locator('.cross-sells a.added_to_cart')).toHaveCount(0);
    await expect(page.locator('.woocommerce a.added_to_cart')).toHaveCount(0);
  });
});
