import type { Page } from '@playwright/test';
import { SITE } from './site.ts';
import { bothModes, expect, open, ready, test } from './support/visit.ts';
import { seen } from './support/views.ts';


/** The login form's password field and its toggle as a shopper meets them: type, look, name, focus. */
async function passwordView(page: Page) {
  const field = page.locator('form.woocommerce-form-login #password');
  const toggle = page.locator('form.woocommerce-form-login .password-input > button.show-password-input');
  return {
    type: await field.getAttribute('type'),
    value: await field.inputValue(),
    shown: ((await toggle.getAttribute('class')) ?? '').split(/\s+/).includes('display-password'),
    label: await toggle.getAttribute('aria-label'),
    describedBy: await toggle.getAttribute('aria-describedby'),
    fieldFocused: await field.evaluate((el) => el === document.activeElement),
  };
}

test.describe('my account on the real site @wordpress', () => {
  test('the login form: the password toggle shows and hides the password and focuses the field; a failed login shows WooCommerce\'s error, focused', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, SITE.account);
      const toggle = v.page.locator('form.woocommerce-form-login .password-input > button.show-password-input');
      await expect(toggle).toBeVisible();
      await v.page.locator('#username').fill('nobody-here');
      await v.page.locator('form.woocommerce-form-login #password').fill('s3cret');
      const atLoad = await passwordView(v.page);
      await toggle.click();
      const shown = await passwordView(v.page);
      await toggle.click();
      const hidden = await passwordView(v.page);
      await Promise.all([v.page.waitForEvent('domcontentloaded'), v.page.locator('form.woocommerce-form-login button[name="login"]').click()]);
      // The answer's page started as at load (with the bundle, the toggle's chunk has come).
      await ready(v);
      const error = v.page.locator('.woocommerce-error[role="alert"]');
      await expect(error).toBeVisible();
      // woocommerce.js focuses the first notice 500 ms after the page's ready (notices.spec.ts
      // times it on the clock); here only that it is focused in the end.
      await expect.poll(() => error.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))).toBe(true);
      return { atLoad, shown, hidden, error: await seen(error), toggleAfter: await seen(v.page.locator('form.woocommerce-form-login .show-password-input')) !== null };
    });
    expect(views.classic.atLoad).toMatchObject({ type: 'password', shown: false, label: 'Show password', describedBy: 'password' });
    expect(views.classic.shown).toMatchObject({ type: 'text', value: 's3cret', shown: true, label: 'Hide password', fieldFocused: true });
    expect(views.classic.hidden).toMatchObject({ type: 'password', value: 's3cret', shown: false, label: 'Show password', fieldFocused: true });
    expect(views.classic.error).toContain('nobody-here');
    expect(views.bundle).toEqual(views.classic);
  });
});
