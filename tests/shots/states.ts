import type { Page } from 'playwright';
import { pages, pathFor, samplePathFor } from '../../fixtures/pages/index.ts';

/**
 * What `npm run shots` photographs: every fixture page as it loads, in both languages, plus the
 * key states a reviewer would otherwise click through to see. A state is a page and the steps a
 * visitor takes on it; the steps use what a visitor sees (roles, labels), not internals.
 */
export interface ShotState {
  /** File-name safe id, also the gallery anchor. */
  id: string;
  title: string;
  path: string;
  /** Steps after the islands are idle; the shot is taken when it resolves. */
  act?(page: Page, width: number): Promise<void>;
}

const slug = (path: string) => path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'index';

/** Each page as it loads (a big page as its sample). */
export const pageStates: ShotState[] = pages.flatMap((page) =>
  (['en', 'ru'] as const).map((lang) => ({ id: slug(pathFor(page, lang)), title: `${page.title[lang]} (${lang})`, path: samplePathFor(page, lang) })),
);

/** Key states: steps on a page. Each feature adds its own here. */
export const keyStates: ShotState[] = [
  {
    id: 'about-second-tab',
    title: 'About: second tab chosen',
    path: '/about/',
    async act(page) {
      await page.locator('.theme-tabs [role="tab"]').nth(1).click();
    },
  },
  {
    id: 'product-reviews-tab',
    title: 'Product: reviews tab, rating chosen',
    path: '/product/hydraulic-oil-hlp-46/',
    async act(page) {
      await page.locator('.wc-tabs [role="tab"]').last().click();
      await page.locator('p.stars a').nth(3).click();
    },
  },
];

/** The key states the issues name: a reviewer sees each without clicking through the site. */
keyStates.push(
  {
    id: 'product-variation-chosen',
    title: 'Product: a variation chosen (price, stock, SKU shown)',
    path: '/product/hydraulic-oil-hlp-46/',
    async act(page) {
      await page.locator('#pa_volume').selectOption('1-l');
      await page.locator('form.variations_form .woocommerce-variation-price').waitFor();
    },
  },
  {
    id: 'shop-mini-cart-updated',
    title: 'Shop: added to cart, mini cart and header updated',
    path: '/shop/',
    async act(page) {
      const add = page.locator('ul.products .add_to_cart_button[data-product_id="111"]');
      await add.click();
      await page.locator('ul.products .add_to_cart_button.added').first().waitFor();
    },
  },
  {
    id: 'home-menu-open',
    title: 'Home: mobile menu open (narrow widths; the desktop menu at 1440 px)',
    path: '/home/',
    async act(page, width) {
      if (width <= 1200) await page.locator('.navbar-toggle').click();
    },
  },
  {
    id: 'home-popup-open',
    title: 'Home: subscription popup open',
    path: '/home/',
    async act(page) {
      await page.locator('.pum-overlay#pum-101[data-island-state="mounted"]').waitFor({ state: 'attached' });
      await page.locator('button.popmake-101').click();
    },
  },
  {
    id: 'contacts-form-errors',
    title: 'Contacts: the contact form sent empty, its errors shown',
    path: '/contacts/',
    async act(page) {
      await page.locator('#wpcf7-f190-p12-o1 form .wpcf7-submit').click();
    },
  },
  {
    id: 'home-slider-slide-2',
    title: 'Home: hero slider on slide 2',
    path: '/home/',
    async act(page) {
      // The hero's second bullet: its arrows are hidden on a slider narrower than 778 px (hide_under).
      await page.locator('rs-module-wrap .rs-bullets button').nth(1).click();
    },
  },
);

export const allStates: ShotState[] = [...pageStates, ...keyStates];
