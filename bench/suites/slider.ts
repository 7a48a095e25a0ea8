import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { blockingTime, recordLongTasks } from '../../tests/support/long-tasks.ts';
import { median } from '../measure-page.ts';
import { recordResponseSizes, scriptBytes } from '../response-sizes.ts';
import type { BenchContext, BenchSuite } from '../suite.ts';

const DIST = process.env.THEME_OUT_DIR ?? 'dist';

interface SliderFigures {
  /** Navigation start → the slider's `hero-slider:interactive` mark (arrows, keys, timer live). */
  interactiveMs: number;
  /** Largest contentful paint (the first slide's background, printed by the server). */
  lcpMs: number;
  /** Sum over long tasks of (duration − 50 ms), at 4x CPU throttle. */
  blockingMs: number;
  /** JS downloaded, gzip -9. */
  jsGzipBytes: number;
}

async function measure(ctx: BenchContext, url: string): Promise<SliderFigures> {
  const context = await ctx.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const longTasks = await recordLongTasks(page);
  await page.addInitScript(() => {
    const lcp = { startTime: 0 };
    (window as unknown as { __lcp: typeof lcp }).__lcp = lcp;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcp.startTime = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const responses = recordResponseSizes(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('hero-slider:interactive').length > 0, null, { timeout: 30_000 });
  await page.waitForTimeout(1000);
  const marks = await page.evaluate(() => ({
    interactiveMs: performance.getEntriesByName('hero-slider:interactive')[0]!.startTime,
    lcpMs: (window as unknown as { __lcp: { startTime: number } }).__lcp.startTime,
  }));
  const blockingMs = blockingTime(await longTasks());
  const jsGzipBytes = scriptBytes(await responses.stop());
  await context.close();
  return { ...marks, blockingMs, jsGzipBytes };
}

/** The home page with the hero slider: blocking time, first slide interactive, and the slider's own bytes. */
export const sliderSuite: BenchSuite = {
  name: 'slider',
  title: 'Hero slider',
  async run(ctx) {
    const chunk = readdirSync(`${DIST}/chunks`).find((file) => file.startsWith('HeroSlider.island-') && file.endsWith('.js'));
    const chunkGzip = chunk ? gzipSync(readFileSync(`${DIST}/chunks/${chunk}`), { level: 9 }).length : 0;
    const rows: Array<{ page: string; figures: SliderFigures }> = [];
    for (const path of ['/home/', '/ru/home/', '/plant-tour/']) {
      const runs: SliderFigures[] = [];
      for (let i = 0; i < ctx.runs; i++) runs.push(await measure(ctx, `${ctx.baseUrl}${path}`));
      const keys = Object.keys(runs[0]!) as Array<keyof SliderFigures>;
      rows.push({ page: path, figures: Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as SliderFigures });
      console.log(`  measured ${path}`);
    }
    const markdown = [
      `Slider chunk \`${chunk ?? '?'}\`: **${(chunkGzip / 1024).toFixed(1)} KB gzip** (Slider Revolution's own script: about 140 KB gzip). Medians of ${ctx.runs} runs, Chromium at 4x CPU throttle, 1440×900.`,
      '',
      '| page | JS gzip | first slide interactive | LCP | blocking (TBT) |',
      '|---|---:|---:|---:|---:|',
      ...rows.map(({ page, figures: f }) => `| ${page} | ${(f.jsGzipBytes / 1024).toFixed(1)} KB | ${f.interactiveMs.toFixed(0)} ms | ${f.lcpMs.toFixed(0)} ms | ${f.blockingMs.toFixed(0)} ms |`),
    ].join('\n');
    return { markdown, figures: { chunk, chunkGzip, rows } };
  },
};
