import type { Browser } from 'playwright';
import { median } from '../measure-page.ts';
import type { BenchContext, BenchSuite } from '../suite.ts';

const PAGES = ['/home/', '/ru/home/', '/services/', '/ru/services/'];
const DISTANCE = 3000;

interface ScrollFigures {
  /** Main-thread task time per frame painted while scrolling, at 4x CPU throttle. */
  msPerFrame: number;
  frames: number;
}

/**
 * Scrolls a page down 3000 px with a synthetic wheel gesture at 4x CPU throttle and divides the
 * main thread's task time (CDP TaskDuration) by the frames the page painted meanwhile. The
 * static copy (same HTML, no bundle) scrolled the same way is the baseline: what the scroll
 * effects (sticky header, parallax, scroll to top, anchor highlighting) add per frame.
 */
async function scrollCost(browser: Browser, url: string, isStatic: boolean): Promise<ScrollFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url, { waitUntil: 'load' });
  if (!isStatic) await page.evaluate(() => window.themeIslands!.whenIdle());
  await page.waitForTimeout(500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  // A string: tsx would wrap a named function in a helper the page does not have.
  await page.evaluate('window.__frames = 0; (function count() { window.__frames++; requestAnimationFrame(count); })();');
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  const before = await taskSeconds();
  const framesBefore = await page.evaluate(() => (window as unknown as { __frames: number }).__frames);
  await cdp.send('Input.synthesizeScrollGesture', { x: 720, y: 450, yDistance: -DISTANCE, speed: 1500, gestureSourceType: 'mouse' });
  const frames = (await page.evaluate(() => (window as unknown as { __frames: number }).__frames)) - framesBefore;
  const after = await taskSeconds();
  await context.close();
  return { msPerFrame: ((after - before) * 1000) / Math.max(frames, 1), frames };
}

async function medianOf(ctx: BenchContext, url: string, isStatic: boolean): Promise<ScrollFigures> {
  const runs: ScrollFigures[] = [];
  for (let i = 0; i < ctx.runs; i++) runs.push(await scrollCost(ctx.browser, url, isStatic));
  return { msPerFrame: median(runs.map((r) => r.msPerFrame)), frames: median(runs.map((r) => r.frames)) };
}

/** Main-thread time per scrolled frame, bundle against the static copy. */
export const scrollSuite: BenchSuite = {
  name: 'scroll',
  async run(ctx) {
    const rows: Array<{ page: string; bundle: ScrollFigures; static: ScrollFigures }> = [];
    for (const path of PAGES) {
      const bundle = await medianOf(ctx, `${ctx.baseUrl}${path}`, false);
      const staticCopy = await medianOf(ctx, `${ctx.baseUrl}${path}?static`, true);
      rows.push({ page: path, bundle, static: staticCopy });
      console.log(`  scrolled ${path}`);
    }
    const markdown = [
      `Scrolling ${DISTANCE} px (synthetic wheel gesture, 1500 px/s), Chromium at 4x CPU throttle, 1440×900; main-thread task time divided by the frames painted. Medians of ${ctx.runs} runs.`,
      '',
      '| page | ms per frame (static) | ratio | frames (static) |',
      '|---|---:|---:|---:|',
      ...rows.map(
        ({ page, bundle, static: s }) =>
          `| ${page} | ${bundle.msPerFrame.toFixed(1)} ms (${s.msPerFrame.toFixed(1)} ms) | ${(bundle.msPerFrame / s.msPerFrame).toFixed(2)}× | ${bundle.frames} (${s.frames}) |`,
      ),
    ].join('\n');
    return { title: 'Scrolling: main-thread time per frame', markdown, figures: { rows } };
  },
};
