import { DistSizes } from '../../build/dist-sizes.ts';
import { pages, pathFor } from '../../fixtures/pages/index.ts';
import { measurePage, median, type PageFigures } from '../measure-page.ts';
import type { BenchContext, BenchSuite } from '../suite.ts';

const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–');
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;

async function medianOf(ctx: BenchContext, url: string, isStatic: boolean): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let i = 0; i < ctx.runs; i++) runs.push(await measurePage(ctx.browser, url, { isStatic }));
  const keys = Object.keys(runs[0]!) as Array<keyof PageFigures>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as PageFigures;
}

/** Every fixture page with the bundle, against its static copy (same HTML, no bundle) in the same run. */
export const pagesSuite: BenchSuite = {
  name: 'pages',
  async run(ctx) {
    const rows: Array<{ page: string; bundle: PageFigures; static: PageFigures }> = [];
    for (const page of pages) {
      for (const lang of ['en', 'ru'] as const) {
        const path = pathFor(page, lang);
        const bundle = await medianOf(ctx, `${ctx.baseUrl}${path}`, false);
        const staticCopy = await medianOf(ctx, `${ctx.baseUrl}${path}?static`, true);
        rows.push({ page: path, bundle, static: staticCopy });
        console.log(`  measured ${path}`);
      }
    }
    const entryGzip = new DistSizes().entryTotal().gzip;
    const markdown = [
      `Medians of ${ctx.runs} runs, Chromium at 4x CPU throttle, 1440×900. JS gzip includes the entry with its imports (${kb(entryGzip)}). "Ready" is until every island on the page is mounted.`,
      '',
      '| page | JS gzip | all bytes gzip (vs static) | requests (static) | ready ms (static load, ratio) | main-thread ms (ratio) | blocking (TBT) |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        ({ page, bundle, static: s }) =>
          `| ${page} | ${kb(bundle.jsGzipBytes)} | ${kb(bundle.totalGzipBytes)} (${ratio(bundle.totalGzipBytes, s.totalGzipBytes)}) | ${bundle.requests} (${s.requests}) | ${ms(bundle.readyMs)} (${ms(s.readyMs)}, ${ratio(bundle.readyMs, s.readyMs)}) | ${ms(bundle.mainThreadMs)} (${ratio(bundle.mainThreadMs, s.mainThreadMs)}) | ${ms(bundle.blockingMs)} |`,
      ),
    ].join('\n');
    return { title: 'Pages: bundle against the static copy', markdown, figures: { entryGzip, rows } };
  },
};
