import type { Page } from '@playwright/test';
import { recordAnimations } from '../../tests/support/record-animations.ts';
import { expect, islandsIdle, test } from '../../tests/support/test.ts';
import { frozenClock } from '../../tests/support/frozen-clock.ts';

const INLINE = '/product/hydraulic-oil-hlp-46/';
const form = 'form.variations_form';
const button = `${form} .single_add_to_cart_button`;
const price = `${form} .single_variation .woocommerce-variation-price`;

/**
 * Time stands still from before the page loads: the form's timers (first check, reveal, the
 * gallery's resize) run only when the test moves the clock, so "not yet" and "now" are exact.
 */
async function openFrozen(page: Page, path: string): Promise<void> {
  await frozenClock(page);
  // Counts the resize events the page dispatches itself (the gallery's follow-up), not the browser's.
  await page.addInitScript(() => {
    const w = window as unknown as { __resizes: number };
    w.__resizes = 0;
    window.addEventListener('resize', (event) => {
      if (!event.isTrusted) w.__resizes++;
    });
  });
  await page.goto(path);
  await islandsIdle(page);
  await expect(page.locator(form)).toHaveAttribute('data-island-state', 'mounted');
}

const resizes = (page: Page) => page.evaluate(() => (window as unknown as { __resizes: number }).__resizes);

/** The height slides (slideDown / slideUp) started on an element with this class, with their durations. */
const slides = (all: Awaited<ReturnType<Awaited<ReturnType<typeof recordAnimations>>>>) => all.filter((a) => a.keyframes.includes('"height"')).map((a) => a.duration);

test.describe('variation form timings (browser clock) @product', () => {
  test('the first check runs 100 ms after the form starts: a choice printed in the address is matched at 100 ms, not before', async ({ page }) => {
    await openFrozen(page, `${INLINE}?attribute_pa_volume=1-l`);
    const id = page.locator(`${form} input.variation_id`);
    const sku = page.locator('.product_meta .sku');
    await page.clock.runFor(90);
    await expect(id).not.toHaveValue('1011');
    await expect(sku).toHaveText('HLP46');
    await page.clock.runFor(20);
    await expect(id).toHaveValue('1011');
    await expect(sku).toHaveText('HLP46-1L');
  });

  test('details are shown 300 ms after the match, not before; the reveal and the hide slide over 200 ms', async ({ page }) => {
    const animations = await recordAnimations(page);
    await openFrozen(page, INLINE);
    await page.clock.runFor(150); // the first check (nothing chosen) is behind us
    // Its slide-up (Web Animations run on the real timeline, not the test's clock) has ended:
    // the details are hidden, so the reveal slides them down. Its end is `display: none`: the
    // empty details have no height, so they count as hidden from the slide-up's start, and a
    // reveal that came while it still ran (the clock moves its 300 ms in an instant) had
    // nothing to slide down from.
    await expect(page.locator(`${form} .single_variation`)).toHaveCSS('display', 'none');
    await animations();
    await page.locator('#pa_volume').selectOption('5-l');
    // Found at once: the id and the product's SKU change with the choice.
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1012');
    await expect(page.locator('.product_meta .sku')).toHaveText('HLP46-5L');
    await page.clock.runFor(290);
    await expect(page.locator(price)).toHaveCount(0);
    await expect(page.locator(button)).toHaveClass(/wc-variation-selection-needed/);
    expect(slides(await animations())).toEqual([]);
    await page.clock.runFor(20);
    await expect(page.locator(price)).toBeVisible();
    await expect(page.locator(button)).not.toHaveClass(/disabled/);
    expect(slides(await animations())).toEqual([200]);
    // Reset: the details slide up over 200 ms.
    await page.locator(`${form} .reset_variations`).click();
    await expect(page.locator('#pa_volume')).toHaveValue('');
    await expect(page.locator(`${form} .single_variation`)).toBeHidden();
    // Each select cleared re-hides (as jQuery's slideUp restarts): every one of them 200 ms.
    const hides = slides(await animations());
    expect(hides.length).toBeGreaterThan(0);
    expect(new Set(hides)).toEqual(new Set([200]));
  });

  test('the gallery is told to resize 20 ms after the image swap, not before', async ({ page }) => {
    await openFrozen(page, INLINE);
    await page.clock.runFor(150);
    const before = await resizes(page);
    await page.locator('#pa_volume').selectOption('5-l');
    await expect(page.locator(`${form} input.variation_id`)).toHaveValue('1012');
    // The swap is at once; its follow-up (resize, so a slider measures the new image) 20 ms later.
    await expect(page.locator('.woocommerce-product-gallery__image').first().locator('img.wp-post-image')).toHaveAttribute('data-large_image', '/images/products/hlp46-5l.svg');
    await page.clock.runFor(15);
    expect(await resizes(page)).toBe(before);
    await page.clock.runFor(10);
    expect(await resizes(page)).toBe(before + 1);
  });

  test('inline variations: a full choice nothing matches shows the no-matching message (sliding in over 200 ms) and resets the selection state', async ({ page }) => {
    const animations = await recordAnimations(page);
    await openFrozen(page, INLINE);
    await page.clock.runFor(150);
    await page.locator('#pa_volume').selectOption('1-l');
    await page.clock.runFor(350);
    await expect(page.locator(price)).toBeVisible();
    await animations();
    // A swatch plugin asks for a check with its own choice (WooCommerce's check_variations
    // argument): a drum of 1 L does not exist.
    await page.evaluate(() =>
      document.querySelector('form.variations_form')!.dispatchEvent(
        new CustomEvent('wc:check_variations', { detail: [{ data: { attribute_pa_packaging: 'drum', attribute_pa_volume: '1-l' }, count: 2, chosenCount: 2 }] }),
      ),
    );
    const message = page.locator(`${form} .wc-no-matching-variations`);
    await expect(message).toHaveText('Sorry, no products matched your selection. Please choose a different combination.');
    await expect(message).toBeVisible();
    await expect(message.locator('..')).toHaveAttribute('role', 'alert');
    await expect(page.locator(`${form} .single_variation`)).toBeHidden();
    await expect(page.locator(button)).toHaveClass(/wc-variation-selection-needed/);
    await expect(page.locator(`${form} .reset_variations`)).toHaveCSS('visibility', 'hidden');
    await expect(page.locator('.product_meta .sku')).toHaveText('HLP46');
    // The details slide up and the message slides down, 200 ms each.
    expect(slides(await animations())).toEqual([200, 200]);
    // The next change takes the message away.
    await page.locator('#pa_volume').selectOption('5-l');
    await expect(message).toHaveCount(0);
  });

  test('inline variations: no no-matching message for a printed choice that does not match (first load)', async ({ page }) => {
    await openFrozen(page, `${INLINE}?attribute_pa_packaging=drum&attribute_pa_volume=1-l`);
    await page.clock.runFor(500);
    await expect(page.locator(`${form} input.variation_id`)).not.toHaveValue(/\d/);
    await expect(page.locator(`${form} .wc-no-matching-variations`)).toHaveCount(0);
  });
});
