import { SITE } from './site.ts';
import { bothModes, expect, open, test } from './support/visit.ts';
import { seen, stillness } from './support/views.ts';

/**
 * The cart page keeps WooCommerce's cart.js (the bundle does not carry it): with the plugin on it
 * still has jQuery and blockUI (through woocommerce.js's dependencies, which the plugin keeps for
 * it), and woocommerce.js's `$.scroll_to_notices`, which the bundle provides.
 */
test.describe('cart page on the real site @wordpress', () => {
  test('updating a quantity: the blocked form, the notice scrolled to, the new totals and mini cart', async ({ visitor }) => {
    const views = await bothModes((mode) => visitor(mode, { height: 500 }), async (v) => {
      await open(v, `${SITE.shop}?add-to-cart=${await productId(v.page)}`);
      await open(v, SITE.cart);
      const quantity = v.page.locator('.woocommerce-cart-form input.qty').first();
      await quantity.fill('3');
      await v.page.locator('.woocommerce-cart-form [name="update_cart"]').click();
      await expect(v.page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toBeVisible();
      await expect(v.page.locator('.woocommerce-cart-form .blockUI')).toHaveCount(0);
      await stillness(v.page);
      // scroll_to_notices: the window scrolls until the notice is 100 px below its top (1000 ms).
      const noticeTop = () => v.page.evaluate(() => Math.round(document.querySelector('.woocommerce-notices-wrapper [role="alert"]')!.getBoundingClientRect().top));
      await expect.poll(noticeTop).toBe(100);
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
});

/** The first simple product's id, from the shop's add-to-cart button. */
async function productId(page: import('@playwright/test').Page): Promise<string> {
  await page.goto(SITE.shop);
  return (await page.locator('ul.products a.add_to_cart_button.ajax_add_to_cart').first().getAttribute('data-product_id'))!;
}
