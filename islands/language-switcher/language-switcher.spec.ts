import type { Page } from '@playwright/test';
import { expect, expectAccessible, islandsIdle, test } from '../../tests/support/test.ts';

const switcher = (page: Page) => page.locator('.wpml-ls').first();
const toggleOf = (page: Page) => switcher(page).locator('.js-wpml-ls-item-toggle');
const listOf = (page: Page) => switcher(page).locator('.wpml-ls-sub-menu');

async function ready(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsIdle(page);
  await expect(switcher(page)).toHaveAttribute('data-island-state', 'mounted');
}

test.describe('language switcher @chrome', () => {
  for (const [path, other] of [
    ['/services/', '/ru/services/'],
    ['/ru/home/', '/home/'],
  ] as const) {
    test(`${path}: a click on the toggle opens the list without navigating; a click outside closes it`, async ({ page }) => {
      await ready(page, path);
      await expect(listOf(page)).toBeHidden();
      await toggleOf(page).click();
      await expect(listOf(page)).toBeVisible();
      await expect(toggleOf(page)).toHaveAttribute('aria-expanded', 'true');
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(path);
      await expect(listOf(page).locator('a')).toHaveAttribute('href', other);
      await expectAccessible(page);
      await page.mouse.move(700, 600);
      await expect(listOf(page)).toBeVisible(); // pinned by the click
      await page.mouse.click(700, 600);
      await expect(listOf(page)).toBeHidden();
      await expect(toggleOf(page)).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('hover opens it and leaving closes it', async ({ page }) => {
    await ready(page, '/home/');
    await toggleOf(page).hover();
    await expect(listOf(page)).toBeVisible();
    await page.mouse.move(700, 600);
    await expect(listOf(page)).toBeHidden();
  });

  test('keyboard: Enter opens, Escape closes and keeps focus on the toggle; Arrow Down moves into the list', async ({ page }) => {
    await ready(page, '/services/');
    await toggleOf(page).focus();
    await page.keyboard.press('Enter');
    await expect(listOf(page)).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    await page.keyboard.press('Escape');
    await expect(listOf(page)).toBeHidden();
    await expect(toggleOf(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(listOf(page).locator('a')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(listOf(page)).toBeHidden();
    await expect(toggleOf(page)).toBeFocused();
  });

  test('at 375 px a tap opens it without navigating', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await ready(page, '/ru/services/');
    await toggleOf(page).click();
    await expect(listOf(page)).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    await listOf(page).locator('a').click();
    await expect(page).toHaveURL(/\/services\/$/);
    expect(new URL(page.url()).pathname).toBe('/services/');
  });

  test('a switcher without its toggle fails alone, with one error naming it', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await ready(page, '/home/');
    await page.evaluate(() =>
      document.querySelector('#content')!.insertAdjacentHTML('beforeend', '<div id="bad-ls" class="wpml-ls wpml-ls-legacy-dropdown"><ul><li class="wpml-ls-current-language">Русский</li></ul></div>'),
    );
    await expect(page.locator('#bad-ls')).toHaveAttribute('data-island-state', 'failed');
    expect(problems.errors).toEqual([expect.stringMatching(/island "language-switcher" failed on <div#bad-ls.*no \.wpml-ls-current-language with a \.js-wpml-ls-item-toggle/)]);
    await toggleOf(page).click();
    await expect(listOf(page)).toBeVisible();
  });
});
