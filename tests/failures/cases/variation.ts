import { expect, requestsSeen } from '../../support/test.ts';
import { AFTER_TIME_OUT, type EndpointCase } from '../endpoint-case.ts';

const AJAX = '/product/industrial-gear-oil-clp/';
const FORM = 'form.variations_form';
const BUTTON = `${FORM} .single_add_to_cart_button`;

/**
 * get_variation (a product with more variations than the inline threshold). WooCommerce's
 * add-to-cart-variation.js on a failed call: no variation is shown, the form is not left busy.
 * Then the add-to-cart button submits the form natively, as without JavaScript (the classic
 * script leaves it disabled): WooCommerce 9.9 answers with its notice and the choices kept.
 */
export const variationCases: EndpointCase[] = [
  {
    endpoint: 'wc-ajax:get_variation',
    path: AJAX,
    async act(page) {
      await page.locator('#pa_volume').selectOption('5-l');
      await page.locator('#pa_viscosity').selectOption('vg-220');
    },
    async outcome(page) {
      await expect(page.locator(FORM)).not.toHaveClass(/\bprocessing\b/, { timeout: AFTER_TIME_OUT });
      await expect(page.locator(`${FORM} .single_variation .woocommerce-variation-price`)).toHaveCount(0);
      await expect(page.locator(BUTTON)).not.toHaveClass(/\bdisabled\b/);
      // What was chosen is kept, and the button posts it to the product page as the no-JS form does.
      await expect(page.locator('#pa_volume')).toHaveValue('5-l');
      // Wait for the answer page: closing the context while a POST navigation is in flight can
      // hang Chromium's teardown past the test's time-out.
      const answered = page.waitForEvent('load');
      await page.locator(BUTTON).click();
      await answered;
      await expect
        .poll(async () => (await requestsSeen(page)).some((r) => r.method === 'POST' && r.path === AJAX && r.fields.attribute_pa_volume === '5-l' && r.fields.attribute_pa_viscosity === 'vg-220'))
        .toBe(true);
    },
  },
];
