import { DistSizes } from '../../build/dist-sizes.ts';
import { pages, samplePathFor } from '../../fixtures/pages/index.ts';
import { measurePage, median, type PageFigures } from '../measure-page.ts';
import { SCROLL_DISTANCE, scrollCost, type ScrollFigures } from '../scroll-cost.ts';
import type { BenchContext, BenchSuite } from '../suite.ts';
import { variationLatency } from '../variation-latency.ts';

const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–');
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;

/** One page, with the bundle or as its static copy, measured `runs` times: medians. */
interface Side {
  load: PageFigures;
  scroll: ScrollFigures;
  /** Change → next frame in the variation form; null without one. */
  variationMs: number | null;
}

async function measureSide(ctx: BenchContext, url: string, isStatic: boolean): Promise<Side> {
  const loads: PageFigures[] = [];
  const scrolls: ScrollFigures[] = [];
  const variations: number[] = [];
  for (let i = 0; i < ctx.runs; i++) {
    loads.push(await measurePage(ctx.browser, url, { isStatic }));
    scrolls.push(await scrollCost(ctx.browser, url, isStatic));
    const latency = await variationLatency(ctx.browser, url, isStatic);
    if (latency !== null) variations.push(latency);
  }
  const keys = Object.keys(loads[0]!) as Array<keyof PageFigures>;
  return {
    load: Object.fromEntries(keys.map((key) => [key, median(loads.map((run) => run[key]))])) as unknown as PageFigures,
    scroll: { msPerFrame: median(scrolls.map((s) => s.msPerFrame)), frames: median(scrolls.map((s) => s.frames)) },
    variationMs: variations.length ? median(variations) : null,
  };
}

/**
 * Every fixture page in both languages with the bundle, against its static copy (the same HTML
 * without the bundle) measured in the same run: loading (bytes, requests, time to every island
 * mounted, main-thread time and blocking at 4x CPU throttle) and interaction (scrolling, and
 * the variation form where the page has one).
 */
export const pagesSuite: BenchSuite = {
  name: 'pages',
  title: 'Pages: bundle against the static copy',
  async run(ctx) {
    const rows: Array<{ page: string; bundle: Side; static: Side }> = [];
    for (const page of pages) {
      for (const lang of ['en', 'ru'] as const) {
        const path = samplePathFor(page, lang);
        const separator = path.includes('?') ? '&' : '?';
        const bundle = await measureSide(ctx, `${ctx.baseUrl}${path}`, false);
        const staticCopy = await measureSide(ctx, `${ctx.baseUrl}${path}${separator}static`, true);
        rows.push({ page: path, bundle, static: staticCopy });
        console.log(`  measured ${path}`);
      }
    }
    const entryGzip = new DistSizes().entryTotal().gzip;
    const loading = [
      `**Loading.** Medians of ${ctx.runs} runs, Chromium at 4x CPU throttle, 1440×900; the static copy's figure in brackets. JS gzip includes the entry with its imports (${kb(entryGzip)}). "Ready" is until every island on the page is mounted (the static copy: its load event). Blocking is the sum over long tasks of their time past 50 ms.`,
      '',
      '| page | JS gzip | all bytes gzip (ratio) | requests (static) | ready (static, ratio) | main thread (ratio) | blocking (static) |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        ({ page, bundle: { load: b }, static: { load: s } }) =>
          `| ${page} | ${kb(b.jsGzipBytes)} | ${kb(b.totalGzipBytes)} (${ratio(b.totalGzipBytes, s.totalGzipBytes)}) | ${b.requests} (${s.requests}) | ${ms(b.readyMs)} (${ms(s.readyMs)}, ${ratio(b.readyMs, s.readyMs)}) | ${ms(b.mainThreadMs)} (${ratio(b.mainThreadMs, s.mainThreadMs)}) | ${ms(b.blockingMs)} (${ms(s.blockingMs)}) |`,
      ),
    ];
    const interaction = [
      `**Interaction.** Scrolling ${SCROLL_DISTANCE} px with a synthetic wheel gesture at 1500 px/s: main-thread time per frame painted. The variation form: a select's change to the next frame, median of 20 changes. Both at 4x CPU throttle, medians of ${ctx.runs} runs, against the static copy.`,
      '',
      '| page | scroll ms per frame (static) | ratio | variation change → frame (static) | ratio |',
      '|---|---:|---:|---:|---:|',
      ...rows.map(({ page, bundle: b, static: s }) => {
        const variation = b.variationMs === null || s.variationMs === null ? ['–', '–'] : [`${b.variationMs.toFixed(1)} ms (${s.variationMs.toFixed(1)} ms)`, ratio(b.variationMs, s.variationMs)];
        return `| ${page} | ${b.scroll.msPerFrame.toFixed(1)} ms (${s.scroll.msPerFrame.toFixed(1)} ms) | ${ratio(b.scroll.msPerFrame, s.scroll.msPerFrame)} | ${variation[0]} | ${variation[1]} |`;
      }),
    ];
    return { markdown: [...loading, '', ...interaction].join('\n'), figures: { entryGzip, rows } };
  },
};
