import type { Page } from '@playwright/test';

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
