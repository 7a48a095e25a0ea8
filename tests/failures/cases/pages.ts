import { expect } from '../../support/test.ts';
import { AFTER_TIME_OUT, type EndpointCase } from '../endpoint-case.ts';

/**
 * Pages the bundle loads in place: a product for quick view, the next page of the project
 * archive. On failure the visitor is offered the page itself as a plain link.
 */
export const pageCases: EndpointCase[] = [
  {
    endpoint: 'page:/product/compressor-oil-vdl-100/',
    path: '/product-category/hydraulic-oils/',
    async act(page) {
      await page.getByRole('link', { name: 'Quick view: Compressor oil VDL 100' }).click();
    },
    async outcome(page) {
      const dialog = page.locator('.theme-quick-view [role="dialog"]');
      await expect(dialog.locator('[role="alert"]')).toContainText('The product could not be loaded.', { timeout: AFTER_TIME_OUT });
      await expect(dialog.locator('[role="alert"] a')).toHaveAttribute('href', /\/product\/compressor-oil-vdl-100\/$/);
      await expect(dialog.locator('.product_title')).toHaveCount(0);
      // Escape closes it and the listing is as it was.
      await page.keyboard.press('Escape');
      await expect(page.locator('.theme-quick-view-host')).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe('/product-category/hydraulic-oils/');
    },
  },
  {
    endpoint: 'page:/projects/page/2/',
    path: '/projects/',
    async act(page) {
      // The click wakes the archive's view and is made once it is there: it has been acted on
      // when the page is asked for (not before, or the outcome below would be read too early).
      const asked = page.waitForRequest((request) => request.resourceType() === 'fetch' && new URL(request.url()).pathname === '/projects/page/2/');
      await page.locator('.projects-archive .project-pagination a.next').click();
      await asked;
    },
    async outcome(page) {
      const archive = page.locator('.projects-archive');
      const next = archive.locator('.project-pagination a.next');
      await expect(next).not.toHaveClass(/\bloading\b/, { timeout: AFTER_TIME_OUT });
      await expect(next).not.toHaveAttribute('aria-busy', /./);
      await expect(archive.locator('.project-item')).toHaveCount(4);
      // A normal link to the page that could not be loaded in place.
      await expect(next).toHaveAttribute('href', '/projects/page/2/');
      expect(new URL(page.url()).pathname).toBe('/projects/');
    },
  },
];
