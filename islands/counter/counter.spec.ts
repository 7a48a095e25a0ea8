import { expect, test } from '../../tests/support/test.ts';
import { frozenClock } from '../../tests/support/frozen-clock.ts';

test.describe('animated counters @foundation', () => {
  test('wait below the fold, then count up from 0 by about 11 every 5 ms to the server text', async ({ page }) => {
    await frozenClock(page);
    await page.goto('/about/');
    const values = page.locator('.theme-counter__value');
    const server = await values.allTextContents();
    await expect(values.first()).toHaveAttribute('data-island-state', 'pending');
    await values.first().scrollIntoViewIfNeeded();
    await expect(values.first()).toHaveAttribute('data-island-state', 'mounted');
    await page.clock.runFor(50);
    const visible = values.nth(1).locator('[aria-hidden="true"]');
    const shown = Number((await visible.textContent())?.replace(/\D/g, ''));
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(1250);
    expect(shown % 11).toBe(0);
    // The rate: 400 ms later it has gone up 11 every 5 ms, 880 (give or take the one 16 ms frame
    // each sample may lag), still short of the server's 1 250.
    expect(server[1]?.replace(/\D/g, '')).toBe('1250');
    await page.clock.runFor(400);
    const later = Number((await visible.textContent())?.replace(/\D/g, ''));
    expect(later % 11).toBe(0);
    expect(later - shown).toBeGreaterThanOrEqual(880 - 2 * 11 * 4);
    expect(later - shown).toBeLessThanOrEqual(880 + 2 * 11 * 4);
    await page.clock.runFor(10_000);
    await expect(values).toHaveText(server);
  });

  test('with reduced motion the value shows at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/ru/about/');
    const values = page.locator('.theme-counter__value');
    const server = await values.allTextContents();
    await values.first().scrollIntoViewIfNeeded();
    await expect(values.first()).toHaveAttribute('data-island-state', 'mounted');
    await expect(values).toHaveText(server);
  });
});
