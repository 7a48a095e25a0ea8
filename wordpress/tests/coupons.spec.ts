import { SITE, firstProductId } from './site.ts';
import { bothModes, expect, open, test } from './support/visit.ts';
import { fold, noticesGlidedTo, seen } from './support/views.ts';
import { stillness } from '../../tests/support/stillness.ts';
import { holdRoute } from '../../tests/support/hold-route.ts';
import type { Page } from '@playwright/test';

/** The page's wc-ajax calls from now on, as `METHOD action`, those `only` matches. */
function wcAjaxCalls(page: Page, only = /./): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const action = /[?&]wc-ajax=(\w+)/.exec(request.url())?.[1];
    if (action && only.test(action)) calls.push(`${request.method()} ${action}`);
  });
  return calls;
}

/**
 * The cart's coupon field, worked by WooCommerce's cart.js with the plugin on as off (the bundle
 * loads cart.js at the first touch of the cart, `islands/classic-cart/`). The staging's coupon is
 * `baltic10`, 10% off the items (wordpress/staging/steps/setup-woocommerce.php).
 */
test.describe('coupons on the real site @wordpress', () => {
  test('a wrong code typed and sent with Enter as the first touch (with the bundle: cart.js on its way), then the right one applied with a tap, then removed from the totals: the error under the field, the notices, the discount and the total, one request each, with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
      await open(v, SITE.cart);
      const requests = wcAjaxCalls(v.page, /coupon/);
      const field = v.page.locator('#coupon_code');
      const errorNotice = v.page.locator('#coupon-error-notice');
      const discount = v.page.locator('.cart_totals tr.cart-discount');
      // Each answer ends with cart.js's `$.scroll_to_notices($('[role="alert"]'))`.
      const view = async () => {
        await expect(v.page.locator('.blockUI')).toHaveCount(0);
        await stillness(v.page);
        await noticesGlidedTo(v.page.locator('[role="alert"]'));
        return {
          requests: [...requests],
          error: await seen(errorNotice),
          field: {
            value: await field.inputValue(),
            invalid: await field.getAttribute('aria-invalid'),
            describedBy: await field.getAttribute('aria-describedby'),
            focused: await field.evaluate((el) => el === document.activeElement),
          },
          notices: await seen(v.page.locator('.woocommerce-notices-wrapper')),
          discount: (await discount.count()) > 0 ? await seen(discount) : null,
          total: await seen(v.page.locator('.cart_totals .order-total td')),
          scrollY: await v.page.evaluate(() => Math.round(scrollY)),
        };
      };

      // With the bundle, the field's touch fetches jQuery and the rest; cart.js is held until
      // the Enter has been pressed.
      const releaseCartJs = v.mode === 'bundle' ? await holdRoute(v.page, '**/cart.min.js*') : () => undefined;
      const cartJsAsked = v.mode === 'bundle' ? v.page.waitForRequest('**/cart.min.js*') : Promise.resolve();
      await field.fill('nope');
      await cartJsAsked;
      await field.press('Enter');
      releaseCartJs();
      await expect(errorNotice).toBeVisible();
      const wrong = await view();

      await field.fill('baltic10');
      await v.page.locator('.woocommerce-cart-form [name="apply_coupon"]').click();
      await expect(discount).toBeVisible();
      const applied = await view();

      await v.page.locator('.cart_totals a.woocommerce-remove-coupon').click();
      await expect(discount).toHaveCount(0);
      const removed = await view();
      return { wrong, applied, removed, errors: v.errors };
    });
    expect(views.classic).toMatchObject({
      wrong: { requests: ['POST apply_coupon'], error: 'Coupon "nope" does not exist!', field: { invalid: 'true', describedBy: 'coupon-error-notice', focused: true }, discount: null },
      applied: { requests: ['POST apply_coupon', 'POST apply_coupon'], error: null, field: { value: '', invalid: null }, notices: 'Coupon code applied successfully.' },
      removed: { requests: ['POST apply_coupon', 'POST apply_coupon', 'POST remove_coupon'], notices: 'Coupon has been removed.', discount: null },
      errors: [],
    });
    expect(views.classic.applied.discount).toContain('baltic10');
    expect(views.bundle).toEqual(views.classic);
  });

  test('at the checkout: the coupon form opened from its notice, a wrong code sent with Enter, the right one applied, then removed from the order review, with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
      await open(v, SITE.checkout);
      await expect(v.page.locator('.woocommerce-checkout-review-order-table')).toBeVisible();
      await expect(v.page.locator('.blockUI')).toHaveCount(0);
      const requests = wcAjaxCalls(v.page);
      const form = v.page.locator('form.checkout_coupon');
      const field = form.locator('#coupon_code');
      const discount = v.page.locator('.woocommerce-checkout-review-order-table tr.cart-discount');
      const view = async () => {
        await expect(v.page.locator('.blockUI')).toHaveCount(0);
        await stillness(v.page);
        return {
          requests: [...requests],
          formShown: await form.isVisible(),
          error: await seen(v.page.locator('#coupon-error-notice')),
          field: {
            value: await field.inputValue(),
            invalid: await field.getAttribute('aria-invalid'),
            focused: await field.evaluate((el) => el === document.activeElement),
          },
          notices: await seen(v.page.locator('.woocommerce-notices-wrapper').first()),
          messages: (await v.page.locator('.woocommerce-message, .woocommerce-error').allTextContents()).map(fold),
          discount: (await discount.count()) > 0 ? await seen(discount) : null,
          total: await seen(v.page.locator('.woocommerce-checkout-review-order-table .order-total td')),
          scrollY: await v.page.evaluate(() => Math.round(scrollY)),
        };
      };
      await expect(form).toBeHidden();
      await v.page.locator('a.showcoupon').click();
      await expect(field).toBeFocused();
      const opened = await view();
      await field.fill('nope');
      await field.press('Enter');
      await expect(v.page.locator('#coupon-error-notice')).toBeVisible();
      const wrong = await view();
      await field.fill('baltic10');
      await form.locator('[name="apply_coupon"]').click();
      await expect(discount).toBeVisible();
      const applied = await view();
      await v.page.locator('.woocommerce-checkout-review-order-table a.woocommerce-remove-coupon').click();
      await expect(discount).toHaveCount(0);
      const removed = await view();
      return { opened, wrong, applied, removed, errors: v.errors };
    });
    expect(views.classic).toMatchObject({
      opened: { requests: [], formShown: true, field: { focused: true } },
      wrong: { requests: ['POST apply_coupon', 'POST update_order_review'], error: 'Coupon "nope" does not exist!', field: { invalid: 'true', focused: true }, discount: null },
      applied: { formShown: false, messages: ['Coupon code applied successfully.'] },
      removed: { messages: ['Coupon has been removed.'], discount: null },
      errors: [],
    });
    expect(views.classic.applied.requests).toHaveLength(4);
    expect(views.classic.removed.requests.slice(4)).toEqual(['POST remove_coupon', 'POST update_order_review']);
    expect(views.classic.applied.discount).toContain('baltic10');
    expect(views.bundle).toEqual(views.classic);
  });
});
