import type { Browser, Page } from 'playwright';
import { throttledStagingPage, type Mode } from './measure-wordpress-page.ts';

export interface Interaction {
  name: string;
  path: string;
  /**
   * What the visitor does: a click on `target`, or a click into it and typing `type` then Tab;
   * or, with `choose`, options chosen (by label) in the selects `target` matches, one a select.
   */
  target: string;
  type?: string;
  choose?: string[];
  /** The visible change: an element matching this is displayed. */
  shown: string;
  /**
   * A mouse's approach: the pointer rests on `target` this long before the press (the press is
   * still where the figure starts). Without it the pointer arrives with the press, the worst case.
   */
  restMs?: number;
}

/** What the visitor does, as Playwright does it: the pointer arrives on the element with the press. */
async function interact(page: Page, interaction: Interaction): Promise<void> {
  if (interaction.choose) {
    for (const [index, label] of interaction.choose.entries()) await page.locator(interaction.target).nth(index).selectOption({ label });
    return;
  }
  if (interaction.restMs !== undefined) {
    await page.locator(interaction.target).hover();
    // The visitor's own time, not a wait for the page: what the page does meanwhile is the point.
    await page.waitForTimeout(interaction.restMs);
  }
  await page.locator(interaction.target).click();
  if (interaction.type !== undefined) {
    await page.keyboard.type(interaction.type);
    await page.keyboard.press('Tab');
  }
}

/**
 * The first interaction on a page loaded at 4x CPU throttle, from the visitor's pointerdown (for
 * a choice in a select, which Playwright makes without a pointer: its first `input` event; for a
 * field typed in and left, the Tab's keydown) to
 * the first frame painted with the change visible (a rAF after which the change is there, then
 * the next task: after the paint). Nothing is touched before: the pointer arrives on the element
 * with the click, so the bundle's island code is fetched only then (no hover head start), unless
 * the interaction has a `restMs` (a row of its own, beside the worst case).
 * Cold: a fresh cache. Warm: the visitor did the same once before in the same browser (a warm-up
 * visit, unthrottled), so the island's chunks, fetched only at an interaction, are in the cache;
 * a warm-up without it would leave them out and make "warm" the cold case again.
 */
export async function measureFirstInteraction(browser: Browser, base: string, interaction: Interaction, mode: Mode, cache: 'cold' | 'warm'): Promise<number> {
  const url = `${base}${interaction.path}`;
  const prime = async (page: Page) => {
    await interact(page, interaction);
    await page.waitForLoadState('networkidle');
  };
  const { context, page } = await throttledStagingPage(browser, url, mode, cache, { prime });
  await page.goto(url, { waitUntil: 'load' });
  // What the page does at load is over (jQuery's ready handlers, the bundle's load-time islands).
  await page.waitForLoadState('networkidle');
  await page.locator(interaction.target).first().scrollIntoViewIfNeeded();
  // A typed field's change is asked for by the Tab that leaves it: the typing before it is the
  // visitor's time (Playwright's, here), which the classic page spent too (about 120 ms of its
  // figure when it was measured from the click into the field).
  const [startEvent, startKey] = interaction.choose ? ['input', null] : interaction.type !== undefined ? ['keydown', 'Tab'] : ['pointerdown', null];
  type Watch = { __latency: number | null };
  // A string, not a function: tsx compiles this file with esbuild's keepNames, whose `__name`
  // helper wraps named inner functions and does not exist in the page.
  await page.evaluate(`(() => {
    const shown = ${JSON.stringify(interaction.shown)};
    window.__latency = null;
    let start = 0;
    const startKey = ${JSON.stringify(startKey)};
    document.addEventListener(${JSON.stringify(startEvent)}, (event) => {
      if (start === 0 && (startKey === null || event.key === startKey)) start = event.timeStamp;
    }, { capture: true });
    const visible = () => Array.from(document.querySelectorAll(shown)).some((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');
    const frame = () => {
      if (start > 0 && visible()) setTimeout(() => (window.__latency = performance.now() - start), 0);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  await interact(page, interaction);
  const latency = (await (await page.waitForFunction(() => (window as unknown as Watch).__latency, null, { timeout: 20_000 })).jsonValue()) as number;
  await context.close();
  return latency;
}
