import { expect, expectAccessible, test } from '../../tests/support/test.ts';
import { holdRoute } from '../../tests/support/hold-route.ts';

test.describe('WooCommerce form fields @foundation', () => {
  for (const [path, show, hide] of [['/about/', 'Show password', 'Hide password'], ['/ru/about/', 'Показать пароль', 'Скрыть пароль']] as const) {
    test(`shows and hides the password, the button named by what a press does, as woocommerce.js names it (${path})`, async ({ page }) => {
      await page.goto(path);
      const input = page.locator('#password');
      const toggle = page.locator('.password-input > button.show-password-input');
      await expect(toggle).toHaveAttribute('aria-label', show);
      await expect(toggle).toHaveAttribute('aria-describedby', 'password');
      await expect(toggle).not.toHaveAttribute('aria-pressed', /./);
      await input.fill('s3cret');
      await toggle.click();
      await expect(input).toHaveAttribute('type', 'text');
      await expect(toggle).toHaveAttribute('aria-label', hide);
      await expect(toggle).toHaveClass(/display-password/);
      await expect(input).toBeFocused();
      await toggle.click();
      await expect(input).toHaveAttribute('type', 'password');
      await expect(toggle).toHaveAttribute('aria-label', show);
      await expect(toggle).not.toHaveClass(/display-password/);
      await expect(input).toHaveValue('s3cret');
    });
  }

  test('the checkout\'s account password, in its field wrapper: the wrapper becomes the password-input and gets the toggle', async ({ page }) => {
    await page.goto('/about/?variant=account-fields');
    const wrapper = page.locator('#account_password_field > span.woocommerce-input-wrapper');
    await expect(wrapper).toHaveClass(/\bpassword-input\b/);
    // No second wrapper: the input is still the field wrapper's own child, the button after it.
    await expect(wrapper.locator(':scope > input#account_password + button.show-password-input')).toHaveAttribute('aria-label', 'Show password');
    await page.locator('#account_password').fill('n3w-secret');
    await wrapper.locator('button.show-password-input').click();
    await expect(page.locator('#account_password')).toHaveAttribute('type', 'text');
    await expect(page.locator('#account_password')).toBeFocused();
  });

  test('the login form with its toggle has no serious accessibility violation', async ({ page }) => {
    await page.goto('/about/');
    await expect(page.locator('.show-password-input')).toHaveCount(1);
    await expectAccessible(page, 'form.woocommerce-form-login');
  });

  test('a field\'s description slides open over 250 ms while the field is used, and shuts on another field, a click outside or Escape', async ({ page }) => {
    await page.addInitScript(() => {
      // Each slide: its element and duration (the motion itself is over in 250 ms).
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, keyframes, options) {
        if (this.matches('span.description')) ((window as unknown as { __slides: string[] }).__slides ??= []).push(`${this.id} ${typeof options === 'number' ? options : options?.duration}`);
        return animate.call(this, keyframes, options);
      };
    });
    await page.goto('/about/?variant=account-fields');
    const company = page.locator('#billing_company');
    const vat = page.locator('#billing_vat');
    const companyNote = page.locator('#billing_company-description');
    const vatNote = page.locator('#billing_vat-description');
    await expect(companyNote).toBeHidden();
    await expect(vatNote).toBeHidden();
    // The chunk arrives at load, as woocommerce.js ran at DOM-ready: wait for the password fields'
    // buttons (the login's and the checkout's account password).
    await expect(page.locator('.show-password-input')).toHaveCount(2);
    await company.focus();
    await expect(companyNote).toBeVisible();
    await expect(companyNote).toHaveAttribute('aria-hidden', 'false');
    await expect(companyNote).toHaveText('As it should appear on invoices.');
    await vat.click();
    await expect(vatNote).toBeVisible();
    await expect(companyNote).toBeHidden();
    await expect(companyNote).toHaveAttribute('aria-hidden', 'true');
    await vat.press('Escape');
    await expect(vatNote).toBeHidden();
    // The field with no description opens none and closes the others.
    await vat.click();
    await expect(vatNote).toBeVisible();
    await page.locator('#billing_phone').focus();
    await expect(vatNote).toBeHidden();
    await company.click();
    await expect(companyNote).toBeVisible();
    await page.locator('h2', { hasText: 'Billing address' }).click();
    await expect(companyNote).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __slides: string[] }).__slides)).toEqual([
      'billing_company-description 250', // open
      'billing_company-description 250', // shut by the VAT field
      'billing_vat-description 250',
      'billing_vat-description 250', // Escape
      'billing_vat-description 250',
      'billing_vat-description 250', // the phone field
      'billing_company-description 250',
      'billing_company-description 250', // a click outside
    ]);
  });

  test('a field gone into before the fields\' chunk came (a slow line) opens its description as the chunk comes', async ({ page }) => {
    const release = await holdRoute(page, '**/chunks/fields-*.js');
    await page.goto('/about/?variant=account-fields');
    await page.locator('#billing_company').focus();
    const note = page.locator('#billing_company-description');
    await expect(note).toBeHidden();
    release();
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute('aria-hidden', 'false');
    await expect(page.locator('#billing_vat-description')).toBeHidden();
  });

  test('when the fields\' chunk cannot be loaded the form works as printed, with a console error naming each field @hardening', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.route('**/chunks/fields-*.js', (route) => route.abort());
    await page.goto('/about/?variant=account-fields');
    // The login's password, the two descriptions, the checkout's account password.
    await expect.poll(() => problems.errors.filter((text) => text.includes('"woocommerce-fields"'))).toHaveLength(4);
    await page.locator('#password').fill('s3cret');
    await expect(page.locator('#password')).toHaveValue('s3cret');
    await expect(page.locator('.show-password-input')).toHaveCount(0);
    await page.locator('#billing_vat').fill('LV40003000000');
    await expect(page.locator('#billing_vat')).toHaveValue('LV40003000000');
  });
});
