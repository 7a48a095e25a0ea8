import { expect } from '../../support/test.ts';
import { AFTER_TIME_OUT, type EndpointCase } from '../endpoint-case.ts';

/**
 * Slider Revolution's two calls of `revslider_ajax_call_front`. get_slider_html loads the modal
 * slider when its trigger is clicked: the error is logged naming the island, the cover closes
 * again, and the page and the trigger stay as they were, so a second try is possible.
 * get_transitions is asked once, when a slide names a transition only the server knows (the plant
 * tour's slide 6, "zoomout"): a failure is only a warning, the slide fades in, the slider goes on.
 */
export const sliderCases: EndpointCase[] = [
  {
    endpoint: 'admin-ajax:revslider_ajax_call_front',
    path: '/plant-tour/',
    async act(page) {
      await expect(page.locator('rs-module-wrap')).toHaveAttribute('data-island-state', 'mounted', { timeout: 10_000 });
      // Paused, so the 7 s autoplay does not move on from slide 6 while the call hangs.
      await page.getByRole('button', { name: 'Pause the slides' }).click();
      await page.evaluate(() => (location.hash = '#trucks'));
    },
    async outcome(page) {
      const module = page.locator('rs-module-wrap rs-module');
      await expect(module).toHaveAttribute('data-rs-current', '6');
      // The transition ran (a fade) once the call gave up: nothing is left half-way.
      await expect(module).not.toHaveAttribute('data-rs-transition', /./, { timeout: AFTER_TIME_OUT });
      await expect(module.locator('rs-slides > rs-slide').nth(5)).toBeVisible();
      await expect(module.locator('rs-slide[data-rs-leaving]')).toHaveCount(0);
      // The slider still answers the visitor.
      await page.locator('rs-module-wrap').getByRole('button', { name: 'Next slide' }).click();
      await expect(module).toHaveAttribute('data-rs-current', '7');
    },
  },
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
