import type { BrowserContext, Page } from '@playwright/test';

type FragmentsWindow = { __fragmentsEvents: string[] };

/**
 * Notes the cart fragments events from the start of every document (an init script: call before
 * `goto`; on the context, pages opened in other tabs have it too). The mini cart's load-time
 * decision ends in one of them, as cart-fragments.js's does: no cart, or fragments refreshed,
 * wc_fragments_refreshed; stored fragments reused, wc_fragments_loaded; the refresh failed,
 * wc_fragments_ajax_error.
 */
export async function noteFragmentsEvents(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const win = window as unknown as FragmentsWindow;
    win.__fragmentsEvents = [];
    for (const name of ['wc_fragments_refreshed', 'wc_fragments_loaded', 'wc_fragments_ajax_error']) {
      document.addEventListener(`wc:${name}`, () => win.__fragmentsEvents.push(name));
    }
  });
}

/** The fragments events this page has announced so far (noted by `noteFragmentsEvents`). */
export const fragmentsEvents = (page: Page) => page.evaluate(() => (window as unknown as FragmentsWindow).__fragmentsEvents);

/** Resolves once the mini cart has made its load-time decision (and its request, if any, is answered). */
export async function fragmentsDecided(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as FragmentsWindow).__fragmentsEvents.length > 0);
}
