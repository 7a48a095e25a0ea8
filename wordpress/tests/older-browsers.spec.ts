import { lackAbortSignalAny, refuseHasSelector } from '../../tests/support/older-browsers.ts';
import { SITE, firstProductId } from './site.ts';
import { miniCartItems, seen } from './support/views.ts';
import { bothModes, expect, open, ready, test, type Visitor } from './support/visit.ts';

/**
 * Browsers the classic scripts (jQuery) serve well that lack something recent: Safari before
 * 17.4 and Firefox before 124 have no `AbortSignal.any` (an iPhone 8 or X stays on Safari 16);
 * Firefox before 121, Safari before 15.4 and Chrome before 105 refuse `:has()` in a selector
 * (a SyntaxError). Chromium is made to lack them before any script of the page runs.
 */
const withoutAbortSignalAny = (v: Visitor) => v.context.addInitScript(lackAbortSignalAny);
const withoutHasSelector = (v: Visitor) => v.context.addInitScript(refuseHasSelector);

/** The sidebar's cart as a shopper reads it. */
const sidebarCart = (v: Visitor) => seen(v.page.locator('.widget_shopping_cart_content'));

test.describe('older browsers on the real site @wordpress', () => {
  test('without AbortSignal.any (Safari 16): an add to cart from the shop is made by ajax, and the next page\'s sidebar cart shows it, with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await withoutAbortSignalAny(v);
      const id = await firstProductId(v.page);
      await open(v, SITE.shop);
      const add = v.page.locator(`ul.products a.add_to_cart_button[data-product_id="${id}"]`);
      await add.click();
      const viewCart = add.locator('xpath=following-sibling::a[contains(@class, "added_to_cart")]');
      await expect(viewCart).toBeVisible();
      // The answer's fragments in the sidebar (with the bundle they may come just after the link:
      // the replacing code's chunk, on a slow line).
      await expect(miniCartItems(v.page)).toHaveCount(1);
      const onShop = { path: new URL(v.page.url()).pathname + new URL(v.page.url()).search, viewCart: await seen(viewCart), cart: await sidebarCart(v) };
      await open(v, SITE.simple);
      await expect(miniCartItems(v.page)).toHaveCount(1);
      return { onShop, nextPage: await sidebarCart(v) };
    });
    expect(views.classic.onShop.path).toBe(SITE.shop);
    expect(views.classic.onShop.viewCart).toBe('View cart');
    expect(views.classic.nextPage).toContain('Subtotal');
    expect(views.bundle).toEqual(views.classic);
  });

  test('without :has() in selectors (Firefox 115 ESR): the product page\'s gallery, tabs and sidebar cart work, and the cart page updates a quantity (with the plugin, by posting the form: its cart.js island is left out, one console error a page); the same with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await withoutHasSelector(v);
      await open(v, `${SITE.shop}?add-to-cart=${await firstProductId(v.page)}`);
      await open(v, SITE.simple);
      const gallery = v.page.locator('.woocommerce-product-gallery');
      await expect(gallery).toHaveCSS('opacity', '1');
      await v.page.locator('.wc-tabs li.reviews_tab a').click();
      await expect(v.page.locator('#tab-reviews')).toBeVisible();
      await expect(v.page.locator('#tab-description')).toBeHidden();
      await expect(miniCartItems(v.page)).toHaveCount(1);
      const product = { cart: await sidebarCart(v) };
      await open(v, SITE.cart);
      await v.page.locator('.woocommerce-cart-form input.qty').first().fill('2');
      await v.page.locator('.woocommerce-cart-form [name="update_cart"]').click();
      await expect(v.page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toHaveText('Cart updated.');
      await expect(v.page.locator('.woocommerce-cart-form .blockUI')).toHaveCount(0);
      // The posted page's scripts started (the bundle names the island it leaves out as it starts).
      await ready(v);
      const cart = {
        quantity: await v.page.locator('.woocommerce-cart-form input.qty').first().inputValue(),
        total: await seen(v.page.locator('.cart_totals .order-total td')),
      };
      // The bundle's only complaint: the classic cart's island, whose selector needs :has(), is
      // left out on each page, named; every page's other islands mount.
      const errors = v.errors.splice(0);
      return { product, cart, errors: errors.map((text) => text.replace(/:has\([\s\S]*$/, ':has(…')) };
    });
    expect(views.classic.product.cart).toContain('Subtotal');
    expect(views.classic.cart.quantity).toBe('2');
    expect(views.classic.errors).toEqual([]);
    const leftOut = `[theme] island "classic-cart" left out: SyntaxError: 'body:has(…`;
    // The shop (the add), the product page, the cart and the cart posted: one each.
    expect(views.bundle.errors).toEqual([leftOut, leftOut, leftOut, leftOut, leftOut]);
    expect({ ...views.bundle, errors: [] }).toEqual(views.classic);
  });
});
