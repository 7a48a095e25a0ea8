import type { Locator, Page } from '@playwright/test';
import { stillness } from '../../../tests/support/stillness.ts';

/**
 * What a shopper sees of a part of the page, read the same way in both modes so the two can be
 * compared: visible text (whitespace folded), or null when the part is not visible.
 */
export async function seen(locator: Locator): Promise<string | null> {
  if (!(await locator.first().isVisible())) return null;
  return fold(await locator.first().innerText());
}

export const fold = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Waits until a part of the page is ready to be shot: its images loaded and decoded, then nothing
 * animating. An image swapped in (a variation's) is painted some frames after its source changes,
 * which stillness does not see. Lazy images the browser has not loaded are left alone: they stay
 * blank in the shots of both modes.
 */
export async function shotReady(part: Locator): Promise<void> {
  await part.evaluateAll((roots) => {
    const images = roots.flatMap((root) => (root instanceof HTMLImageElement ? [root] : Array.from(root.querySelectorAll('img'))));
    return Promise.all(images.filter((image) => image.complete || image.loading !== 'lazy').map((image) => image.decode().catch(() => undefined)));
  });
  await stillness(part.page());
}

/** The mini cart widget as the shopper reads it: item names with quantities, or its empty message. */
export async function miniCart(page: Page): Promise<string[]> {
  const widget = page.locator('.widget_shopping_cart_content').first();
  const items = await widget.locator('.woocommerce-mini-cart-item').evaluateAll((lis) =>
    lis.map((li) => {
      const name = li.querySelector('a:not(.remove)')?.textContent ?? '';
      const quantity = li.querySelector('.quantity')?.textContent ?? '';
      return `${name} ${quantity}`.replace(/\s+/g, ' ').trim();
    }),
  );
  if (items.length) return items;
  const empty = await seen(widget.locator('.woocommerce-mini-cart__empty-message'));
  return empty ? [empty] : [];
}
