import { expect, requestsSeen } from '../../support/test.ts';
import type { Page } from '@playwright/test';
import type { EndpointCase } from '../endpoint-case.ts';

/** How many view records the staging received from this visitor. */
const viewRecords = async (page: Page) => (await requestsSeen(page)).filter((r) => r.path === '/wp-json/iawp/search').length;

/**
 * Independent Analytics' visit record, sent at load. Best effort, as the plugin's own script: a
 * failed record changes nothing for the visitor and logs nothing; the page and its islands work.
 */
export const analyticsCases: EndpointCase[] = [
  {
    endpoint: 'rest:/iawp/search',
    path: '/about/',
    async before(page) {
      // Playwright's Chromium says navigator.webdriver, which the tracker leaves out.
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
    },
    // The first view's record is on the server before the endpoint breaks: the tracker's chunk
    // may still be on its way when the islands are idle.
    async loaded(page) {
      await expect(page.locator('script#iawp-tracking')).toHaveAttribute('data-iawp-visit', 'sent');
      await expect.poll(() => viewRecords(page)).toBe(1);
    },
    // A new page view sends the record.
    async act(page) {
      await page.reload();
    },
    async outcome(page, how) {
      await expect(page.locator('script#iawp-tracking')).toHaveAttribute('data-iawp-visit', 'sent');
      // The first view's record and this one's (which never reaches a server that is offline).
      await expect.poll(() => viewRecords(page)).toBe(how === 'offline' ? 1 : 2);
      await expect(page.locator('[data-island-state="failed"]')).toHaveCount(0);
      // The page's islands still answer: the second tab opens.
      const tabs = page.locator('.theme-tabs [role="tab"]');
      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    },
  },
];
