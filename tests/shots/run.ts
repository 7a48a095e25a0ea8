/**
 * `npm run shots`: photographs every fixture page and key state at 375, 768 and 1440 px against
 * the built bundle on the staging preview, and writes shots/index.html, a gallery the staging
 * index links to (/__shots/). Motion is reduced so shots are stable from run to run.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright';
import { preview } from 'vite';
import { CHROMIUM_ARGS, NO_CHROMIUM_MESSAGE, findChromium } from '../support/find-chromium.ts';
import { galleryHtml, type GalleryEntry } from './gallery-html.ts';
import { allStates } from './states.ts';

const WIDTHS = [375, 768, 1440];
const PORT = Number(process.env.SHOTS_PORT ?? 4178);
const OUT = 'shots';
const only = process.argv.slice(2);

/**
 * A full-page shot paints below the fold without scrolling there, so lazy images and islands
 * that wait to be seen (carousels, maps, the project grid) would show as empty boxes. Scroll
 * through as a visitor would, come back to the top, and wait for what that woke.
 */
async function wakeBelowTheFold(page: Page): Promise<void> {
  let inFlight = 0;
  const started = () => inFlight++;
  const ended = () => inFlight--;
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
    await window.themeIslands?.whenIdle();
  });
  // The images, tiles and chunks the scroll asked for: until nothing is in flight for 500 ms
  // (Playwright's 'networkidle' was reached at load and would not wait again), 5 s at most.
  // Time is the measure here, not a stand-in for an event: "the network has gone quiet" has
  // no event of its own, and this is a photographer, not a test (a late shot fails nothing).
  const deadline = Date.now() + 5_000;
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 500) {
    await page.waitForTimeout(100); // the poll step of the quiet watch above
    if (inFlight > 0) quietSince = Date.now();
  }
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
}

const executablePath = findChromium();
if (!executablePath) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

// The real WordPress gallery (shots/wordpress/, from the @wordpress tests) is not ours to wipe.
for (const name of existsSync(OUT) ? readdirSync(OUT) : []) if (name !== 'wordpress') rmSync(`${OUT}/${name}`, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const server = await preview({ preview: { port: PORT, strictPort: true }, logLevel: 'warn' });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const entries: GalleryEntry[] = [];
let failures = 0;
try {
  for (const state of allStates.filter((s) => !only.length || only.some((id) => s.id.includes(id)))) {
    const entry: GalleryEntry = { id: state.id, title: state.title, path: state.path, shots: [] };
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      try {
        await page.goto(`http://localhost:${PORT}${state.path}`, { waitUntil: 'load' });
        await wakeBelowTheFold(page);
        await state.act?.(page, width);
        // Transitions of the step settle. A time, not a state: each step ends differently (a menu,
        // a popup, a slide, a form's errors) and the shot only needs to be still, not exact.
        await page.waitForTimeout(400);
        const file = `${state.id}-${width}.png`;
        await page.screenshot({ path: `${OUT}/${file}`, fullPage: true });
        entry.shots.push({ width, file });
      } catch (error) {
        failures++;
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        entry.shots.push({ width, error: message });
        console.error(`shots: ${state.id} at ${width} px failed: ${message}`);
      } finally {
        await context.close();
      }
    }
    entries.push(entry);
    console.log(`  ${state.id}`);
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
writeFileSync(`${OUT}/index.html`, galleryHtml(entries, new Date()));
console.log(`shots: ${entries.length} states × ${WIDTHS.length} widths in ${OUT}/index.html (${failures} failed); served at /__shots/ by npm start`);
process.exit(failures ? 1 : 0);
