import type { BrowserContext, Page } from '@playwright/test';

type FragmentsWindow = {
  __fragmentsEvents: string[];
  jQuery?: (node: Node) => { on(name: string, handler: () => void): void };
};

const FRAGMENTS_EVENTS = ['wc_fragments_refreshed', 'wc_fragments_loaded', 'wc_fragments_ajax_error'];

/**
 * Notes the cart fragments events from the start of every document (an init script: call before
 * `goto`; on the context, pages opened in other tabs have it too), as a theme's script would hear
 * them: through jQuery where the page has it (WooCommerce's classic scripts trigger through
 * jQuery only; the bundle triggers there too, and dispatches its `wc:` mirror), through the
 * bundle's mirrors otherwise, never both. Whether the page has jQuery is known at
 * DOMContentLoaded; a mirror heard before then is kept.
 * The mini cart's load-time decision ends in one of them, as cart-fragments.js's does: no cart,
 * or fragments refreshed, wc_fragments_refreshed; stored fragments reused, wc_fragments_loaded;
 * the refresh failed, wc_fragments_ajax_error.
 */
export async function noteFragmentsEvents(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((names) => {
    const win = window as unknown as FragmentsWindow;
    win.__fragmentsEvents = [];
    const heard = (name: string) => () => win.__fragmentsEvents.push(name);
    const mirrors = new AbortController();
    for (const name of names) document.addEventListener(`wc:${name}`, heard(name), { signal: mirrors.signal });
    document.addEventListener('DOMContentLoaded', () => {
      if (!win.jQuery) return;
      mirrors.abort();
      for (const name of names) win.jQuery(document.body).on(name, heard(name));
    });
  }, FRAGMENTS_EVENTS);
}

/** The fragments events this page has announced so far (noted by `noteFragmentsEvents`). */
export const fragmentsEvents = (page: Page) => page.evaluate(() => (window as unknown as FragmentsWindow).__fragmentsEvents);

/**
 * Resolves once the page has announced `count` fragments events: with 1, once the mini cart has
 * made its load-time decision (and its request, if any, is answered).
 */
export async function fragmentsDecided(page: Page, count = 1): Promise<void> {
  await page.waitForFunction((atLeast) => (window as unknown as FragmentsWindow).__fragmentsEvents.length >= atLeast, count);
}
