import type { Page } from '@playwright/test';

/** The slide the viewport shows: the one whose left edge is at the viewport's (-1: between two). */
export async function shownSlide(page: Page): Promise<number> {
  return page.evaluate(() => {
    const viewport = document.querySelector('.woocommerce-product-gallery .flex-viewport')!.getBoundingClientRect();
    const slides = Array.from(document.querySelectorAll('.woocommerce-product-gallery__image'));
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - viewport.left) < 2);
  });
}
