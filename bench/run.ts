/**
 * `npm run bench`: runs every suite in bench/suites against the built bundle served by the
 * staging preview, in Chromium, and writes bench/results/bench.json and bench.md; with `--report`
 * the sections measured are written into docs/performance.md too (`--readme`, the old name of the
 * flag from when the report was in the README, does the same).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { preview } from 'vite';
import { CHROMIUM_ARGS, NO_CHROMIUM_MESSAGE, findChromium } from '../tests/support/find-chromium.ts';
import { measurePage } from './measure-page.ts';
import { REPORT_FILE, updateReport } from './readme-report.ts';
import type { BenchSection } from './suite.ts';
import { cartSuite, formsPopupsSuite, pagesSuite, sizesSuite, sliderSuite, variationSuite, widgetsSuite, wordpressSuite } from './suites/index.ts';

/** Report order (a module namespace's exports come out alphabetically, which put the cart first). */
const suites = [wordpressSuite, pagesSuite, sizesSuite, formsPopupsSuite, widgetsSuite, cartSuite, sliderSuite, variationSuite];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4179);
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

// Before the bench starts anything of its own (BenchContext.loadAtStart).
const loadAtStart = loadavg()[0]!;
const executablePath = findChromium();
if (!executablePath) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

const server = await preview({ preview: { port: PORT, strictPort: true }, logLevel: 'warn' });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const sections: BenchSection[] = [];
try {
  // One unmeasured load first: the first page a fresh browser and server serve pays their own
  // start-up (it made the first row of the pages table twice as slow as its twin in Russian).
  await measurePage(browser, `http://localhost:${PORT}/home/`, { isStatic: false });
  for (const suite of suites) {
    if (only.length && !only.includes(suite.name)) continue;
    console.log(`bench: ${suite.name}`);
    sections.push({ title: suite.title, ...(await suite.run({ browser, baseUrl: `http://localhost:${PORT}`, runs: RUNS, loadAtStart })) });
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}

const markdown = sections.map((section) => `### ${section.title}\n\n${section.markdown}\n`).join('\n');
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/bench.json', `${JSON.stringify(Object.fromEntries(sections.map((s) => [s.title, s.figures])), null, 2)}\n`);
writeFileSync('bench/results/bench.md', markdown);
console.log(`\n${markdown}`);

if (process.argv.includes('--report') || process.argv.includes('--readme')) {
  // Only the sections measured now are replaced: `npm run bench -- slider --report` keeps the rest.
  const order = suites.map((suite) => suite.title);
  writeFileSync(REPORT_FILE, updateReport(readFileSync(REPORT_FILE, 'utf8'), sections, order));
  console.log(`${REPORT_FILE} performance report updated: ${sections.map((section) => section.title).join('; ')}`);
}
