import { SITE, firstProductId } from './site.ts';
import { bothModes, expect, open, test } from './support/visit.ts';
import { seen } from './support/views.ts';

/**
 * The classic checkout (shortcode). WooCommerce's checkout.js stays with the plugin on, but
 * woocommerce.js, whose `$.scroll_to_notices` it calls when the order is refused, is dropped:
 * the bundle gives jQuery that method.
 */
test.describe('checkout on the real site @wordpress', () => {
  test('placing an order with the form left empty: the errors above the form, the window brought to them, the list focused', async ({ visitor }) => {
    const views = await bothModes(
      (mode) => visitor(mode, { height: 600 }),
      async (v) => {
        await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
        await open(v, '/checkout/');
        await v.page.locator('#place_order').click();
        const errors = v.page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error');
        await expect(errors).toBeVisible();
        // $.scroll_to_notices: a 1000 ms animation (jQuery's with the classic scripts, animation
        // frames of the bundle's own) that ends with the notices 100 px below the window's top.
        const noticeTop = () => errors.evaluate((el) => Math.round(el.closest('.woocommerce-NoticeGroup')!.getBoundingClientRect().top));
        await expect.poll(noticeTop, { message: 'the notices brought to 100 px below the window\'s top' }).toBe(100);
        return {
          errors: await seen(errors),
          focused: await errors.evaluate((el) => el === document.activeElement),
          url: new URL(v.page.url()).pathname,
        };
      },
    );
    expect(views.classic.errors).toContain('Billing First name is a required field');
    expect(views.classic).toMatchObject({ focused: true, url: '/checkout/' });
    expect(views.bundle).toEqual(views.classic);
  });
});
