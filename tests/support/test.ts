import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { LoggedRequest } from '../../fixtures/staging/request-log.ts';

export interface PageProblems {
  /** console.error texts. */
  errors: string[];
  /** console.warn texts. */
  warnings: string[];
  /** Uncaught exceptions and unhandled rejections. */
  uncaught: string[];
}

/**
 * Every browser test gets `problems`: what the page logged and threw. Unless a test says it
 * expects errors (`expectErrors()`), a test fails when the page logged an error or threw.
 */
export const test = base.extend<{ problems: PageProblems; expectErrors: () => void }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [], warnings: [], uncaught: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.errors.push(message.text());
      if (message.type() === 'warning') problems.warnings.push(message.text());
    });
    page.on('pageerror', (error) => problems.uncaught.push(String(error)));
    await use(problems);
  },
  expectErrors: [
    async ({ problems }, use, testInfo) => {
      let allowed = false;
      await use(() => {
        allowed = true;
      });
      if (testInfo.status !== testInfo.expectedStatus) return;
      expect(problems.uncaught, 'uncaught exceptions').toEqual([]);
      if (!allowed) expect(problems.errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The paths of the requests the page makes from now on whose address contains `part`: a list that grows. */
export function pathsRequested(page: Page, part: string): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Resolves when every island triggered so far has mounted or failed. */
export async function islandsIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof window.themeIslands?.whenIdle === 'function');
  await page.evaluate(() => window.themeIslands!.whenIdle());
}

/**
 * Wakes an island that waits for the visitor (`interaction`) as a mouse does, by moving over
 * `touch` (the host itself, or what the visitor touches for a hidden host: the stars of
 * `select#rating`), and waits until `host` is mounted.
 */
export async function wake(host: Locator, touch: Locator = host): Promise<void> {
  await touch.hover();
  await expect(host).toHaveAttribute('data-island-state', 'mounted');
}

/** How long expectAccessible waits for what is moving to come to rest. */
const SETTLE_MS = 3_000;

/**
 * axe-core on the page once nothing is part-way through a finite animation: its serious and
 * critical violations, each with the elements it found (as axe's selectors). A layer fading in is half transparent
 * mid-way, which axe reads as low contrast; on a busy machine the check can land there.
 * Animations that run for ever (spinners) are not waited for, nor those whose moving part only
 * begins after the wait (a slide's layers leaving at the end of its timer): both are still where
 * they started while axe reads the page. Anything else still moving after 3 s fails the test,
 * naming what moves.
 */
export async function seriousViolations(page: Page, include?: string): Promise<Array<{ id: string; help: string; targets: string[] }>> {
  // The document timeline: real time, whatever Playwright's clock does to timers.
  const deadline = await page.evaluate((ms) => Number(document.timeline.currentTime) + ms, SETTLE_MS);
  const rest = await page.waitForFunction(
    (by) => {
      const now = Number(document.timeline.currentTime);
      const moving = document.getAnimations().filter((animation) => {
        if (animation.playState !== 'running' || !animation.effect) return false;
        const timing = animation.effect.getComputedTiming();
        if (!Number.isFinite(timing.endTime ?? Infinity)) return false;
        // When its moving part begins, from now (its delay may still be running).
        const untilActive = Number(timing.delay ?? 0) - Number(timing.localTime ?? 0);
        return now + untilActive < by;
      });
      if (moving.length === 0) return { settled: true, moving: [] };
      if (now < by) return false;
      const describe = (animation: Animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        const element = target ? `<${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''}${Array.from(target.classList, (name) => `.${name}`).join('')}>` : 'an animation without a target';
        const named = animation as Animation & { animationName?: string; transitionProperty?: string };
        const what = named.animationName ?? named.transitionProperty ?? animation.id;
        const timing = animation.effect!.getComputedTiming();
        return `${element}${what ? ` (${what})` : ''}, ${Math.round(Number(timing.endTime) - Number(timing.localTime ?? 0))} ms to go`;
      };
      return { settled: false, moving: moving.map(describe) };
    },
    deadline,
    // The page's timeline decides (above); this only guards against a page that stopped drawing.
    { timeout: SETTLE_MS + 7_000 },
  );
  const { settled, moving } = (await rest.jsonValue()) as { settled: boolean; moving: string[] };
  if (!settled) throw new Error(`expectAccessible: still animating ${SETTLE_MS / 1000} s later, so axe would read the page part-way: ${moving.join('; ')}`);
  // Legacy mode runs axe in the page itself. The default mode runs it there too, then opens a
  // blank page, injects axe again and merges the frames' results in it: the same violations on
  // every page measured (the staging and the real WordPress), in half the time (0.5 to 1.1 s of
  // 1.0 to 1.9 s a check). What legacy mode gives up is reading into cross-origin frames, and
  // no page here has one (the video stand-ins are <video> elements, the map's tiles images).
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** No serious or critical axe violation on the page (or the part `include` selects), read at rest. */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  const serious = (await seriousViolations(page, include)).map(({ id, help, targets }) => `${id}: ${help} (${targets.join(', ')})`);
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

/** The staging server's request log for this test's visitor. */
export async function requestsSeen(page: Page): Promise<LoggedRequest[]> {
  const response = await page.request.get('/__requests');
  return response.json();
}

/** Collects the messages of alert/confirm dialogs the page opens, dismissing each. */
export function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}

/**
 * Expects the alerts collected so far to be `expected`, after a click on `clicked` that should
 * open them. Playwright answers the click only once its alert is dismissed, so they are there
 * when it returns; a miss says what the page held instead (the clicked element's classes, its
 * island's state, whether it has the focus, the address), which the bare list did not: one CI run
 * saw no alert at all. Playwright checks what is under the pointer at the press only, so a layout
 * shift before the release sends the click to a common ancestor: the clicked element would then
 * have the focus (the press gave it) and the same classes.
 */
export async function expectAlerts(clicked: Locator, seen: string[], expected: string[]): Promise<void> {
  if (JSON.stringify(seen) === JSON.stringify(expected)) return;
  const page = clicked.page();
  const facts = await clicked
    .evaluate((el) => ({ classes: el.className, island: el.closest('[data-island-state]')?.getAttribute('data-island-state') ?? null, focused: el === document.activeElement, url: location.href }), undefined, { timeout: 2000 })
    .catch((error: unknown) => ({ unreadable: String(error), url: page.url() }));
  expect(seen, `alerts after the click; the page then: ${JSON.stringify(facts)}`).toEqual(expected);
}
