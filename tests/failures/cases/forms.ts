import type { Page } from '@playwright/test';
import { expect, requestsSeen } from '../../support/test.ts';
import type { EndpointCase } from '../endpoint-case.ts';

const CONTACT = '#wpcf7-f190-p12-o1 form';

async function fillAndSend(page: Page): Promise<void> {
  const form = page.locator(CONTACT);
  await form.locator('[name="your-name"]').fill('Anna Berg');
  await form.locator('[name="your-email"]').fill('anna@lubrica.lv');
  await form.locator('[name="your-message"]').fill('We need a drum of HLP 46 in Riga.');
  await form.locator('[name="acceptance-privacy"]').check();
  await form.locator('.wpcf7-submit').click();
}

/** A Contact Form 7 call the contact form makes when a message is sent, which fails with one error naming the island. */
const contactFormCall = (endpoint: string, outcome: EndpointCase['outcome'], logs: EndpointCase['logs'] = () => true): EndpointCase => ({
  endpoint,
  path: '/contacts/',
  reports: '[theme] island "contact-form" on <form.wpcf7-form',
  logs,
  act: (page) => fillAndSend(page),
  outcome,
});

export const contactFormCases: EndpointCase[] = [
  contactFormCall(
    'rest:/contact-form-7/v1/contact-forms/190/feedback',
    async (page, how, problems) => {
      const form = page.locator(CONTACT);
      if (how === 'hang') {
        // No answer yet after 30 s: still sending, as CF7 waits (no time-out: given up, the mail
        // might still go, and a second send would send it twice); nothing said, nothing logged.
        await expect(form).toHaveAttribute('data-status', 'submitting');
        await expect(form.locator('.wpcf7-response-output')).toBeEmpty();
        await expect(form.locator('[name="your-name"]')).toHaveValue('Anna Berg');
        expect(problems.errors.filter((text) => text.startsWith('[theme]'))).toEqual([]);
        return;
      }
      await expect(form).toHaveAttribute('data-status', 'failed', { timeout: 15_000 });
      await expect(form.locator('.wpcf7-response-output')).not.toBeEmpty();
      await expect(form.locator('[name="your-name"]')).toHaveValue('Anna Berg');
      await expect(form.locator('[name="your-message"]')).toHaveValue('We need a drum of HLP 46 in Riga.');
    },
    (how) => how !== 'hang',
  ),
  // Asked for by the reset that follows a sent message: the message stays sent and shown, the
  // form's status back to `sent` (Contact Form 7's own would stay `resetting`, its message hidden
  // by its stylesheet). The logged failure (which `logs` asks for) says the refill was asked for.
  contactFormCall('rest:/contact-form-7/v1/contact-forms/190/refill', async (page) => {
    const form = page.locator(CONTACT);
    await expect(form).toHaveAttribute('data-status', 'sent', { timeout: 15_000 });
    await expect(form.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
    await expect(form.locator('[name="your-name"]')).toHaveValue('');
  }),
];

/** The site's cf7track snippet logs a sent form; best effort, the visitor's message is sent. */
export const formLogCases: EndpointCase[] = [
  {
    endpoint: 'rest:/cf7track/v1/log-submit',
    path: '/contacts/',
    act: (page) => fillAndSend(page),
    async outcome(page) {
      const form = page.locator(CONTACT);
      await expect(form).toHaveAttribute('data-status', 'sent', { timeout: 15_000 });
      await expect(form.locator('.wpcf7-response-output')).not.toBeEmpty();
      await expect.poll(async () => (await requestsSeen(page)).some((r) => r.path === '/wp-json/contact-form-7/v1/contact-forms/190/feedback')).toBe(true);
    },
  },
];

export const popupCases: EndpointCase[] = [
  {
    // Popup Maker's own subscription form: nothing subscribed, nothing lost, no cookie that
    // would hide the popup from now on.
    endpoint: 'admin-ajax:pum_sub_form',
    path: '/home/',
    reports: '[theme] island "popup" on <form.pum-form',
    logs: (how) => how !== 'hang',
    async act(page) {
      await expect(page.locator('#pum-101')).toHaveAttribute('data-island-state', 'mounted');
      await page.locator('button.popmake-101').click();
      const form = page.locator('#pum-101 form.pum-sub-form');
      await form.locator('[name="name"]').fill('Anna');
      await form.locator('[name="email"]').fill('anna@lubrica.lv');
      await form.locator('button[type="submit"]').click();
    },
    async outcome(page, how) {
      const form = page.locator('#pum-101 form.pum-sub-form');
      // No answer yet after 30 s: still sending, as Popup Maker's $.ajax waits (no time-out:
      // given up, the server might still subscribe, and a second send would do it twice).
      if (how === 'hang') await expect(form).toHaveClass(/pum-form--loading/);
      else await expect(form).not.toHaveClass(/pum-form--loading/, { timeout: 25_000 });
      await expect(form.locator('.pum-form__message--success')).toHaveCount(0);
      await expect(form.locator('[name="name"]')).toHaveValue('Anna');
      await expect(form.locator('[name="email"]')).toHaveValue('anna@lubrica.lv');
      await expect(page.locator('#pum-101')).toHaveAttribute('data-pum-state', 'open');
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('pum-101-subscribed');
    },
  },
  {
    endpoint: 'admin-ajax:pum_form',
    path: '/home/',
    reports: '[theme] island "popup" on <form.pum-form>: the form was not sent',
    logs: (how) => how !== 'hang',
    async act(page) {
      await expect(page.locator('#pum-102')).toHaveAttribute('data-island-state', 'mounted');
      await page.locator('a.call-back-link').click();
      await page.locator('#pum-102 form.pum-form [name="phone"]').fill('+371 2000 0000');
      await page.locator('#pum-102 form.pum-form button[type="submit"]').click();
    },
    // Popup Maker only logs a failed form call; the popup stays open with what was typed.
    async outcome(page, how) {
      const form = page.locator('#pum-102 form.pum-form');
      // No answer yet: still sending (as above).
      if (how === 'hang') await expect(form).toHaveClass(/pum-form--loading/);
      else await expect(form).not.toHaveClass(/pum-form--loading/, { timeout: 25_000 });
      await expect(form.locator('.pum-form__message--success')).toHaveCount(0);
      await expect(form.locator('[name="phone"]')).toHaveValue('+371 2000 0000');
      await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'open');
    },
  },
];
