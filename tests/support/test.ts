import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

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

/**
 * axe-core on the page once its finite animations have run (up to 3 s): no serious or critical
 * violation. A layer fading in is half transparent mid-way, which axe reads as low contrast; on
 * a busy machine the check can land there.
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || !Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity)),
      null,
      { timeout: 3_000 },
    )
    .catch(() => {
      // Still moving after 3 s (a long slide timer, say): check the page as it is.
    });
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

/** The staging server's request log for this test's visitor. */
export async function requestsSeen(page: Page): Promise<Array<{ method: string; path: string; query: Record<string, string>; fields: Record<string, unknown>; headers: Record<string, string>; body: string }>> {
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
