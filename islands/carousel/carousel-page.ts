import type { Locator, Page } from '@playwright/test';
import { expect } from '../../tests/support/test.ts';
import { pauseClockAhead } from '../../tests/support/frozen-clock.ts';

/** Scrolls a carousel into view (they mount when visible) and waits for its island. */
export async function mounted(page: Page, id: string): Promise<Locator> {
  const host = page.locator(`#${id}`);
  await host.scrollIntoViewIfNeeded();
  await expect(host).toHaveAttribute('data-island-state', 'mounted');
  return host;
}

/**
 * Stops the browser clock (a moment ahead: pauseAt cannot go back, and the clock runs on while
 * this call travels), then hovers the carousel and leaves it, which restarts its autoplay on the
 * stopped clock. Returns the index shown then, where the autoplay counts from.
 */
export async function autoplayFromFrozenClock(page: Page, host: Locator): Promise<number> {
  await pauseClockAhead(page, 500);
  await host.hover();
  await expect(host).toHaveAttribute('data-autoplay', 'stopped');
  await page.mouse.move(0, 0);
  await expect(host).toHaveAttribute('data-autoplay', 'running');
  return Number(await host.getAttribute('data-carousel-index'));
}

/**
 * Records every index the carousel moves to from now on (its attributes are written again on
 * each render: only a change of value counts); the returned call reads them.
 */
export async function recordIndexes(host: Locator): Promise<() => Promise<string[]>> {
  await host.evaluate((el) => {
    const win = window as unknown as { indexes: string[] };
    win.indexes = [];
    let last = el.getAttribute('data-carousel-index');
    new MutationObserver(() => {
      const now = el.getAttribute('data-carousel-index');
      if (now !== last) win.indexes.push((last = now) ?? '');
    }).observe(el, { attributes: true, attributeFilter: ['data-carousel-index'] });
  });
  return () => host.page().evaluate(() => (window as unknown as { indexes: string[] }).indexes.slice());
}
