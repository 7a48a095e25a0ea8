import { mkdirSync } from 'node:fs';
import { SITE } from './site.ts';
import { bothModes, expect, open, ready, test, type Visitor } from './support/visit.ts';
import { lookDifference } from './support/pixels.ts';
import { miniCartEmpty, miniCartItems, noticesGlidedTo, shotReady } from './support/views.ts';

const OUT = 'shots/wordpress/phone-journey';
const PHONE = { width: 375, height: 740 };

/** Where the shopper is at a step: the page, how far it is scrolled, and what has the focus. */
interface Place {
  path: string;
  scrollY: number;
  focused: string;
}

/**
 * One shopper's order, from the first tap on the shop to the order received, on a phone: each
 * step as a full-page shot (kept in OUT, per mode) and where the shopper is then. The parts that
 * differ between any two visits are covered: the related products (WooCommerce shuffles them on
 * every view) and the order's number and date.
 */
async function buyOnAPhone(v: Visitor): Promise<{ places: Record<string, Place>; shots: Record<string, Buffer> }> {
  const places: Record<string, Place> = {};
  const shots: Record<string, Buffer> = {};
  /** A step's shot and place; `cart`: what the sidebar's mini cart shows then, where the page has it. */
  const step = async (name: string, cart?: 'empty' | number) => {
    // WooCommerce prints the widget empty and cart-fragments.js fills it when its request
    // answers (the plugin prints it filled): the shot waits for what the shopper then sees.
    if (cart === 'empty') await expect(miniCartEmpty(v.page)).toBeVisible();
    else if (cart !== undefined) await expect(miniCartItems(v.page)).toHaveCount(cart);
    await v.page.addStyleTag({ content: 'section.related.products { display: none !important; }' });
    await shotReady(v.page.locator('body'));
    places[name] = await v.page.evaluate(() => {
      const focused = document.activeElement;
      return {
        path: location.pathname.replace(/\/\d+\/$/, '/{order}/'),
        scrollY: Math.round(scrollY),
        focused: focused && focused !== document.body ? `${focused.tagName.toLowerCase()}.${[...focused.classList].sort().join('.')}` : 'body',
      };
    });
    const mask = [v.page.locator('.woocommerce-order-overview__order strong, .woocommerce-order-overview__date strong')];
    shots[name] = await v.page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', mask });
    await v.page.screenshot({ path: `${OUT}/${name}-${v.mode}.png`, fullPage: true, animations: 'disabled', caret: 'hide', mask });
  };
  const arrive = async (url: RegExp, tap: () => Promise<void>) => {
    await Promise.all([v.page.waitForURL(url), tap()]);
    await ready(v);
  };

  await open(v, SITE.shop);
  await step('1-shop', 'empty');

  await v.page.locator('ul.products a.add_to_cart_button.ajax_add_to_cart').first().tap();
  await expect(v.page.locator('ul.products a.added_to_cart')).toBeVisible();
  await step('2-shop-added', 1);

  await open(v, SITE.inlineVariable);
  await step('3-product', 1);

  const selects = v.page.locator('form.variations_form table.variations select');
  await selects.nth(0).selectOption({ label: 'ISO VG 46' });
  await selects.nth(1).selectOption({ label: '5 л' });
  await expect(v.page.locator('form.variations_form input[name="variation_id"]')).not.toHaveValue('');
  await expect(v.page.locator('form.variations_form .single_variation')).toBeVisible();
  await step('4-product-chosen', 1);

  await arrive(/\/product\//, () => v.page.locator('.single_add_to_cart_button').tap());
  // woocommerce.js focuses the notice 500 ms after the page starts (the bundle as it).
  await expect(v.page.locator('.woocommerce-message')).toBeFocused();
  await step('5-product-added', 2);

  await arrive(/\/cart\/$/, () => v.page.locator('.woocommerce-message a.wc-forward').tap());
  await step('6-cart');

  const quantity = v.page.locator('.woocommerce-cart-form input.qty').first();
  await quantity.fill('3');
  await v.page.locator('button[name="update_cart"]').tap();
  await expect(v.page.locator('.woocommerce-cart-form .blockUI')).toHaveCount(0);
  await expect(quantity).toHaveValue('3');
  // cart.js's $.scroll_to_notices($('[role="alert"]')).
  await noticesGlidedTo(v.page.locator('[role="alert"]'));
  await step('7-cart-updated');

  await arrive(/\/checkout\/$/, () => v.page.locator('.checkout-button').tap());
  // checkout.js asks for the order review at load, under blockUI until it answers.
  await expect(v.page.locator('.woocommerce-checkout-review-order-table')).toBeVisible();
  await expect(v.page.locator('.blockUI')).toHaveCount(0);
  await step('8-checkout');

  for (const [field, value] of [
    ['#billing_first_name', 'Anna'],
    ['#billing_last_name', 'Bērziņa'],
    ['#billing_address_1', 'Brīvības iela 1'],
    ['#billing_city', 'Rīga'],
    ['#billing_postcode', 'LV-1001'],
    ['#billing_phone', '+371 2000 0000'],
    ['#billing_email', 'anna@example.com'],
  ] as const) {
    await v.page.locator(field).fill(value);
  }
  await arrive(/\/order-received\//, () => v.page.locator('#place_order').tap());
  await expect(v.page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
  await step('9-order-received', 'empty');

  return { places, shots };
}

test.describe('a shopper on a phone, on the real site @wordpress', () => {
  test('buys by taps, from an add on the shop and a variation on its page, through the cart to the order received: at every step the same look, the window scrolled to the same place and the same focus, with the plugin on and off', async ({ visitor }) => {
    mkdirSync(OUT, { recursive: true });
    const opened: Visitor[] = [];
    const journeys = await bothModes(
      async (mode) => {
        const v = await visitor(mode, PHONE);
        opened.push(v);
        return v;
      },
      buyOnAPhone,
    );
    expect(Object.keys(journeys.classic.places)).toHaveLength(9);
    expect(journeys.classic.places['9-order-received']!.path).toMatch(/order-received/);
    expect(journeys.bundle.places).toEqual(journeys.classic.places);
    const differences: Record<string, string | null> = {};
    for (const name of Object.keys(journeys.classic.shots)) {
      differences[name] = await lookDifference(opened[0]!.context, journeys.classic.shots[name]!, journeys.bundle.shots[name]!);
    }
    expect(differences, `the plugin off against on, step by step (shots in ${OUT})`).toEqual(Object.fromEntries(Object.keys(differences).map((name) => [name, null])));
  });
});
