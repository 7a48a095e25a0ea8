import type { Page } from '@playwright/test';
import { expect, islandsIdle } from '../../tests/support/test.ts';

/**
 * The product page started, the gallery at rest where a visitor finds it: the islands idle and
 * each variation form's first check made. That check (100 ms after the form starts, then 20 ms,
 * as WooCommerce's) puts the gallery back on its first slide and marks the form's
 * `current-image`. It can come after the islands are idle (the form starts when its chunk has
 * come), and then undoes a thumbnail the test has just clicked: most likely CI's one failure,
 * where the trigger opened the viewer on the first image instead of the clicked one.
 */
export async function productStarted(page: Page): Promise<void> {
  await islandsIdle(page);
  for (const form of await page.locator('form.variations_form').all()) await expect(form).toHaveAttribute('current-image');
}

/** The slide the viewport shows: the one whose left edge is at the viewport's (-1: between two). */
export async function shownSlide(page: Page): Promise<number> {
  return page.evaluate(() => {
    const viewport = document.querySelector('.woocommerce-product-gallery .flex-viewport')!.getBoundingClientRect();
    const slides = Array.from(document.querySelectorAll('.woocommerce-product-gallery__image'));
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - viewport.left) < 2);
  });
}

/**
 * The slide the gallery has come to rest on: shown, and its track no longer moving (-1 while it
 * moves). flexslider takes no key while the track slides, and with WooCommerce's easing the image
 * is within a pixel of its place well before the slide is over.
 */
export async function restingSlide(page: Page): Promise<number> {
  const moving = await page.evaluate(() => document.querySelector('.woocommerce-product-gallery .flex-viewport')!.firstElementChild!.getAnimations().some((animation) => animation.playState === 'running'));
  return moving ? -1 : shownSlide(page);
}
