import type { Browser, Page } from 'playwright';
import { blockingTime, recordLongTasks } from '../../tests/support/long-tasks.ts';
import { median } from '../measure-page.ts';
import { recordResponseSizes, scriptBytes, totalBytes } from '../response-sizes.ts';
import type { BenchContext, BenchSuite } from '../suite.ts';

/** What the page cost up to one moment: bytes by kind, requests, blocking time. */
interface Cost {
  jsGzipBytes: number;
  totalGzipBytes: number;
  requests: number;
  /** Sum over long tasks of (duration − 50 ms), at 4x CPU throttle. */
  blockingMs: number;
}

const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;

/**
 * Loads a page at 4x CPU throttle, takes its cost once the islands near the top are idle, then
 * scrolls (to an element, or through the whole page) and takes the cost of what that woke up.
 */
async function measureScroll(browser: Browser, url: string, target: string | 'through'): Promise<{ load: Cost; scroll: Cost }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const longTasksSinceLastRead = await recordLongTasks(page, { drain: true });
  const responses = recordResponseSizes(page);
  const settle = async (p: Page) => {
    await p.evaluate(() => window.themeIslands!.whenIdle());
    await p.waitForLoadState('networkidle');
    await p.waitForTimeout(500);
    return longTasksSinceLastRead();
  };
  await page.goto(url, { waitUntil: 'load' });
  const loadTasks = await settle(page);
  responses.setPhase('scroll');
  if (target === 'through') {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
  } else {
    await page.locator(target).scrollIntoViewIfNeeded();
  }
  const scrollTasks = await settle(page);
  const sizes = await responses.stop();
  await context.close();
  const cost = (phase: 'load' | 'scroll', tasks: number[]): Cost => {
    const mine = sizes.filter((size) => size.phase === phase);
    return { jsGzipBytes: scriptBytes(mine), totalGzipBytes: totalBytes(mine), requests: mine.length, blockingMs: blockingTime(tasks) };
  };
  return { load: cost('load', loadTasks), scroll: cost('scroll', scrollTasks) };
}

const SCENARIOS = [
  { page: '/home/', target: 'through', what: 'scrolled through (every carousel, the map)' },
  { page: '/home/', target: '#map-51', what: 'scrolled straight to the map' },
  { page: '/contacts/', target: '#map-52', what: 'scrolled to the map' },
  { page: '/projects/', target: 'through', what: 'scrolled through (nothing more to load)' },
] as const;

/** The content widgets: what a page pays at load, and what scrolling to its widgets adds. */
export const widgetsSuite: BenchSuite = {
  name: 'widgets',
  title: 'Content widgets: at load and once scrolled into view',
  async run(ctx: BenchContext) {
    const rows = [];
    for (const scenario of SCENARIOS) {
      const runs: Array<{ load: Cost; scroll: Cost }> = [];
      for (let i = 0; i < ctx.runs; i++) runs.push(await measureScroll(ctx.browser, `${ctx.baseUrl}${scenario.page}`, scenario.target));
      const pick = (phase: 'load' | 'scroll', key: keyof Cost) => median(runs.map((run) => run[phase][key]));
      const row = {
        ...scenario,
        load: { js: pick('load', 'jsGzipBytes'), total: pick('load', 'totalGzipBytes'), requests: pick('load', 'requests'), blocking: pick('load', 'blockingMs') },
        scroll: { js: pick('scroll', 'jsGzipBytes'), total: pick('scroll', 'totalGzipBytes'), requests: pick('scroll', 'requests'), blocking: pick('scroll', 'blockingMs') },
      };
      rows.push(row);
      console.log(`  measured ${scenario.page} → ${scenario.target}`);
    }
    const markdown = [
      `Medians of ${ctx.runs} runs, Chromium at 4x CPU throttle, 1440×900. "At load": until the islands near the top are idle; "then": what scrolling adds (chunks, tiles, images, long tasks).`,
      '',
      '| page | then | JS gzip at load | blocking at load | + JS gzip | + all bytes gzip | + requests | + blocking |',
      '|---|---|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (row) =>
          `| ${row.page} | ${row.what} | ${kb(row.load.js)} | ${row.load.blocking.toFixed(0)} ms | ${kb(row.scroll.js)} | ${kb(row.scroll.total)} | ${row.scroll.requests} | ${row.scroll.blocking.toFixed(0)} ms |`,
      ),
    ].join('\n');
    return { markdown, figures: rows };
  },
};
