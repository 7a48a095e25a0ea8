import { expect, expectAccessible, test } from '../../tests/support/test.ts';

test.describe('password toggle @foundation', () => {
  for (const [path, name] of [['/about/', 'Show password'], ['/ru/about/', 'Показать пароль']] as const) {
    test(`shows and hides the password, with a name and a pressed state (${path})`, async ({ page }) => {
      await page.goto(path);
      const input = page.locator('#password');
      const toggle = page.getByRole('button', { name });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await input.fill('s3cret');
      await toggle.click();
      await expect(input).toHaveAttribute('type', 'text');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle).toHaveClass(/display-password/);
      await expect(input).toBeFocused();
      await toggle.click();
      await expect(input).toHaveAttribute('type', 'password');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(input).toHaveValue('s3cret');
    });
  }

  test('the login form with its toggle has no serious accessibility violation', async ({ page }) => {
    await page.goto('/about/');
    await expect(page.locator('.show-password-input')).toHaveCount(1);
    await expectAccessible(page, 'form.woocommerce-form-login');
  });
});
