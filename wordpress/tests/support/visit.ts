import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** The two ways a shopper can see the site: WordPress's classic scripts, or our bundle. */
export type Mode = 'classic' | 'bundle';
export const MODES: readonly Mode[] = ['classic', 'bundle'];

/** One shopper in one mode: a context of their own (own cookies, own cart). */
export interface Visitor {
  mode: Mode;
  context: BrowserContext;
  page: Page;
  /** console.error texts and uncaught errors of this visitor's pages. */
  errors: string[];
  /** The bundle's own warnings (`[theme] …`) on this visitor's pages. */
  warnings: string[];
  /** Alert texts, each added once the alert is dismissed. */
  alerts: string[];
}

/**
 * `visitor(mode)` opens a shopper in that mode. The staging's must-use plugin turns the bundle
 * off for a request carrying the cookie `lubrica_islands=off`, so the classic visitor sees what
 * WordPress prints without our plugin. With the bundle on, no page may log an error.
 */
export const test = base.extend<{ visitor: (mode: Mode, options?: { width?: number; height?: number }) => Promise<Visitor> }>({
  visitor: async ({ browser, baseURL }, use) => {
    const opened: Visitor[] = [];
    await use(async (mode, options = {}) => {
      const width = options.width ?? 1440;
      const context = await browser.newContext({ baseURL, viewport: { width, height: options.height ?? 900 }, isMobile: width < 800, hasTouch: width < 800 });
      if (mode === 'classic') {
        const { hostname } = new URL(baseURL!);
        await context.addCookies([{ name: 'lubrica_islands', value: 'off', domain: hostname, path: '/' }]);
      }
      // A slow line for the bundle's chunks, to look for races by hand (docs/wordpress.md). Not
      // in CI: routing turns the browser's cache off, which the cache tests then read as fetched.
      const chunkDelay = Number(process.env.WP_CHUNK_DELAY_MS ?? 0);
      if (mode === 'bundle' && chunkDelay > 0) {
        await context.route('**/chunks/**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, chunkDelay));
          // The page may have gone meanwhile.
          await route.continue().catch(() => undefined);
        });
      }
      const page = await context.newPage();
      const visitor: Visitor = { mode, context, page, errors: [], warnings: [], alerts: [] };
      page.on('console', (message) => {
        if (message.type() === 'error') visitor.errors.push(message.text());
        if (message.type() === 'warning' && message.text().startsWith('[theme]')) visitor.warnings.push(message.text());
      });
      page.on('pageerror', (error) => visitor.errors.push(`uncaught: ${String(error)}`));
      // Counted once dismissed: the page is frozen while an alert is open, and a click sent
      // then can be lost.
      page.on('dialog', async (dialog) => {
        await dialog.dismiss();
        visitor.alerts.push(dialog.message());
      });
      opened.push(visitor);
      return visitor;
    });
    for (const visitor of opened) {
      if (visitor.mode === 'bundle') expect(visitor.errors, `console errors with the bundle on (${visitor.page.url()})`).toEqual([]);
      await visitor.context.close();
    }
  },
});

export { expect };

/**
 * Turns one of the staging's switches on for this visitor's requests: a cookie its must-use
 * plugin reads (wordpress/staging/README.md), such as a WooCommerce setting turned off.
 */
export async function stagingSwitch(v: Visitor, name: string, value: string): Promise<void> {
  await v.context.addCookies([{ name, value, url: test.info().project.use.baseURL! }]);
}

/**
 * Waits until the page's scripts have done what they do at load: jQuery's ready handlers for the
 * classic scripts, every island triggered so far and every behaviour chunk asked for (the password
 * fields' show/hide button) for the bundle, and the variation form's start.
 */
export async function ready(v: Visitor): Promise<void> {
  await v.page.waitForFunction(() => document.readyState === 'complete');
  if (v.mode === 'bundle') {
    await v.page.waitForFunction(() => typeof window.themeIslands?.whenIdle === 'function');
    await v.page.evaluate(() => window.themeIslands!.whenIdle());
  } else {
    await v.page.waitForFunction(() => !('jQuery' in window) || (window as unknown as { jQuery: { isReady: boolean } }).jQuery.isReady);
  }
  // The variation form starts 100 ms after it is made, and 20 ms later puts the gallery back on
  // its first image, undoing a thumbnail chosen before then (WooCommerce's, and the bundle's as
  // it). It marks the form's `current-image` as it does: a shopper's first touch comes after.
  // (A thumbnail clicked earlier in CI was undone, and the shot showed the first image's height.)
  await v.page.waitForFunction(() => !('wc_add_to_cart_variation_params' in window) || document.querySelectorAll('form.variations_form:not([current-image])').length === 0);
}

/** Opens a path and waits for the page's scripts. */
export async function open(v: Visitor, path: string): Promise<void> {
  await v.page.goto(path);
  await ready(v);
}

/**
 * Runs the same shopper scenario in both modes, one after the other (a classic shopper, then a
 * bundle shopper, each with a fresh cart), and returns what each saw, step by step.
 */
export async function bothModes<T>(visitor: (mode: Mode) => Promise<Visitor>, scenario: (v: Visitor) => Promise<T>): Promise<Record<Mode, T>> {
  const classic = await scenario(await visitor('classic'));
  const bundle = await scenario(await visitor('bundle'));
  return { classic, bundle };
}
