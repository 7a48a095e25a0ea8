import { expect, type Page } from '@playwright/test';

/**
 * WooCommerce's variation form makes its first check 100 ms after it starts (and, in AJAX mode,
 * may ask the server), then triggers `wc_variation_form`. What that check shows (the Clear link
 * fading in for a default choice) comes after the islands are idle, so a test reading the page
 * (axe's contrast check above all) waits for it first.
 */

/** Before `goto`: the page records each form whose first check has ended. */
export async function watchFirstChecks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const checked = new WeakSet<EventTarget>();
    (window as unknown as { formsChecked: WeakSet<EventTarget> }).formsChecked = checked;
    document.addEventListener('wc:wc_variation_form', (event) => event.target && checked.add(event.target));
  });
}

/** Every variation form on the page has made its first check, and is not waiting for the server. */
export async function firstChecksDone(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const checked = (window as unknown as { formsChecked: WeakSet<EventTarget> }).formsChecked;
    return Array.from(document.querySelectorAll('form.variations_form')).every((form) => checked.has(form));
  });
  for (const form of await page.locator('form.variations_form').all()) await expect(form).not.toHaveAttribute('aria-busy', /./);
}
