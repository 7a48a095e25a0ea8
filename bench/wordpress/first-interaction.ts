import type { Browser } from 'playwright';
import { throttledStagingPage, type Mode } from './measure-wordpress-page.ts';

export interface Interaction {
  name: string;
  path: string;
  /** What the visitor does: a click on `target`, or a click into it and typing `type` then Tab. */
  target: string;
  type?: string;
  /** The visible change: an element matching this is displayed. */
  shown: string;
}

/**
 * The first interaction on a page loaded at 4x CPU throttle (cold cache, or warm: the page seen
 * once before in the same context), from the visitor's pointerdown to the first frame painted
 * with the change visible (a rAF after which the change is there, then the next task: after the
 * paint). Nothing is touched before: the pointer arrives on the element with the click, so the
 * bundle's island code is fetched only then (no hover head start).
 */
export async function measureFirstInteraction(browser: Browser, base: string, interaction: Interaction, mode: Mode, cache: 'cold' | 'warm'): Promise<number> {
  const url = `${base}${interaction.path}`;
  const { context, page } = await throttledStagingPage(browser, url, mode, cache);
  await page.goto(url, { waitUntil: 'load' });
  // What the page does at load is over (jQuery's ready handlers, the bundle's load-time islands).
  await page.waitForLoadState('networkidle');
  await page.locator(interaction.target).scrollIntoViewIfNeeded();
  type Watch = { __latency: number | null };
  await page.evaluate((shown) => {
    const w = window as unknown as Watch;
    w.__latency = null;
    let start = 0;
    document.addEventListener('pointerdown', (event) => (start = event.timeStamp), { capture: true, once: true });
    const visible = () => Array.from(document.querySelectorAll<HTMLElement>(shown)).some((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');
    const frame = () => {
      if (start > 0 && visible()) setTimeout(() => (w.__latency = performance.now() - start), 0);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, interaction.shown);
  await page.locator(interaction.target).click();
  if (interaction.type !== undefined) {
    await page.keyboard.type(interaction.type);
    await page.keyboard.press('Tab');
  }
  const latency = (await (await page.waitForFunction(() => (window as unknown as Watch).__latency, null, { timeout: 20_000 })).jsonValue()) as number;
  await context.close();
  return latency;
}
