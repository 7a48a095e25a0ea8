import type { BrowserContext } from '@playwright/test';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { galleryHtml, type GalleryEntry } from '../../tests/shots/gallery-html.ts';
import { SITE } from './site.ts';
import { MODES, expect, open, test } from './support/visit.ts';
import { lookDifference } from './support/pixels.ts';
import { seriousViolations } from '../../tests/support/test.ts';
import { shotReady } from './support/views.ts';

/**
 * `atFirstTouch`: classic scripts the bundle loads itself at the visitor's first touch, not at
 * load: the cart page's cart.js (not replaced) with jQuery, blockUI, js-cookie, selectWoo and the
 * country selects (cart.spec.ts shows them arriving and working). `kept`: replaced scripts that
 * stay on that page for a script the plugin leaves there (my account's selectWoo and
 * account-i18n need jQuery). `looksDifferent`: a page whose
 * look is meant to differ on the staging, shot but not compared.
 */
const PAGES: Array<{ id: string; title: string; path: string; atFirstTouch?: RegExp[]; kept?: RegExp[]; looksDifferent?: boolean }> = [
  { id: 'home', title: 'Home', path: '/' },
  { id: 'shop', title: 'Shop', path: SITE.shop },
  { id: 'product-inline', title: 'Variable product (inline variations)', path: SITE.inlineVariable },
  { id: 'product-ajax', title: 'Variable product (ajax variations)', path: SITE.ajaxVariable },
  { id: 'product-simple', title: 'Simple product', path: SITE.simple },
  { id: 'cart', title: 'Cart', path: SITE.cart, atFirstTouch: [/\/jquery(-migrate)?\.min\.js$/, /\/(jquery-blockui|js-cookie|selectWoo)\//, /\/frontend\/(cart|country-select|address-i18n)\.min\.js$/] },
  { id: 'contacts', title: 'Contacts (Contact Form 7)', path: SITE.contacts },
  // The live theme's tabs widget and counters, which the staging's minimal theme has no script
  // for: without the plugin every panel shows, and the final figures.
  { id: 'about', title: 'About (the theme\'s tabs widget and counters)', path: SITE.about, looksDifferent: true },
  { id: 'my-account', title: 'My account (login form)', path: '/my-account/', kept: [/\/jquery(-migrate)?\.min\.js$/] },
  // lost-password.js stays and declares woocommerce.js, whose own dependencies (blockUI,
  // js-cookie) are then printed for it; WordPress's password strength meter needs wp-i18n.
  { id: 'lost-password', title: 'Lost password', path: SITE.lostPassword, kept: [/\/jquery(-migrate)?\.min\.js$/, /\/(jquery-blockui|js-cookie)\//, /\/wp-includes\/js\/dist\/(hooks|i18n)/] },
  { id: 'quote', title: 'Price request (Contact Form 7, more of its form-tags)', path: SITE.quote },
  { id: 'product-category', title: 'A product category', path: SITE.category },
  { id: 'product-out-of-stock', title: 'Product out of stock', path: SITE.outOfStock },
  { id: 'product-not-purchasable', title: 'Product not purchasable (no price)', path: SITE.notPurchasable },
];
const WIDTHS = [375, 1440];
const OUT = 'shots/wordpress';

/** Script files the page loaded, as paths. */
const scriptPaths = (urls: string[]) => urls.map((url) => new URL(url).pathname);

/**
 * The classic scripts the bundle replaces, and what only they needed (jQuery's helpers, wp-util,
 * underscore, CF7's validation and the i18n it translates with), jQuery first.
 */
const REPLACED = [
  /\/wp-includes\/js\/jquery\/jquery(-migrate)?\.min\.js$/, /\/wp-includes\/js\/(underscore|wp-util)/, /\/wp-includes\/js\/dist\/(hooks|i18n)/,
  /\/woocommerce\/assets\/js\/(jquery-blockui|js-cookie|flexslider|zoom|photoswipe)\//,
  /\/woocommerce\/assets\/js\/frontend\/(woocommerce|add-to-cart|add-to-cart-variation|single-product|cart-fragments)\.min\.js$/,
  /\/contact-form-7\/includes\/(js|swv\/js)\/index\.js$/,
];

/**
 * The gallery of every shot on disk (tests of this file may run in different workers, so each
 * rewrites it from what is there): per page, 375 px off and on, then 1440 px off and on.
 */
function writeGallery(): void {
  const entries: GalleryEntry[] = PAGES.map(({ id, title, path }) => ({
    id,
    title,
    path,
    shots: WIDTHS.flatMap((width) =>
      MODES.map((mode) => {
        const file = `${id}-${width}-${mode}.png`;
        const label = mode === 'bundle' ? 'plugin on' : 'plugin off';
        return existsSync(`${OUT}/${file}`) ? { width, file, label } : { width, label, error: 'not taken' };
      }),
    ),
  }));
  writeFileSync(`${OUT}/index.html`, galleryHtml(entries, new Date(), 'of the real WordPress staging at 375 and 1440 px, with the plugin off (the classic scripts) and on, taken by the @wordpress tests'));
}

test.describe('every page of the real site @wordpress', () => {
  for (const { id, title, path, atFirstTouch = [], kept = [], looksDifferent = false } of PAGES) {
    test(`${title}: no error with the bundle, none of the replaced scripts, ${looksDifferent ? 'shots' : 'the same look'} with the plugin on and off at 375 and 1440 px, and no axe violation it has not without the plugin`, async ({ visitor }) => {
      mkdirSync(OUT, { recursive: true });
      const scripts: Record<string, string[]> = {};
      const pixels: Record<string, Buffer> = {};
      const violations: Record<string, string[]> = {};
      let context: BrowserContext | null = null;
      for (const width of WIDTHS) {
        for (const mode of MODES) {
          const v = await visitor(mode, { width });
          const loaded: string[] = [];
          v.page.on('requestfinished', (request) => {
            if (request.resourceType() === 'script') loaded.push(request.url());
          });
          await open(v, path);
          // The mini cart filled (cart-fragments.js fills WooCommerce's empty widget when its
          // request answers; the plugin prints it at once), so the two shots show the same moment.
          await expect(v.page.locator('.widget_shopping_cart_content').first().locator('.woocommerce-mini-cart__empty-message, .woocommerce-mini-cart-item').first()).toBeAttached();
          await v.page.evaluate(() => window.scrollTo(0, 0));
          await shotReady(v.page.locator('body'));
          const file = `${id}-${width}-${mode}.png`;
          await v.page.screenshot({ path: `${OUT}/${file}`, fullPage: true, animations: 'disabled' });
          // The same page without the related products: the one part meant to differ on the
          // staging (the live theme's carousel, which the staging's minimal theme does not have;
          // WooCommerce also shuffles them on every view).
          await v.page.addStyleTag({ content: 'section.related.products { display: none !important; }' });
          pixels[`${width}-${mode}`] = await v.page.screenshot({ fullPage: true, animations: 'disabled' });
          // Read on the same page, the related products still hidden.
          violations[`${width}-${mode}`] = (await seriousViolations(v.page)).flatMap(({ id, targets }) => targets.map((target) => `${id}: ${target}`));
          scripts[mode] = scriptPaths(loaded);
          context = v.context;
        }
      }
      writeGallery();
      // What the shopper sees is the same at each width (lookDifference says how close is the same).
      for (const width of looksDifferent ? [] : WIDTHS) {
        expect(await lookDifference(context!, pixels[`${width}-classic`]!, pixels[`${width}-bundle`]!), `${id} at ${width} px, the plugin off against on (shots in ${OUT})`).toBeNull();
      }
      // Nor worse for a visitor with a screen reader, a keyboard or poor sight: every serious or
      // critical axe violation with the plugin on is one the page has with it off (the staging
      // theme's own: its sale badges' and prices' colours).
      for (const width of WIDTHS) {
        const added = violations[`${width}-bundle`]!.filter((found) => !violations[`${width}-classic`]!.includes(found));
        expect(added, `${id} at ${width} px: axe violations with the plugin on, not off`).toEqual([]);
      }
      // With the plugin on, the page fetches what the classic page fetches less the replaced
      // scripts and what only they needed (and, on the cart page, what the bundle loads at the
      // first touch), and the bundle. What stays is other plugins' (WooCommerce's order
      // attribution, say).
      const ours = (p: string) => p.includes('/lubrica-islands/dist/');
      const dropped = (p: string) => (REPLACED.some((re) => re.test(p)) && !kept.some((re) => re.test(p))) || atFirstTouch.some((re) => re.test(p));
      expect(scripts.classic!.some((p) => REPLACED[0]!.test(p))).toBe(true);
      expect(scripts.bundle!.filter((p) => !ours(p)).sort()).toEqual(scripts.classic!.filter((p) => !dropped(p)).sort());
      expect(scripts.bundle!.some((p) => p.endsWith('/lubrica-islands/dist/theme.js'))).toBe(true);
    });
  }
});
