import { expect, requestsSeen } from '../../support/test.ts';
import { AFTER_TIME_OUT, type EndpointCase } from '../endpoint-case.ts';
import type { Breakage } from '../../support/break-endpoint.ts';

/** What WCML's $.ajax counts as success: any 200, whatever its body. */
const ANSWERS_200: Breakage[] = ['html', 'empty'];

const CLEAR_FAILED = '[theme] behaviour "cart-actions" on <a.wcml_removed_cart_items_clear>: clearing the removed items failed';

export const bannerCases: EndpointCase[] = [
  {
    // WooCommerce's coming-soon banner: the dismissal is saved as user meta through REST.
    endpoint: 'rest:/wp/v2/users/1',
    path: '/shop/',
    reports: '[theme] behaviour "cart-actions" on <a.coming-soon-footer-banner-dismiss>',
    async act(page) {
      await page.locator('a.coming-soon-footer-banner-dismiss').click();
    },
    // Hidden for this page view all the same (WooCommerce hides it before the call), and the
    // failure logged once; the server was asked once (the network down: it heard nothing).
    async outcome(page, how) {
      await expect(page.locator('#coming-soon-footer-banner')).toBeHidden();
      await expect.poll(async () => (await requestsSeen(page)).filter((r) => r.path === '/wp-json/wp/v2/users/1').length).toBe(how === 'offline' ? 0 : 1);
    },
    logs: () => true,
  },
  {
    endpoint: 'admin-ajax:wcml_cart_clear_removed_items',
    path: '/cart/?variant=wcml-removed',
    reports: CLEAR_FAILED,
    async act(page) {
      // Marks this document and notes every navigation it begins (the Navigation API's navigate
      // event fires as one begins, a reload included), for the outcome to tell a reload by.
      await page.evaluate(() => {
        const win = window as unknown as { stayed: boolean; navigations: string[]; navigation?: EventTarget };
        win.stayed = true;
        win.navigations = [];
        win.navigation?.addEventListener('navigate', (event) => win.navigations.push((event as Event & { navigationType: string }).navigationType));
      });
      await page.locator('a.wcml_removed_cart_items_clear').click();
    },
    // WCML reloads on any 200 (its success callback) and does nothing otherwise: the notice and
    // its link stay, the visitor stays on the cart.
    async outcome(page, how, problems) {
      const cartLoads = async () => (await requestsSeen(page)).filter((r) => r.method === 'GET' && r.path === '/cart/').length;
      if (ANSWERS_200.includes(how)) {
        await expect.poll(cartLoads).toBe(2);
      } else {
        // The call has failed and the failure is logged (after the client's 10 s time-out for a
        // hang): the reload, which only a 200 brings, can no longer come, nor has one begun.
        await expect.poll(() => problems.errors.some((text) => text.startsWith(CLEAR_FAILED)), { timeout: AFTER_TIME_OUT }).toBe(true);
        const here = await page.evaluate(() => {
          const win = window as unknown as { stayed?: boolean; navigations?: string[] };
          return { stayed: win.stayed, navigations: win.navigations };
        });
        expect(here).toEqual({ stayed: true, navigations: [] });
        expect(await cartLoads()).toBe(1);
      }
      await expect(page.locator('a.wcml_removed_cart_items_clear')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/cart/');
    },
    logs: (how) => !ANSWERS_200.includes(how),
  },
];
