import { addByLink } from '../../../islands/cart-actions/cart-test-helpers.ts';
import { fragmentsDecided, noteFragmentsEvents } from '../../support/fragments-events.ts';
import { expect, requestsSeen } from '../../support/test.ts';
import { AFTER_TIME_OUT, type EndpointCase } from '../endpoint-case.ts';

const MINI_CART_ITEMS = '.widget-area .woocommerce-mini-cart-item';

/**
 * The cart's three calls. WooCommerce's own fallbacks are the outcome: a failed add to cart or
 * remove follows the button's or link's href (the no-JS path, which does the job on the
 * server); a failed refresh keeps the mini cart the server printed and fires
 * `wc_fragments_ajax_error`. An add or a remove the server has not answered yet is waited for,
 * as add-to-cart.js waits (no time-out): the server may still be doing it, and its href would do
 * it a second time.
 */
export const cartCases: EndpointCase[] = [
  {
    endpoint: 'wc-ajax:add_to_cart',
    path: '/shop/',
    async act(page) {
      await page.locator('ul.products .add_to_cart_button[data-product_id="113"]').click();
    },
    async outcome(page, how) {
      if (how === 'hang') {
        // 30 s on the browser's clock without an answer: still loading, the link not followed.
        await expect(page.locator('ul.products .add_to_cart_button[data-product_id="113"]')).toHaveClass(/\bloading\b/);
        expect((await requestsSeen(page)).filter((request) => request.query['add-to-cart'])).toEqual([]);
        expect(new URL(page.url()).search).toBe('');
        return;
      }
      // The browser follows ?add-to-cart=113...
      const seen = async () => (await requestsSeen(page)).map((request) => `${request.method} ${request.path}?${new URLSearchParams(request.query)}`);
      await expect.poll(seen, { timeout: AFTER_TIME_OUT }).toContain('GET /shop/?add-to-cart=113');
      // ...which adds on the server and comes back to the shop without the parameter.
      await page.waitForURL((url) => url.pathname === '/shop/' && !url.search);
      await expect(page.locator(MINI_CART_ITEMS)).toHaveCount(1);
      await expect(page.locator(`${MINI_CART_ITEMS} a:not(.remove)`).first()).toContainText('Compressor oil VDL 100');
    },
  },
  {
    endpoint: 'wc-ajax:remove_from_cart',
    path: '/shop/',
    async before(page) {
      await addByLink(page, 113);
    },
    async act(page) {
      await expect(page.locator(MINI_CART_ITEMS)).toHaveCount(1);
      await page.locator('.widget-area a.remove_from_cart_button').click();
    },
    async outcome(page, how) {
      if (how === 'hang') {
        // 30 s on the browser's clock without an answer: the item still shown busy, the link not followed.
        await expect(page.locator(MINI_CART_ITEMS)).toHaveCount(1);
        await expect(page.locator('.widget-area .blockUI.blockOverlay')).toHaveCount(1);
        expect((await requestsSeen(page)).filter((request) => request.query.remove_item)).toEqual([]);
        expect(new URL(page.url()).pathname).toBe('/shop/');
        return;
      }
      // The remove link (?remove_item=<key>) removes on the server and lands on the cart page.
      await page.waitForURL('**/cart/', { timeout: AFTER_TIME_OUT });
      await expect(page.locator('.cart-empty')).toBeVisible();
    },
  },
  {
    endpoint: 'wc-ajax:get_refreshed_fragments',
    path: '/shop/',
    async before(page) {
      await addByLink(page, 111);
      await noteFragmentsEvents(page);
    },
    // The first view's own refresh answered and stored before the endpoint breaks. Left in
    // flight, its answer could be stored as the reload begins, and the reloaded page then hears
    // that write as another tab's (a `storage` event for the cart hash, which its empty session
    // does not match) and refreshes a second time, as cart-fragments.js does: two errors, once
    // in a clean-clone CI.
    async loaded(page) {
      await fragmentsDecided(page);
    },
    // A new page view with nothing stored: the mini cart asks for fresh fragments at load.
    async act(page) {
      await page.addInitScript(() => {
        // At document start, so a late write of the last page (its own refresh) cannot refill it.
        sessionStorage.clear();
        const win = window as unknown as { ajaxErrors: number };
        win.ajaxErrors = 0;
        document.addEventListener('wc:wc_fragments_ajax_error', () => win.ajaxErrors++);
      });
      await page.reload();
    },
    async outcome(page) {
      await page.waitForFunction(() => (window as unknown as { ajaxErrors: number }).ajaxErrors > 0, null, { timeout: AFTER_TIME_OUT });
      expect(await page.evaluate(() => (window as unknown as { ajaxErrors: number }).ajaxErrors)).toBe(1);
      // The mini cart and the header count as the server printed them: one product, nothing lost.
      await expect(page.locator(MINI_CART_ITEMS)).toHaveCount(1);
      await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
      // The visitor can still add to cart: the next call is not broken.
      expect(new URL(page.url()).pathname).toBe('/shop/');
    },
  },
];
