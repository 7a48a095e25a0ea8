import { expect, islandsIdle, test } from '../../tests/support/test.ts';
import { addByLink, clickCalls, wcAjaxCalls } from './cart-test-helpers.ts';

type Recorded = Array<{ name: string; args: unknown[] }>;

/**
 * Listens through jQuery, as other plugins do, and describes each argument: a jQuery object as
 * `$<first node's data-product_id or class>`, plain values as they are.
 */
async function listenWithJQuery(page: import('@playwright/test').Page, names: string[]): Promise<void> {
  await page.evaluate((list) => {
    const $ = (window as unknown as { jQuery: JQueryStatic }).jQuery;
    const win = window as unknown as { recorded: Recorded };
    win.recorded = [];
    const describe = (value: unknown): unknown => {
      if (value && typeof value === 'object' && 'jquery' in value) {
        const node = (value as JQuery)[0] as HTMLElement | undefined;
        return `$${node?.dataset.product_id ?? node?.className ?? ''}`;
      }
      if (value && typeof value === 'object') return Object.keys(value as object).sort();
      return value;
    };
    for (const name of list) $(document.body).on(name, (_event: unknown, ...args: unknown[]) => win.recorded.push({ name, args: args.map(describe) }));
  }, names);
}

const recorded = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);

test.describe('cart events through jQuery @cart', () => {
  test('add to cart: adding_to_cart [$button, data], then add-to-cart.js\'s handlers in order (wc_cart_button_updated [$button], wc_fragments_loaded once the fragments are in), then added_to_cart [fragments, hash, $button]', async ({ page }) => {
    await page.goto('/shop/?variant=with-jquery');
    await islandsIdle(page);
    await listenWithJQuery(page, ['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated', 'wc_fragments_loaded']);
    await page.locator('ul.products .add_to_cart_button[data-product_id="112"]').click();
    await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
    await expect.poll(() => recorded(page).then((list) => list.length)).toBe(4);
    const [adding, updated, loaded, added] = await recorded(page);
    expect(adding).toEqual({ name: 'adding_to_cart', args: ['$112', ['product_id', 'product_sku', 'quantity', 'success_message']] });
    expect(updated).toEqual({ name: 'wc_cart_button_updated', args: ['$112'] });
    expect(loaded).toEqual({ name: 'wc_fragments_loaded', args: [] });
    expect(added).toEqual({ name: 'added_to_cart', args: [['a.cart-contents', 'div.widget_shopping_cart_content'], expect.stringMatching(/^[0-9a-f]{32}$/), '$112'] });
  });

  test('jQuery data that a plugin set on the button is sent with the payload', async ({ page }) => {
    await page.goto('/shop/?variant=with-jquery');
    await islandsIdle(page);
    await page.evaluate(() => (window as unknown as { jQuery: JQueryStatic }).jQuery('ul.products .add_to_cart_button[data-product_id="113"]').data('gift_wrap', 'yes'));
    await page.locator('ul.products .add_to_cart_button[data-product_id="113"]').click();
    await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
    const fields = (await clickCalls(page))[0]?.[1];
    expect(fields).toMatchObject({ product_id: '113', gift_wrap: 'yes', quantity: '1' });
  });

  test('should_send_ajax_request.adding_to_cart returning false through jQuery: no request, button reset, ajax_request_not_sent fires', async ({ page }) => {
    await page.goto('/shop/?variant=with-jquery');
    await islandsIdle(page);
    await listenWithJQuery(page, ['ajax_request_not_sent.adding_to_cart', 'adding_to_cart']);
    await page.evaluate(() => (window as unknown as { jQuery: JQueryStatic }).jQuery(document.body).on('should_send_ajax_request.adding_to_cart', () => false));
    const add = page.locator('ul.products .add_to_cart_button[data-product_id="111"]');
    await add.click();
    await expect.poll(() => recorded(page).then((list) => list.map((entry) => entry.name))).toEqual(['ajax_request_not_sent.adding_to_cart']);
    expect((await recorded(page))[0]!.args).toEqual([false, false, '$111']);
    await expect(add).not.toHaveClass(/loading/);
    expect(await clickCalls(page)).toEqual([]);
  });

  test('remove: wc_fragments_loaded once the fragments are in, then removed_from_cart [fragments, hash, $link]', async ({ page }) => {
    await addByLink(page, 111);
    await page.goto('/shop/?variant=with-jquery');
    await islandsIdle(page);
    await expect.poll(() => wcAjaxCalls(page).then((calls) => calls.length)).toBe(1);
    await listenWithJQuery(page, ['removed_from_cart', 'wc_fragments_loaded']);
    await page.locator('.widget-area a.remove_from_cart_button').click();
    await expect(page.locator('.widget-area .woocommerce-mini-cart__empty-message')).toBeAttached();
    await expect.poll(() => recorded(page).then((list) => list.length)).toBe(2);
    const [loaded, removed] = await recorded(page);
    expect(loaded).toEqual({ name: 'wc_fragments_loaded', args: [] });
    expect(removed).toEqual({ name: 'removed_from_cart', args: [['a.cart-contents', 'div.widget_shopping_cart_content'], '', '$111'] });
  });

  test('the mini cart: wc_fragments_refreshed after a refresh, wc_fragments_loaded when the stored fragments are reused', async ({ page }) => {
    await addByLink(page, 112);
    await page.addInitScript(() => {
      const win = window as unknown as { heard: string[]; jQuery: JQueryStatic };
      win.heard = [];
      document.addEventListener('DOMContentLoaded', () => {
        for (const name of ['wc_fragments_refreshed', 'wc_fragments_loaded']) win.jQuery(document.body).on(name, () => win.heard.push(name));
      });
    });
    const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    await page.goto('/shop/?variant=with-jquery');
    await expect.poll(heard).toEqual(['wc_fragments_refreshed']);
    await page.goto('/shop/?variant=with-jquery');
    await expect.poll(heard).toEqual(['wc_fragments_loaded']);
  });
});
