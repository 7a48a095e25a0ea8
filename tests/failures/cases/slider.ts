import { expect } from '../../support/test.ts';
import { AFTER_TIME_OUT, type EndpointCase } from '../endpoint-case.ts';

/**
 * Slider Revolution's modal slider, loaded by `revslider_ajax_call_front` (get_slider_html) when
 * its trigger is clicked. The error is logged naming the island, the cover closes again, and
 * the page and the trigger stay as they were, so a second try is possible.
 */
export const sliderCases: EndpointCase[] = [
  {
    endpoint: 'admin-ajax:revslider_ajax_call_front',
    path: '/catalogues/',
    reports: '[theme] island "slider-modal" on <rs-modal-cover',
    logs: () => true,
    async act(page) {
      await expect(page.locator('rs-modal-cover')).toHaveAttribute('data-island-state', 'mounted', { timeout: 10_000 });
      await page.getByRole('link', { name: 'Browse the catalogues' }).click();
    },
    async outcome(page) {
      await expect(page.locator('rs-modal-cover')).not.toHaveAttribute('data-rs-open', /.*/, { timeout: AFTER_TIME_OUT });
      await expect(page.locator('rs-modal-cover')).toHaveAttribute('data-island-state', 'mounted');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Browse the catalogues' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/catalogues/');
    },
  },
];
