import type { Page } from 'playwright';
import type { BenchSuite } from '../suite.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${Math.round(value)} ms`;

async function throttled(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Resolves in the page when `check` holds, measured from `start` to the frame after it. */
const UNTIL = `(check, start) => new Promise((resolve) => {
  const tick = () => (check() ? requestAnimationFrame(() => resolve(performance.now() - start)) : requestAnimationFrame(tick));
  tick();
})`;

interface Figures {
  popupsArmedMs: number;
  popupVisibleMs: number;
  popupOpenMs: number;
  invalidSubmitMs: number;
  sendMs: number;
}

/**
 * The interactions of contact forms and popups at 4x CPU throttle: how soon the home page's
 * popups are armed, how soon a popup shows after PUM.open and when its opening ends, how soon a
 * failed submit of the 16-field quote form shows its tips, and a whole send of the contact form
 * (the staging server answers at once, so this is the client's own time).
 */
export const formsPopupsSuite: BenchSuite = {
  name: 'forms-popups',
  title: 'Contact forms and popups: interaction times',
  async run({ browser, baseUrl, runs }) {
    const samples: Figures[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await throttled(page);
      await page.goto(`${baseUrl}/home/`);
      await page.waitForFunction(() => document.querySelectorAll('.pum-overlay[data-island-state="mounted"]').length === document.querySelectorAll('.pum-overlay').length, null, { timeout: 60_000 });
      const popupsArmedMs = await page.evaluate(() => performance.now());
      const [popupVisibleMs, popupOpenMs] = await page.evaluate(async (until) => {
        const wait = eval(until) as (check: () => boolean, start: number) => Promise<number>;
        const start = performance.now();
        (window as unknown as { PUM: { open(id: number): void } }).PUM.open(101);
        const visible = await wait(() => document.querySelector('#pum-101')!.classList.contains('pum-active'), start);
        const open = await wait(() => document.querySelector('#pum-101')!.getAttribute('data-pum-state') === 'open', start);
        return [visible, open];
      }, UNTIL);
      await page.goto(`${baseUrl}/contacts/`);
      // The forms' code waits for the visitor: a pointer over each wakes it.
      for (const form of await page.locator('.wpcf7 form').all()) await form.hover();
      await page.waitForFunction(() => document.querySelectorAll('.wpcf7 form[data-island-state="mounted"]').length === 2, null, { timeout: 60_000 });
      const invalidSubmitMs = await page.evaluate(async (until) => {
        const wait = eval(until) as (check: () => boolean, start: number) => Promise<number>;
        const form = document.querySelector<HTMLFormElement>('#wpcf7-f191-p12-o2 form')!;
        const start = performance.now();
        form.requestSubmit();
        return wait(() => form.querySelectorAll('.wpcf7-not-valid-tip').length > 0, start);
      }, UNTIL);
      const form = page.locator('#wpcf7-f190-p12-o1 form');
      await form.locator('[name="your-name"]').fill('Anna Berg');
      await form.locator('[name="your-email"]').fill('anna@lubrica.lv');
      await form.locator('[name="your-message"]').fill('We need a drum of HLP 46 in Riga.');
      await form.locator('[name="acceptance-privacy"]').check();
      const sendMs = await page.evaluate(async (until) => {
        const wait = eval(until) as (check: () => boolean, start: number) => Promise<number>;
        const el = document.querySelector<HTMLFormElement>('#wpcf7-f190-p12-o1 form')!;
        const start = performance.now();
        el.requestSubmit();
        return wait(() => el.getAttribute('data-status') === 'sent', start);
      }, UNTIL);
      samples.push({ popupsArmedMs, popupVisibleMs, popupOpenMs, invalidSubmitMs, sendMs });
      await context.close();
    }
    const figures = Object.fromEntries((Object.keys(samples[0]!) as Array<keyof Figures>).map((key) => [key, median(samples.map((s) => s[key]))])) as unknown as Figures;
    const markdown = [
      `Medians of ${runs} runs, Chromium at 4x CPU throttle, 1440×900.`,
      '',
      '| what | time |',
      '|---|---:|',
      `| /home/: navigation start → every popup armed (islands mounted when idle) | ${ms(figures.popupsArmedMs)} |`,
      `| PUM.open → the popup is shown (first frame) | ${ms(figures.popupVisibleMs)} |`,
      `| PUM.open → pumAfterOpen (350 ms fadeAndSlide included) | ${ms(figures.popupOpenMs)} |`,
      `| quote form (16 fields): submit → tips shown, nothing sent | ${ms(figures.invalidSubmitMs)} |`,
      `| contact form: submit → token, POST, answer, \`sent\` shown | ${ms(figures.sendMs)} |`,
    ].join('\n');
    return { markdown, figures };
  },
};
