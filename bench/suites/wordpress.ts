import { cpus } from 'node:os';
import { SITE } from '../../wordpress/tests/site.ts';
import { interleavedRuns } from '../interleaved-runs.ts';
import { median } from '../measure-page.ts';
import type { BenchSuite } from '../suite.ts';
import { measureFirstInteraction, type Interaction } from '../wordpress/first-interaction.ts';
import type { LongScript } from '../wordpress/long-scripts.ts';
import { measureWordPressPage, type Mode, type WordPressPageFigures, type WordPressPageRun } from '../wordpress/measure-wordpress-page.ts';
import { startWordPress } from '../wordpress/staging-process.ts';

const PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['shop', SITE.shop],
  ['product (inline variations)', SITE.inlineVariable],
  ['product (ajax variations)', SITE.ajaxVariable],
  ['simple product', SITE.simple],
  ['cart', SITE.cart],
  ['contacts', SITE.contacts],
  ['about (tabs widget, counters)', SITE.about],
];
/** Pages measured again with jQuery kept on the page by another plugin (the bundle side only). */
const KEEP_JQUERY = ['home', 'product (inline variations)'];
/** The shop's first ajax add-to-cart button (a simple product in stock). */
const ADD_TO_CART = 'ul.products a.add_to_cart_button.ajax_add_to_cart >> nth=0';
/** First interactions with an island that was not loaded at page load. */
const INTERACTIONS: Interaction[] = [
  { name: 'product: open the reviews tab', path: SITE.inlineVariable, target: '#tab-title-reviews a', shown: '#tab-reviews' },
  { name: 'product: open the lightbox', path: SITE.inlineVariable, target: '.woocommerce-product-gallery__trigger', shown: '.pswp.pswp--open' },
  // The same with a mouse's approach: the viewer's chunk is fetched when the pointer comes to the
  // gallery, so the rest shows what that head start gives (a finger's press gives less).
  { name: 'product: open the lightbox, the pointer resting on it 200 ms first', path: SITE.inlineVariable, target: '.woocommerce-product-gallery__trigger', shown: '.pswp.pswp--open', restMs: 200 },
  { name: 'contacts: a wrong e-mail, then Tab (the field\'s error shown)', path: SITE.contacts, target: 'input[name="your-email"]', type: 'x', shown: '.wpcf7-not-valid-tip' },
  { name: 'about: open the second tab', path: SITE.about, target: '.theme-tabs__nav > li:nth-child(2) > a', shown: '.theme-tabs__panel:nth-child(2)' },
  // A choice's first answer is the reset link shown (and the other select's options filtered); a
  // full choice's details come 300 ms after the match in both (WooCommerce's delay, for screen readers).
  { name: 'product: choose a viscosity (the reset link shown)', path: SITE.inlineVariable, target: 'form.variations_form table.variations select', choose: ['ISO VG 46'], shown: 'form.variations_form .reset_variations' },
  // The first add to cart on a page: the button's loading look is the answer to the click (the
  // action's chunk comes after it); the View cart link comes with the server's answer, whose own
  // time is in both columns.
  { name: 'shop: add to cart (the button\'s loading look)', path: SITE.shop, target: ADD_TO_CART, shown: 'ul.products a.add_to_cart_button.loading' },
  { name: 'shop: add to cart (the View cart link, the server\'s answer included)', path: SITE.shop, target: ADD_TO_CART, shown: 'ul.products a.added_to_cart' },
  // The same with a mouse's approach: the action's chunk is fetched when the pointer comes to the
  // button, so the click's request leaves at once (as the classic one does).
  { name: 'shop: add to cart (the button\'s loading look), the pointer resting on it 200 ms first', path: SITE.shop, target: ADD_TO_CART, shown: 'ul.products a.add_to_cart_button.loading', restMs: 200 },
  { name: 'shop: add to cart (the View cart link, the server\'s answer included), the pointer resting on it 200 ms first', path: SITE.shop, target: ADD_TO_CART, shown: 'ul.products a.added_to_cart', restMs: 200 },
  { name: 'product: choose a variation (its details shown, 300 ms of it WooCommerce\'s delay)', path: SITE.inlineVariable, target: 'form.variations_form table.variations select', choose: ['ISO VG 46', '5 л'], shown: 'form.variations_form .single_variation .woocommerce-variation-price' },
];
const PORT = Number(process.env.BENCH_WP_PORT ?? 8092);
/** `BENCH_WP_PAGES=contacts,cart` measures only those pages (by the start of the name in the first column: `about`). */
const ONLY = (process.env.BENCH_WP_PAGES ?? '').split(',').filter(Boolean);
/** At least five runs a figure (the issue's floor), whatever BENCH_RUNS says. */
const MIN_RUNS = 5;

type Figures = Record<Mode, Record<'cold' | 'warm', WordPressPageFigures & { spread: Partial<Record<keyof WordPressPageFigures, [number, number]>> }>>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const ratio = (a: number, b: number) => (b > 0 ? `${((a / b) * 100).toFixed(0)}%` : a > 0 ? '∞' : '–');

function summarise(measured: WordPressPageRun[]): Figures['bundle']['cold'] {
  const runs = measured.map((run) => run.figures);
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
    const keptJquery: Array<{ page: string; classic: Figures['classic']['cold']; bundle: Figures['bundle']['cold'] }> = [];
    const floors: Array<{ page: string; classic: Figures['classic']['cold']; bundle: Figures['bundle']['cold']; none: Figures['bundle']['cold']; others: Figures['bundle']['cold'] }> = [];
    // Every run of the bundle's code over 50 ms, with the variant and run it came in.
    const longScripts: Array<LongScript & { page: string; variant: string; run: number }> = [];
    const interactions: Array<{ interaction: string; figures: Record<Mode, Record<'cold' | 'warm', { median: number; spread: [number, number] }>> }> = [];
    try {
      // The first view after a start warms PHP's opcache and WordPress's caches: not measured.
      for (const [, path] of PAGES) await measureWordPressPage(ctx.browser, `${staging.url}${path}`, 'bundle', 'cold');
      // Every figure of a page in the same rounds (interleavedRuns: a spell of the busy machine
      // falls on all of them alike): classic and bundle, cold and warm, jQuery kept, and the two
      // floors the bundle's blocking time is read against.
      for (const [name, path] of PAGES) {
        if (ONLY.length && !ONLY.some((only) => name.startsWith(only))) continue;
        const url = `${staging.url}${path}`;
        const measured = await interleavedRuns(runs, {
          classicCold: () => measureWordPressPage(ctx.browser, url, 'classic', 'cold'),
          bundleCold: () => measureWordPressPage(ctx.browser, url, 'bundle', 'cold'),
          classicWarm: () => measureWordPressPage(ctx.browser, url, 'classic', 'warm'),
          bundleWarm: () => measureWordPressPage(ctx.browser, url, 'bundle', 'warm'),
          // The page with no script file: what blocking time is the page's own, whatever runs on it.
          none: () => measureWordPressPage(ctx.browser, url, 'bundle', 'cold', { noScripts: true }),
          // The plugin on but the bundle's files refused: what blocking time the scripts neither
          // stack replaces add (the floor under the bundle's own figure).
          others: () => measureWordPressPage(ctx.browser, url, 'bundle', 'cold', { noBundle: true }),
          ...(KEEP_JQUERY.includes(name) ? { keptJquery: () => measureWordPressPage(ctx.browser, url, 'bundle', 'cold', { keepJquery: true }) } : {}),
        });
        const figures: Figures = {
          classic: { cold: summarise(measured.classicCold), warm: summarise(measured.classicWarm) },
          bundle: { cold: summarise(measured.bundleCold), warm: summarise(measured.bundleWarm) },
        };
        for (const [variant, variantRuns] of Object.entries(measured) as Array<[string, WordPressPageRun[]]>) {
          variantRuns.forEach((run, index) => longScripts.push(...run.longScripts.map((script) => ({ page: name, variant, run: index + 1, ...script }))));
        }
        rows.push({ page: name, path, figures });
        floors.push({ page: name, classic: figures.classic.cold, bundle: figures.bundle.cold, none: summarise(measured.none), others: summarise(measured.others) });
        if (measured.keptJquery) keptJquery.push({ page: name, classic: figures.classic.cold, bundle: summarise(measured.keptJquery) });
        console.log(`  measured ${path}`);
      }
      for (const interaction of INTERACTIONS) {
        if (ONLY.length && !ONLY.some((name) => interaction.name.startsWith(name))) continue;
        const measured = await interleavedRuns(runs, {
          classicCold: () => measureFirstInteraction(ctx.browser, staging.url, interaction, 'classic', 'cold'),
          bundleCold: () => measureFirstInteraction(ctx.browser, staging.url, interaction, 'bundle', 'cold'),
          classicWarm: () => measureFirstInteraction(ctx.browser, staging.url, interaction, 'classic', 'warm'),
          bundleWarm: () => measureFirstInteraction(ctx.browser, staging.url, interaction, 'bundle', 'warm'),
        });
        const latency = (values: number[]) => ({ median: median(values), spread: [Math.min(...values), Math.max(...values)] as [number, number] });
        const figures = {
          classic: { cold: latency(measured.classicCold), warm: latency(measured.classicWarm) },
          bundle: { cold: latency(measured.bundleCold), warm: latency(measured.bundleWarm) },
        };
        interactions.push({ interaction: interaction.name, figures });
        console.log(`  measured ${interaction.name}`);
      }
    } finally {
      await staging.stop();
    }
    const table = [
      `Medians of ${runs} runs each, taken in rounds (one run of every variant of a page in turn: classic and bundle, cold and warm, the floors below; so a busy spell of the machine falls on all of them alike), 4x CPU throttle, 1440 px; "classic" is the same page with the plugin off (WordPress prints WooCommerce's and Contact Form 7's own scripts). Bundle as a share of classic. "Longest bundle script" is the median (min–max) of the longest run of the bundle's own code (Long Animation Frames script attribution). "Product image shown": when the gallery's main image was first painted at full opacity; on product pages the classic LCP is not that image (WooCommerce prints the gallery at opacity 0 and flexslider fades it in, which Chrome's LCP does not count), so read this column there.`,
      '',
      '| page | JS by load + 3 s, cold (classic → bundle) | warm | TBT, cold | longest task | longest bundle script | LCP | product image shown |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(({ page, figures: { classic, bundle } }) =>
        [
          page,
          `${kb(classic.cold.jsGzipBytes)} → ${kb(bundle.cold.jsGzipBytes)} (${ratio(bundle.cold.jsGzipBytes, classic.cold.jsGzipBytes)})`,
          `${kb(classic.warm.jsGzipBytes)} → ${kb(bundle.warm.jsGzipBytes)}`,
          `${ms(classic.cold.tbtMs)} → ${ms(bundle.cold.tbtMs)} (${ratio(bundle.cold.tbtMs, classic.cold.tbtMs)})`,
          `${ms(classic.cold.longestTaskMs)} → ${ms(bundle.cold.longestTaskMs)}`,
          `${ms(bundle.cold.bundleScriptMs)} (${ms(bundle.cold.spread.bundleScriptMs?.[0] ?? 0)}–${ms(bundle.cold.spread.bundleScriptMs?.[1] ?? 0)})`,
          `${ms(classic.cold.lcpMs)} → ${ms(bundle.cold.lcpMs)} (${ratio(bundle.cold.lcpMs, classic.cold.lcpMs)})`,
          classic.cold.productImageMs > 0 ? `${ms(classic.cold.productImageMs)} → ${ms(bundle.cold.productImageMs)} (${ratio(bundle.cold.productImageMs, classic.cold.productImageMs)})` : '–',
        ].join(' | ').replace(/^/, '| ').replace(/$/, ' |'),
      ),
      '',
      'With jQuery kept on the page by another plugin (the plugin then leaves jQuery and jQuery Migrate enqueued; staging cookie `lubrica_keep_jquery=1`), cold cache, against the same classic figures:',
      '',
      '| page | JS by load + 3 s (classic → bundle) | TBT | longest bundle script | jQuery\'s ready: parsed → ready, classic; bundle |',
      '|---|---:|---:|---:|---:|',
      ...keptJquery.map(({ page, classic, bundle }) =>
        `| ${page} | ${kb(classic.jsGzipBytes)} → ${kb(bundle.jsGzipBytes)} (${ratio(bundle.jsGzipBytes, classic.jsGzipBytes)}) | ${ms(classic.tbtMs)} → ${ms(bundle.tbtMs)} (${ratio(bundle.tbtMs, classic.tbtMs)}) | ${ms(bundle.bundleScriptMs)} | ${ms(classic.parsedMs)} → ${ms(classic.jqueryReadyMs)}; ${ms(bundle.parsedMs)} → ${ms(bundle.jqueryReadyMs)} (${ms(bundle.spread.jqueryReadyMs?.[0] ?? 0)}–${ms(bundle.spread.jqueryReadyMs?.[1] ?? 0)}) |`,
      ),
      '',
      "jQuery's ready: when the document was parsed (DOMContentLoaded) and when jQuery's ready handlers ran, from navigation start, medians (the bundle's min–max). On a product page the single-product stand-in holds jQuery's ready until the bundle has started, its islands drawn (at most 1 s after the parse, src/runtime/hold-jquery-ready.ts), as WooCommerce's single-product.js drew them in the first ready handler: the gap between the two is what the hold costs other scripts' ready code, where the classic gap is jQuery's own.",
      '',
      `The bundle's own code running over 50 ms in one go, in any run above (Long Animation Frames script attribution; the source line from the built file's source map, where the run started, which for the runtime's steps is the yield it resumed from; "islands it changed": the islands whose \`data-island-state\` it set, the mounts it did; "forced layout" is the part spent in style and layout the code asked for):`,
      '',
      ...(longScripts.length === 0
        ? ['None.']
        : [
            '| page | variant, run | ms | forced layout | what ran it | where | islands it changed |',
            '|---|---|---:|---:|---|---|---|',
            ...longScripts.map(
              (script) =>
                `| ${script.page} | ${script.variant}, ${script.run} | ${ms(script.duration)} | ${ms(script.forcedStyleAndLayoutDuration)} | ${script.invokerType}: ${script.invoker.replace(/\|/g, '/')} | ${script.file} ${script.sourceFunctionName || '(anonymous)'}${script.source ? `, ${script.source}` : ''} | ${script.islands.join(', ') || '–'} |`,
            ),
          ]),
      '',
      'Two floors, cold cache. "No script": every JavaScript file refused (the few inline settings scripts still run), so what blocks is the server page\'s own parsing, style and layout, a floor under any script. "Others": the plugin on but the bundle\'s own files refused, so the page keeps only the scripts neither stack replaces (WooCommerce\'s order attribution, WordPress\'s own), a floor under the bundle: the bundle cannot go below it, and where it is over half the classic figure the TBT goal cannot be met by the bundle alone. "TBT" is Lighthouse\'s: long tasks from the first contentful paint on (the goal\'s figure, above). "All long tasks" counts from navigation start, the parsing before anything is painted too. "First paint" is the first contentful paint, where TBT starts counting: the page\'s own work that falls after it is counted, what falls before it is not, so a page painted earlier (the bundle is a module, which does not hold the paint as the classic head scripts do) has more of that work counted.',
      '',
      '| page | TBT: no script → others → classic → bundle | others as a share of classic | all long tasks: no script → others → classic → bundle | longest task: no script → others → classic → bundle | first paint: no script → others → classic → bundle |',
      '|---|---:|---:|---:|---:|---:|',
      ...floors.map(({ page, classic, bundle, none, others }) =>
        `| ${page} | ${ms(none.tbtMs)} → ${ms(others.tbtMs)} → ${ms(classic.tbtMs)} → ${ms(bundle.tbtMs)} | ${ratio(others.tbtMs, classic.tbtMs)} | ${ms(none.blockingMs)} → ${ms(others.blockingMs)} → ${ms(classic.blockingMs)} → ${ms(bundle.blockingMs)} | ${ms(none.longestTaskMs)} → ${ms(others.longestTaskMs)} → ${ms(classic.longestTaskMs)} → ${ms(bundle.longestTaskMs)} | ${ms(none.fcpMs)} → ${ms(others.fcpMs)} → ${ms(classic.fcpMs)} → ${ms(bundle.fcpMs)} |`,
      ),
      '',
      `First interaction with an island that was not loaded at page load (classic and bundle, cold and warm, taken in rounds as above): from the pointerdown (a choice in a select: its input event; a field typed in and left: the Tab's keydown, as the typing before it is the visitor's own time) to the first frame painted with the change, medians of ${runs} runs (min–max), 4x CPU throttle. Nothing is hovered first, but in the rows that say so: the island's code is fetched at the press (a tab link and the lightbox are answered by the entry on the prepared markup, the lightbox's viewer chunk fetched at the press, or when the pointer came to the gallery in the row with a resting pointer, or at idle on a warm view, the viewer having opened before in that tab; and the contact form's field is checked by the entry's check chunk, fetched when the pointer came to the form for the click into the field, with React arriving behind; the add-to-cart button's loading look is the entry's at the click, the action's chunk fetched then, or when the pointer came to the button in the rows with a resting pointer, and the fragments' code after the click's frame, while the server answers). Cold: an empty cache; warm: the visitor did the same once before in this browser, so the chunks fetched at that interaction are cached. The classic column is WooCommerce's and Contact Form 7's scripts, loaded at page load; the staging has no classic script for the theme's tabs (its panels are all shown), so that row's classic figure is the time to the next frame.`,
      '',
      '| interaction | cold: classic → bundle | warm: classic → bundle |',
      '|---|---:|---:|',
      ...interactions.map(({ interaction, figures: { classic, bundle } }) => {
        const cell = (cache: 'cold' | 'warm') =>
          `${ms(classic[cache].median)} → ${ms(bundle[cache].median)} (${ms(bundle[cache].spread[0])}–${ms(bundle[cache].spread[1])})`;
        return `| ${interaction} | ${cell('cold')} | ${cell('warm')} |`;
      }),
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench -- wordpress\` on a ${cpus().length}-core machine, load average ${ctx.loadAtStart.toFixed(2)} when the bench started (${ctx.loadAtStart < 1 ? 'quiet: nothing else running' : 'not quiet: other work was running, read with care'}). Each figure's spread is in \`bench/results/bench.json\`.`,
    ].join('\n');
    return { markdown: table, figures: { pages: rows, keptJquery, floors, longScripts, interactions } };
  },
};
