import { expect, islandsIdle, test } from '../../tests/support/test.ts';

const PRODUCT = '/product/hydraulic-oil-hlp-46/';

test.describe('quantity inputs @foundation', () => {
  test('steppers move within min and max, firing change after each step', async ({ page }) => {
    await page.goto(PRODUCT);
    await islandsIdle(page);
    const input = page.locator('form.variations_form input.qty');
    await input.evaluate((el) => {
      (el as HTMLInputElement).max = '3';
      (window as unknown as { changes: string[] }).changes = [];
      el.addEventListener('change', () => (window as unknown as { changes: string[] }).changes.push((el as HTMLInputElement).value));
    });
    const plus = page.locator('form.variations_form .quantity .plus');
    const minus = page.locator('form.variations_form .quantity .minus');
    await minus.click();
    await expect(input).toHaveValue('1');
    await plus.click();
    await plus.click();
    await plus.click();
    await expect(input).toHaveValue('3');
    await minus.click();
    await expect(input).toHaveValue('2');
    expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual(['2', '3', '2']);
  });

  test('without a max, one more is always allowed', async ({ page }) => {
    await page.goto(PRODUCT);
    await islandsIdle(page);
    const input = page.locator('form.variations_form input.qty');
    await input.fill('41');
    await page.locator('form.variations_form .quantity .plus').click();
    await expect(input).toHaveValue('42');
  });

  test('a value below min is reset to min, in the page and in markup inserted later', async ({ page }) => {
    await page.goto(PRODUCT);
    await islandsIdle(page);
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML(
        'beforeend',
        '<div class="quantity" id="late"><label for="late-qty">Qty</label><input type="number" id="late-qty" class="input-text qty text" min="2" value="0"></div>',
      );
    });
    await expect(page.locator('#late-qty')).toHaveValue('2');
  });
});
