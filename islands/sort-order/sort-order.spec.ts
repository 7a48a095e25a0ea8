import { expect, test } from '../../tests/support/test.ts';
import { frozenClock } from '../../tests/support/frozen-clock.ts';

test.describe('sort order @foundation', () => {
  test('changing the order submits the form', async ({ page }) => {
    await page.goto('/shop/');
    await Promise.all([page.waitForURL(/orderby=price/), page.locator('select.orderby').selectOption('price')]);
    const url = new URL(page.url());
    expect(url.searchParams.get('orderby')).toBe('price');
    expect(url.searchParams.get('paged')).toBe('1');
    await expect(page.locator('select.orderby')).toHaveValue('price');
  });

  test('the result count is re-announced after 2 seconds', async ({ page }) => {
    await frozenClock(page);
    await page.goto('/ru/shop/');
    const count = page.locator('.woocommerce-result-count');
    await expect(count).toHaveAttribute('aria-hidden', 'true');
    const text = await count.textContent();
    await page.evaluate(() => {
      const el = document.querySelector('.woocommerce-result-count')!;
      (window as unknown as { firstChild: Node | null }).firstChild = el.firstChild;
    });
    await page.clock.runFor(1900);
    await expect(count).toHaveAttribute('aria-hidden', 'true');
    await page.clock.runFor(200);
    await expect(count).toHaveAttribute('aria-hidden', 'false');
    await expect(count).toHaveText(text ?? '');
    // Re-inserted: new nodes, which is what makes the alert region speak again.
    expect(await page.evaluate(() => document.querySelector('.woocommerce-result-count')!.firstChild !== (window as unknown as { firstChild: Node | null }).firstChild)).toBe(true);
  });
});
