import { expect, expectAccessible, islandsIdle, test } from '../../tests/support/test.ts';
import { recordScriptRequests } from '../../tests/support/script-requests.ts';

test.describe('generic tabs widget @foundation', () => {
  for (const path of ['/about/', '/ru/about/']) {
    test(`first tab and panel are active; a click opens the panel at the same index (${path})`, async ({ page }) => {
      const scripts = recordScriptRequests(page);
      await page.goto(path);
      const widget = page.locator('.theme-tabs').first();
      // Drawn by the entry at load; React and the island's chunk wait for the first touch.
      await expect(widget).toHaveAttribute('data-island-state', 'pending');
      await islandsIdle(page);
      expect(scripts.filter((script) => /chunks\/(react|Tabs\.island)-/.test(script))).toEqual([]);
      const panels = widget.locator('.theme-tabs__panel');
      const tabs = widget.getByRole('tab');
      await expect(tabs).toHaveCount(3);
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await expect(panels.nth(0)).toBeVisible();
      await expect(panels.nth(1)).toBeHidden();
      // The click that wakes it is held until it is mounted, then made: it opens its panel.
      await tabs.nth(2).click();
      await expect(widget).toHaveAttribute('data-island-state', 'mounted');
      await expect(panels.nth(2)).toBeVisible();
      await expect(panels.nth(0)).toBeHidden();
      await expect(widget.locator('.theme-tabs__tab.active')).toHaveCount(1);
      await expect(widget.locator('.theme-tabs__tab').nth(2)).toHaveClass(/active/);
      await expect(panels.nth(2)).toHaveAttribute('role', 'tabpanel');
    });
  }

  test('a widget whose tabs and panels do not pair fails alone, with a clear error, its markup untouched', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.goto('/about/?variant=bad-marker');
    await islandsIdle(page);
    const widgets = page.locator('.theme-tabs');
    await expect(widgets.nth(0)).toHaveAttribute('data-island-state', 'pending');
    const broken = widgets.nth(1);
    await expect(broken).toHaveAttribute('data-island-state', 'failed');
    await expect(broken.getByRole('tab')).toHaveCount(0);
    expect(problems.errors.some((text) => text.includes('island "tabs" failed on <div') && text.includes('2 tabs but 0 .theme-tabs__panel elements'))).toBe(true);
    expect(problems.errors.some((text) => text.includes('island "no-such-island" failed') && text.includes('no island is registered by that name'))).toBe(true);
    await widgets.nth(0).getByRole('tab').nth(1).click();
    await expect(widgets.nth(0).locator('.theme-tabs__panel').nth(1)).toBeVisible();
  });

  test('the about page has no serious accessibility violation', async ({ page }) => {
    await page.goto('/about/');
    await islandsIdle(page);
    await expectAccessible(page);
  });
});
