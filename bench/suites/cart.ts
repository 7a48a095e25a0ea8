import type { BrowserContext, Page } from 'playwright';
import { recordResponseSizes, totalBytes } from '../response-sizes.ts';
import type { BenchContext, BenchSuite } from '../suite.ts';

const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;

interface ViewFigures {
  requests: number;
  /** `?wc-ajax=` calls (get_refreshed_fragments here). */
  cartCalls: number;
  gzipBytes: number;
}

/** One page view in an existing tab: every request it makes until the islands are idle and the cart has settled. */
async function view(page: Page, url: string): Promise<ViewFigures> {
  let requests = 0;
  let cartCalls = 0;
  const onRequest = (request: { url(): string }) => {
    requests++;
    if (request.url().includes('wc-ajax=')) cartCalls++;
  };
  page.on('request', onRequest);
  const responses = recordResponseSizes(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => window.themeIslands!.whenIdle());
  // The mini cart mounts when the page is idle; give its request (if any) time to finish.
  await page.waitForTimeout(800);
  page.off('request', onRequest);
  const gzipBytes = totalBytes(await responses.stop());
  return { requests, cartCalls, gzipBytes };
}

async function withCart(ctx: BenchContext): Promise<BrowserContext> {
  const context = await ctx.browser.newContext({ viewport: { width: 1440, height: 900 } });
  // The no-JS add-to-cart link: the server keeps the cart and sets the cart cookies.
  await context.request.get(`${ctx.baseUrl}/shop/?add-to-cart=111`, { maxRedirects: 0 });
  return context;
}

const PAGES = ['/shop/', '/home/', '/product/hydraulic-oil-hlp-46/', '/ru/shop/'];

/**
 * Requests and bytes per page view for the cart: a new visitor (no cart cookie), a returning
 * visitor's first page in a new tab (cart cookies, nothing stored in the tab yet) and the next
 * page in the same tab (stored fragments reused). WooCommerce's cart-fragments.js makes one
 * get_refreshed_fragments call on the first page of every tab, cart or not.
 */
export const cartSuite: BenchSuite = {
  name: 'cart',
  title: 'Cart: requests and bytes per page view',
  async run(ctx) {
    const rows: Array<{ page: string; newVisitor: ViewFigures; returningFirst: ViewFigures; returningNext: ViewFigures }> = [];
    for (const path of PAGES) {
      const url = `${ctx.baseUrl}${path}`;
      const fresh = await ctx.browser.newContext({ viewport: { width: 1440, height: 900 } });
      const newVisitor = await view(await fresh.newPage(), url);
      await fresh.close();
      const returning = await withCart(ctx);
      const tab = await returning.newPage();
      // First page of the tab, then the same page again as the next view (a different page would measure different HTML).
      const returningFirst = await view(tab, url);
      const returningNext = await view(tab, url);
      await returning.close();
      rows.push({ page: path, newVisitor, returningFirst, returningNext });
      console.log(`  measured cart views of ${path}`);
    }
    const cell = (f: ViewFigures) => `${f.requests} / ${f.cartCalls} / ${kb(f.gzipBytes)}`;
    const markdown = [
      'Per page view: requests / `?wc-ajax=` cart calls / bytes gzip. One run each (counts do not vary); a returning visitor has one product in the cart.',
      '',
      '| page | new visitor (no cart) | returning, first page in a new tab | returning, next page in the tab |',
      '|---|---:|---:|---:|',
      ...rows.map((row) => `| ${row.page} | ${cell(row.newVisitor)} | ${cell(row.returningFirst)} | ${cell(row.returningNext)} |`),
      '',
      "WooCommerce's cart-fragments.js, for comparison: one `get_refreshed_fragments` call on the first page of every tab, with or without a cart, then none while the stored hash matches the cookie.",
    ].join('\n');
    return { markdown, figures: rows };
  },
};
