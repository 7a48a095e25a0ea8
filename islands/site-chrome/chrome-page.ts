import type { Page } from '@playwright/test';
import { islandsIdle } from '../../tests/support/test.ts';

/** Scrolls the window and waits for the frame the scroll effects run in. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(async (to) => {
    window.scrollTo(0, to);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

/** The chunk has started once the header carries its measured min-height (or top). */
export async function chromeReady(page: Page): Promise<void> {
  await islandsIdle(page);
  await page.waitForFunction(() => {
    const header = document.querySelector<HTMLElement>('.site-header');
    return !header || header.style.minHeight !== '' || header.style.top !== '';
  });
}
