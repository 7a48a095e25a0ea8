import type { Page } from '@playwright/test';
import { SITE } from './site.ts';
import { bothModes, expect, open, stagingSwitch, test } from './support/visit.ts';
import { miniCart, miniCartEmpty, miniCartItems, tabsView } from './support/views.ts';

/** The tab shown, the panels visible, the hash, and the tab clicks the theme's own jQuery handler heard. */
async function tabsSeen(page: Page) {
  return {
    ...(await tabsView(page)),
    hash: await page.evaluate(() => location.hash),
    heard: await page.evaluate(() => (window as unknown as { themeClicks?: { tabs: number } }).themeClicks?.tabs ?? null),
  };
}

/** jQuery's `.trigger('click')` on the page's first element matching `selector`, as theme code makes it. */
const jQueryClick = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    (window as unknown as { jQuery: (s: string) => { first(): { trigger(name: string): void } } }).jQuery(selector).first().trigger('click');
  }, selector);

// A theme's script on jQuery that clicks through it (the staging's switch `lubrica_theme_clicks`):
// jQuery runs its handlers and makes no native click on a link, and the plugin's islands listen
// natively; on a button or an image it makes one with `click()`, which no visitor's press comes
// before. With the plugin on, each must do what it does with WooCommerce's scripts.
test.describe('clicks a theme makes through jQuery @wordpress', () => {
  test('product page: the reviews tab opened at ready, another tab later, a thumbnail before the gallery was touched; no link followed, the theme\'s handler heard each once, and no jQuery Migrate warning, with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await stagingSwitch(v, 'lubrica_theme_clicks', 'on');
      await open(v, SITE.inlineVariable);
      await expect(v.page.locator('.woocommerce-tabs ul.tabs li.reviews_tab')).toHaveClass(/active/);
      const atReady = await tabsSeen(v.page);
      await jQueryClick(v.page, '.wc-tabs li.description_tab a');
      await expect(v.page.locator('.woocommerce-tabs ul.tabs li.description_tab')).toHaveClass(/active/);
      const later = await tabsSeen(v.page);
      // The third thumbnail; with the plugin, the gallery's code comes for it.
      await v.page.evaluate(() => (window as unknown as { jQuery: (s: string) => { eq(at: number): { trigger(name: string): void } } }).jQuery('.flex-control-thumbs img').eq(2).trigger('click'));
      const gallery = v.page.locator('.woocommerce-product-gallery');
      await expect(gallery.locator('.flex-control-thumbs img').nth(2)).toHaveClass(/flex-active/);
      await expect(gallery.locator('.woocommerce-product-gallery__image').nth(2)).toHaveClass(/flex-active-slide/);
      const thumbnail = {
        active: await gallery.locator('.flex-control-thumbs img').evaluateAll((imgs) => imgs.map((img) => img.classList.contains('flex-active'))),
        hash: await v.page.evaluate(() => location.hash),
      };
      // What jQuery Migrate (WordPress prints it with jQuery) recorded as deprecated: the bundle's
      // hold of jQuery's ready, which the reviews tab's click needs, must not be (hold-jquery-ready.ts).
      // WordPress's minified Migrate keeps them silent; its unminified one (SCRIPT_DEBUG) logs each.
      const migrateWarnings = await v.page.evaluate(() => (window as unknown as { jQuery: { migrateWarnings?: string[] } }).jQuery.migrateWarnings ?? null);
      return { atReady, later, thumbnail, url: new URL(v.page.url()).pathname, migrateWarnings };
    });
    expect(views.classic.atReady).toMatchObject({ panels: ['tab-reviews'], hash: '', heard: 1 });
    expect(views.classic.later).toMatchObject({ panels: ['tab-description'], hash: '', heard: 2 });
    expect(views.classic.thumbnail).toEqual({ active: [false, false, true, false], hash: '' });
    expect(views.classic.migrateWarnings).toEqual([]);
    expect(views.bundle).toEqual(views.classic);
  });

  test('shop: an add to cart button clicked through jQuery, then one by the visitor, each prevented by the theme\'s own handler: both added by ajax, the page stays, with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await stagingSwitch(v, 'lubrica_theme_clicks', 'on');
      await open(v, SITE.shop);
      await expect(miniCartEmpty(v.page)).toBeVisible();
      const buttons = v.page.locator('ul.products a.add_to_cart_button.ajax_add_to_cart');
      await jQueryClick(v.page, 'ul.products a.add_to_cart_button.ajax_add_to_cart');
      await expect(buttons.first()).toHaveClass(/\badded\b/);
      await expect(miniCartItems(v.page)).toHaveCount(1);
      await buttons.nth(1).click();
      await expect(buttons.nth(1)).toHaveClass(/\badded\b/);
      await expect(miniCartItems(v.page)).toHaveCount(2);
      return {
        cart: await miniCart(v.page),
        url: v.page.url().replace(/^https?:\/\/[^/]+/, ''),
        adds: await v.page.evaluate(() => (window as unknown as { themeClicks: { adds: number } }).themeClicks.adds),
      };
    });
    expect(views.classic.cart).toHaveLength(2);
    expect(views.classic.url).toBe(SITE.shop);
    expect(views.classic.adds).toBe(2);
    expect(views.bundle).toEqual(views.classic);
  });
});
