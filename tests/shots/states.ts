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

export const allStates: ShotState[] = [...pageStates, ...keyStates];
