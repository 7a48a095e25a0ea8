import type { Page } from '@playwright/test';
import { recordAnimations } from '../../tests/support/record-animations.ts';
import { expect, expectAccessible, requestsSeen, test } from '../../tests/support/test.ts';
import { breakEndpoint } from '../../tests/support/break-endpoint.ts';
import { frozenClock } from '../../tests/support/frozen-clock.ts';

const cover = (page: Page) => page.locator('rs-modal-cover');

/** The modal island mounts when the page is idle. */
async function ready(page: Page): Promise<void> {
  await page.clock.runFor(2000);
  await expect(cover(page)).toHaveAttribute('data-island-state', 'mounted');
}

test.describe('modal slider @slider', () => {
  test('opens from its trigger with the get_slider_html call; scripts, html and the slider inside come alive', async ({ page }) => {
    const animations = await recordAnimations(page);
    await frozenClock(page);
    await page.goto('/catalogues/');
    await ready(page);
    await page.getByRole('link', { name: 'Browse the catalogues' }).click();
    await expect(cover(page)).toHaveAttribute('data-rs-open', '');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
    const inner = cover(page).locator('rs-module-wrap#rev_slider_5_1_wrapper');
    await expect(inner).toHaveAttribute('data-island-state', 'mounted');
    await expect(inner.locator('rs-slide').first()).toContainText('Industrial oils 2026');
    expect(await page.evaluate(() => (window as unknown as { rsCatalogueAddon?: unknown }).rsCatalogueAddon)).toEqual({ version: '1.0.0' });
    const calls = (await requestsSeen(page)).filter((r) => r.path === '/wp-admin/admin-ajax.php');
    expect(calls.map((r) => r.fields)).toEqual([{ action: 'revslider_ajax_call_front', client_action: 'get_slider_html', alias: 'catalogues', usage: 'modal' }]);
    // Cover speed 10 s printed, clamped to 3 s.
    await expect(cover(page)).toHaveAttribute('data-rs-cover-speed', '3000');
    expect((await animations()).filter((a) => a.tag === 'rs-modal-cover').map((a) => a.duration)).toEqual([3000]);
    // The inner slider works: its arrow moves it on.
    await inner.getByRole('button', { name: 'Next slide' }).click();
    await expect(inner.locator('rs-module')).toHaveAttribute('data-rs-current', '2');
  });

  test('a cover speed printed below 0.3 s fades the cover in over 0.3 s', async ({ page }) => {
    const animations = await recordAnimations(page);
    await page.route('**/catalogues/', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('&quot;coverSpeed&quot;:10', '&quot;coverSpeed&quot;:0.1') });
    });
    await frozenClock(page);
    await page.goto('/catalogues/');
    await ready(page);
    expect(await cover(page).getAttribute('data-rs-modal')).toContain('"coverSpeed":0.1');
    await page.getByRole('link', { name: 'Browse the catalogues' }).click();
    await expect(cover(page)).toHaveAttribute('data-rs-open', '');
    await expect(cover(page)).toHaveAttribute('data-rs-cover-speed', '300');
    expect((await animations()).filter((a) => a.tag === 'rs-modal-cover').map((a) => a.duration)).toEqual([300]);
  });

  test('close is protected for 750 ms after opening; then the button, Escape and the cover close it and focus returns', async ({ page }) => {
    await frozenClock(page);
    await page.goto('/catalogues/');
    await ready(page);
    const trigger = page.getByRole('link', { name: 'Browse the catalogues' });
    await trigger.click();
    await expect(cover(page)).toHaveAttribute('data-rs-protected', '');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.keyboard.press('Escape');
    await expect(cover(page)).toHaveAttribute('data-rs-open', '');
    await page.clock.runFor(740);
    await page.keyboard.press('Escape');
    await expect(cover(page)).toHaveAttribute('data-rs-open', '');
    await page.clock.runFor(20);
    await expect(cover(page)).not.toHaveAttribute('data-rs-protected');
    await page.keyboard.press('Escape');
    await expect(cover(page)).not.toHaveAttribute('data-rs-open');
    await expect(trigger).toBeFocused();
    await expect(cover(page).locator('rs-module-wrap')).toHaveCount(0);

    await trigger.click();
    await expect(cover(page).locator('rs-module-wrap')).toHaveAttribute('data-island-state', 'mounted');
    await page.clock.runFor(800);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(cover(page)).not.toHaveAttribute('data-rs-open');

    await trigger.click();
    await page.clock.runFor(800);
    await cover(page).click({ position: { x: 5, y: 5 } });
    await expect(cover(page)).not.toHaveAttribute('data-rs-open');
  });

  test('the hash naming the modal opens it on load (Russian)', async ({ page }) => {
    await page.goto('/ru/catalogues/#catalogues');
    await expect(cover(page)).toHaveAttribute('data-rs-open', '');
    await expect(page.getByRole('button', { name: 'Закрыть' })).toBeVisible();
    await expect(cover(page).locator('rs-slide').first()).toContainText('Промышленные масла 2026');
    await expect(cover(page).locator('rs-module-wrap')).toHaveAttribute('data-island-state', 'mounted');
    await expectAccessible(page, 'rs-modal-cover');
  });

  test('a modal that cannot be loaded: the error logged, the cover closed, the page unharmed', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.goto('/catalogues/');
    await breakEndpoint(page, 'admin-ajax:revslider_ajax_call_front', 'html');
    await page.goto('/catalogues/');
    await expect(cover(page)).toHaveAttribute('data-island-state', 'mounted');
    await page.getByRole('link', { name: 'Browse the catalogues' }).click();
    await expect.poll(() => problems.errors.length).toBe(1);
    expect(problems.errors[0]).toMatch(/^\[theme\] island "slider-modal" on <rs-modal-cover\[?.*: the modal slider "catalogues" could not be loaded: /);
    await expect(cover(page)).not.toHaveAttribute('data-rs-open');
    await expect(cover(page)).toHaveAttribute('data-island-state', 'mounted');
  });
});
