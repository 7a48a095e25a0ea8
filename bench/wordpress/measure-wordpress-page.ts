import type { Browser, BrowserContext, Page } from 'playwright';
import { blockingTime, recordTaskSpans, totalBlockingTime } from '../../tests/support/long-tasks.ts';
import { PLUGIN_DIST } from '../../build/plugin-dist.ts';
import { recordResponseSizes, scriptBytes } from '../response-sizes.ts';
import { bundleFile, longBundleScripts, type IslandStateChange, type LongScript, type ScriptTiming } from './long-scripts.ts';

export type Mode = 'classic' | 'bundle';

export interface WordPressPageFigures {
  /** JS loaded by load + 3 s, gzip -9 of each script body. */
  jsGzipBytes: number;
  /**
   * Total Blocking Time as Lighthouse counts it, at 4x CPU throttle: each long task's time past
   * 50 ms, from first contentful paint to load + 3 s (a task begun before FCP counts from it).
   */
  tbtMs: number;
  /** The same sum over every long task from navigation start: the parsing before the first paint too. */
  blockingMs: number;
  longestTaskMs: number;
  /**
   * First contentful paint, from navigation start: where TBT starts counting, so a page painted
   * earlier has more of its own parsing and layout counted.
   */
  fcpMs: number;
  /** Largest contentful paint, from navigation start. */
  lcpMs: number;
  /**
   * The longest run of the bundle's own code (`lubrica-islands/dist/`), from the Long Animation
   * Frames API's script attribution: what "no task over 50 ms caused by the bundle" is read from.
   */
  bundleScriptMs: number;
  /**
   * When the product image was first painted fully shown (the gallery at full opacity, its main
   * image loaded), from navigation start; 0 on a page without a product gallery. LCP does not
   * tell this on the classic page: WooCommerce prints the gallery at opacity 0 and flexslider
   * fades it in, and Chrome does not count an image first painted invisible.
   */
  productImageMs: number;
  /** The document parsed (DOMContentLoaded), from navigation start: when jQuery's ready comes unheld. */
  parsedMs: number;
  /**
   * When jQuery's ready handlers ran, from navigation start; 0 on a page without jQuery. Against
   * `parsedMs`, what the single-product stand-in's hold (src/runtime/hold-jquery-ready.ts) costs
   * the page's other ready code where jQuery stays.
   */
  jqueryReadyMs: number;
}

/** One measured load: its figures, and the runs of the bundle's code over 50 ms, named. */
export interface WordPressPageRun {
  figures: WordPressPageFigures;
  longScripts: LongScript[];
}

export interface PageOptions {
  /** As if another plugin kept jQuery on the page (the staging's `lubrica_keep_jquery` cookie). */
  keepJquery?: boolean;
  /**
   * No script files: every JavaScript file request is refused, so what is left is the server's
   * page itself (parsing, style, layout, images). Its blocking time is the floor under any script.
   */
  noScripts?: boolean;
  /**
   * The plugin on but the bundle's own files refused: what is left is the page and the scripts
   * neither stack replaces (WooCommerce's order attribution, WordPress's own). The floor under the
   * bundle's figures, as `noScripts` is under both.
   */
  noBundle?: boolean;
  /** What the warm-up visit does after its load (a warm cache holds what that fetched too). */
  prime?: (page: Page) => Promise<void>;
}

/** The cookies that make a staging request classic (plugin off) or keep jQuery. */
export async function stagingCookies(context: BrowserContext, url: string, mode: Mode, { keepJquery = false }: PageOptions = {}): Promise<void> {
  if (mode === 'classic') await context.addCookies([{ name: 'lubrica_islands', value: 'off', url }]);
  if (keepJquery) await context.addCookies([{ name: 'lubrica_keep_jquery', value: '1', url }]);
}

/**
 * A fresh context on a staging page at 4x CPU throttle, with the plugin on or off: for a warm
 * cache the page is loaded once first until its network is quiet (and `prime` run on it),
 * unthrottled and unmeasured. The
 * caller navigates.
 */
export async function throttledStagingPage(browser: Browser, url: string, mode: Mode, cache: 'cold' | 'warm', options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await stagingCookies(context, url, mode, options);
  // Script files refused; the page's small inline scripts (printed settings) still run. Rewriting
  // the document instead (a policy header through route.fetch) would hand it to the parser in one
  // piece, one long parsing task the real page does not have.
  if (options.noScripts) await context.route(/\.js(\?|$)/, (route) => route.abort());
  if (options.noBundle) await context.route((url) => bundleFile(url.href)?.endsWith('.js') ?? false, (route) => route.abort());
  const page = await context.newPage();
  if (cache === 'warm') {
    // Until the network is quiet, not just the load event: what the page fetches after it (the
    // bundle's idle islands and its idle warm-up of the next chunks) is cached for a warm view
    // too. Left at the load event, the about page's warm view fetched 5.1 KB in 3 of 5 runs.
    await page.goto(url, { waitUntil: 'networkidle' });
    await options.prime?.(page);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** How long after the load event the page is watched: what loads late (idle islands) counts too. */
export const AFTER_LOAD_MS = 3000;

/**
 * Loads one page of the real staging at 4x CPU throttle, with the plugin on (bundle) or off
 * (classic: the staging's cookie), from a cold cache, or warm (the same page loaded once before
 * in the same context, unmeasured).
 */
export async function measureWordPressPage(browser: Browser, url: string, mode: Mode, cache: 'cold' | 'warm', options: PageOptions = {}): Promise<WordPressPageRun> {
  const { context, page } = await throttledStagingPage(browser, url, mode, cache, options);
  const taskSpans = await recordTaskSpans(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // Every script entry of the long frames, sorted out in Node (bundleFile): what ran, where, how long.
    const s = window as unknown as { __frameScripts: unknown[] };
    s.__frameScripts = [];
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as unknown as Array<{ scripts: Array<Record<string, unknown>> }>) {
        for (const { startTime, sourceURL, sourceFunctionName, sourceCharPosition, invoker, invokerType, duration, forcedStyleAndLayoutDuration } of frame.scripts) {
          s.__frameScripts.push({ startTime, sourceURL, sourceFunctionName, sourceCharPosition, invoker, invokerType, duration, forcedStyleAndLayoutDuration });
        }
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
    // Each island's state as it is set (a mutation's record is read in the task that made it):
    // what a long run of the runtime's did, where the browser names only the yield it resumed from.
    const i = window as unknown as { __islandStates: Array<{ at: number; element: string; state: string }> };
    i.__islandStates = [];
    new MutationObserver((records) => {
      for (const { target } of records) {
        const el = target as Element;
        const classes = Array.from(el.classList).slice(0, 2);
        i.__islandStates.push({
          at: performance.now(),
          element: `${el.localName}${el.id ? `#${el.id}` : ''}${classes.length ? `.${classes.join('.')}` : ''}`,
          state: el.getAttribute('data-island-state') ?? '',
        });
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-island-state'] });
  });
  // A string, not a function: tsx compiles this file with esbuild's keepNames, whose `__name`
  // helper wraps named inner functions and does not exist in the page.
  await page.addInitScript(`(() => {
    window.__productImage = 0;
    const shown = () => {
      const gallery = document.querySelector('.woocommerce-product-gallery');
      const image = gallery && gallery.querySelector('img.wp-post-image');
      if (gallery && image && Number(getComputedStyle(gallery).opacity) > 0.9 && image.complete && image.getBoundingClientRect().width > 0) {
        // The frame in which it was painted.
        requestAnimationFrame(() => (window.__productImage = performance.now()));
        return;
      }
      if (performance.now() < 10000) requestAnimationFrame(shown);
    };
    requestAnimationFrame(shown);
  })()`);
  // The first ready handler jQuery is given, as it is defined (window.jQuery set by its file): the
  // moment its ready came, before any of the page's own.
  await page.addInitScript(`(() => {
    window.__jqueryReady = 0;
    let jquery;
    Object.defineProperty(window, 'jQuery', {
      configurable: true,
      get: () => jquery,
      set: (value) => {
        if (!jquery && typeof value === 'function') value(() => (window.__jqueryReady = performance.now()));
        jquery = value;
      },
    });
  })()`);
  const responses = recordResponseSizes(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(AFTER_LOAD_MS);
  const { tasks: spans, fcp } = await taskSpans();
  const tasks = spans.map((task) => task.duration);
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  const frameScripts = await page.evaluate(() => (window as unknown as { __frameScripts: ScriptTiming[] }).__frameScripts);
  const islandStates = await page.evaluate(() => (window as unknown as { __islandStates: IslandStateChange[] }).__islandStates);
  const bundleScriptMs = Math.max(0, ...frameScripts.filter((script) => bundleFile(script.sourceURL) !== undefined).map((script) => script.duration));
  const productImageMs = await page.evaluate(() => (window as unknown as { __productImage: number }).__productImage);
  const jqueryReadyMs = await page.evaluate(() => (window as unknown as { __jqueryReady: number }).__jqueryReady);
  const parsedMs = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart);
  // A warm load's scripts come from the cache (no bytes transferred): what was still fetched counts.
  const cached = new Set(
    await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.transferSize === 0 && entry.decodedBodySize > 0).map((entry) => entry.name),
    ),
  );
  const sizes = await responses.stop();
  await context.close();
  const figures: WordPressPageFigures = {
    jsGzipBytes: scriptBytes(sizes.filter((size) => !cached.has(size.url))),
    tbtMs: totalBlockingTime(spans, fcp),
    blockingMs: blockingTime(tasks),
    longestTaskMs: Math.max(0, ...tasks),
    fcpMs: fcp,
    lcpMs,
    bundleScriptMs,
    productImageMs,
    parsedMs,
    jqueryReadyMs,
  };
  return { figures, longScripts: longBundleScripts(frameScripts, PLUGIN_DIST, islandStates) };
}
