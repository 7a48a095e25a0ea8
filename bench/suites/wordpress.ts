import { SITE } from '../../wordpress/tests/site.ts';
import { median } from '../measure-page.ts';
import type { BenchSuite } from '../suite.ts';
import { measureWordPressPage, type Mode, type WordPressPageFigures } from '../wordpress/measure-wordpress-page.ts';
import { startWordPress } from '../wordpress/staging-process.ts';

const PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['shop', SITE.shop],
  ['product (inline variations)', SITE.inlineVariable],
  ['product (ajax variations)', SITE.ajaxVariable],
  ['simple product', SITE.simple],
  ['cart', SITE.cart],
  ['contacts', SITE.contacts],
];
const PORT = Number(process.env.BENCH_WP_PORT ?? 8092);
/** `BENCH_WP_PAGES=contacts,cart` measures only those pages (by the name in the first column). */
const ONLY = (process.env.BENCH_WP_PAGES ?? '').split(',').filter(Boolean);
/** At least five runs a figure (the floor), whatever BENCH_RUNS says. */
const MIN_RUNS = 5;

type Figures = Record<Mode, Record<'cold' | 'warm', WordPressPageFigures & { spread: Partial<Record<keyof WordPressPageFigures, [number, number]>> }>>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const ratio = (a: number, b: number) => (b > 0 ? `${((a / b) * 100).toFixed(0)}%` : a > 0 ? '∞' : '–');

function summarise(runs: WordPressPageFigures[]): Figures['bundle']['cold'] {
  const keys = Object.keys(runs[0]!) as Array<keyof WordPressPageFigures>;
  const figures = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as WordPressPageFigures;
  const spread = Object.fromEntries(keys.map((key) => [key, [Math.min(...runs.map((r) => r[key])), Math.max(...runs.map((r) => r[key]))]]));
  return { ...figures, spread };
}

/**
 * The real WordPress staging (npm run wp, started here on its own port), each page with the
 * plugin on (the bundle) and off (WooCommerce's and the plugins' classic scripts), cold and warm
 * cache, at 4x CPU throttle: JS by load + 3 s, blocking time, the longest task, LCP. Medians of
 * at least five runs, the bundle as a share of the classic figure measured in the same run.
 */
export const wordpressSuite: BenchSuite = {
  name: 'wordpress',
  title: 'The real WordPress: bundle against the classic scripts',
  async run(ctx) {
    const runs = Math.max(MIN_RUNS, ctx.runs);
    const staging = await startWordPress(PORT);
    const rows: Array<{ page: string; path: string; figures: Figures }> = [];
    try {
      // The first view after a start warms PHP's opcache and WordPress's caches: not measured.
      for (const [, path] of PAGES) await measureWordPressPage(ctx.browser, `${staging.url}${path}`, 'bundle', 'cold');
      for (const [name, path] of PAGES) {
        if (ONLY.length && !ONLY.includes(name)) continue;
        const figures = {} as Figures;
        for (const mode of ['classic', 'bundle'] as const) {
          figures[mode] = {} as Figures[Mode];
          for (const cache of ['cold', 'warm'] as const) {
            const measured: WordPressPageFigures[] = [];
            // Alternate nothing: each side's runs back to back, both sides in the same run of the bench.
            for (let i = 0; i < runs; i++) measured.push(await measureWordPressPage(ctx.browser, `${staging.url}${path}`, mode, cache));
            figures[mode][cache] = summarise(measured);
          }
        }
        rows.push({ page: name, path, figures });
        console.log(`  measured ${path}`);
      }
    } finally {
      await staging.stop();
    }
    const table = [
      `Medians of ${runs} runs each, 4x CPU throttle, 1440 px; "classic" is the same page with the plugin off (WordPress prints WooCommerce's and Contact Form 7's own scripts). Bundle as a share of classic.`,
      '',
      '| page | JS by load + 3 s, cold (classic → bundle) | warm | blocking time, cold | longest task | LCP |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows.map(({ page, figures: { classic, bundle } }) =>
        [
          page,
          `${kb(classic.cold.jsGzipBytes)} → ${kb(bundle.cold.jsGzipBytes)} (${ratio(bundle.cold.jsGzipBytes, classic.cold.jsGzipBytes)})`,
          `${kb(classic.warm.jsGzipBytes)} → ${kb(bundle.warm.jsGzipBytes)}`,
          `${ms(classic.cold.blockingMs)} → ${ms(bundle.cold.blockingMs)} (${ratio(bundle.cold.blockingMs, classic.cold.blockingMs)})`,
          `${ms(classic.cold.longestTaskMs)} → ${ms(bundle.cold.longestTaskMs)}`,
          `${ms(classic.cold.lcpMs)} → ${ms(bundle.cold.lcpMs)} (${ratio(bundle.cold.lcpMs, classic.cold.lcpMs)})`,
        ].join(' | ').replace(/^/, '| ').replace(/$/, ' |'),
      ),
    ].join('\n');
    return { markdown: table, figures: rows };
  },
};
