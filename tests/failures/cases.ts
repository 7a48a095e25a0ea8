import type { Page } from '@playwright/test';
import { expect } from '../support/test.ts';
import type { Breakage } from '../support/break-endpoint.ts';

/**
 * One endpoint the bundle calls, how a visitor makes the call, and the defined outcome when it
 * fails (the spec's error catalogue where it gives one; otherwise nothing lost and the no-JS path
 * offered). One file per area adds its cases; `endpoint-failures.spec.ts` runs every case
 * against every way of failing.
 */
export interface EndpointCase {
  /** The staging name of the endpoint (see tests/support/break-endpoint.ts). */
  endpoint: string;
  /** Where the visitor is; the page is loaded and its islands idle before `act`. */
  path: string;
  /** What the visitor does that makes the call. */
  act(page: Page): Promise<void>;
  /** What the visitor sees (or where they are) once the call failed. */
  outcome(page: Page, how: Breakage): Promise<void>;
  /** Console errors the failure may log (one, naming the island), matched by prefix. */
  reports?: string;
}

const CONTACT = '#wpcf7-f190-p12-o1 form';

export const contactFormCases: EndpointCase[] = [
  {
    endpoint: 'rest:/contact-form-7/v1/contact-forms/190/feedback',
    path: '/contacts/',
    reports: '[theme] island "contact-form" on <form.wpcf7-form',
    async act(page) {
      const form = page.locator(CONTACT);
      await form.locator('[name="your-name"]').fill('Anna Berg');
      await form.locator('[name="your-email"]').fill('anna@lubrica.lv');
      await form.locator('[name="your-message"]').fill('We need a drum of HLP 46 in Riga.');
      await form.locator('[name="acceptance-privacy"]').check();
      await form.locator('.wpcf7-submit').click();
    },
    async outcome(page) {
      const form = page.locator(CONTACT);
      await expect(form).toHaveAttribute('data-status', 'failed', { timeout: 15_000 });
      await expect(form.locator('.wpcf7-response-output')).not.toBeEmpty();
      await expect(form.locator('[name="your-name"]')).toHaveValue('Anna Berg');
      await expect(form.locator('[name="your-message"]')).toHaveValue('We need a drum of HLP 46 in Riga.');
    },
  },
];

export const popupCases: EndpointCase[] = [
  {
    endpoint: 'admin-ajax:pum_form',
    path: '/home/',
    reports: '[theme] island "popup" on <form.pum-form>: the form was not sent',
    async act(page) {
      await expect(page.locator('#pum-102')).toHaveAttribute('data-island-state', 'mounted');
      await page.locator('a.call-back-link').click();
      await page.locator('#pum-102 form.pum-form [name="phone"]').fill('+371 2000 0000');
      await page.locator('#pum-102 form.pum-form button[type="submit"]').click();
    },
    // Popup Maker only logs a failed form call; the popup stays open with what was typed.
    async outcome(page) {
      const form = page.locator('#pum-102 form.pum-form');
      await expect(form).not.toHaveClass(/pum-form--loading/, { timeout: 25_000 });
      await expect(form.locator('.pum-form__message--success')).toHaveCount(0);
      await expect(form.locator('[name="phone"]')).toHaveValue('+371 2000 0000');
      await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'open');
    },
  },
];

/** Every case, in one list for the spec. Each area adds its line. */
export const endpointCases: EndpointCase[] = [...contactFormCases, ...popupCases];
