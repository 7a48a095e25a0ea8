import { expect, type Locator, type Page } from '@playwright/test';
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
 * which stillness does not see. In both modes every image is then loaded and decoded at paint:
 * a lazy one the browser has not asked for yet would stay blank, and WordPress's
 * `decoding="async"` lets Chromium paint an image below the viewport blank in a full-page shot
 * while its decode is pending, loaded or not (the shop's lower rows were blank at 375 px in both
 * modes, and at 1440 px in one only: CI failed on it).
 */
export async function shotReady(part: Locator): Promise<void> {
  await part.evaluateAll((roots) => {
    const images = roots.flatMap((root) => (root instanceof HTMLImageElement ? [root] : Array.from(root.querySelectorAll('img'))));
    for (const image of images) {
      if (image.loading === 'lazy') image.loading = 'eager';
      image.decoding = 'sync';
    }
    return Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await stillness(part.page());
}

/** The product's active tab and the panel the shopper sees. */
export async function tabsView(page: Page) {
  return {
    active: await seen(page.locator('.woocommerce-tabs ul.tabs li.active')),
    panels: await page.locator('.woocommerce-Tabs-panel').evaluateAll((panels) => panels.filter((panel) => (panel as HTMLElement).offsetParent !== null).map((panel) => panel.id)),
  };
}

/** The items of every mini cart widget on the page (WooCommerce's markup), as the tests count them. */
export function miniCartItems(page: Page): Locator {
  return page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item');
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

/**
 * blockUI's overlay on a blocked part, as the shopper meets it, once its fade-in is over: the
 * colour and alpha it shows (the background's times the layer's opacity), its cursor, how much
 * larger than the part it is (0, 0: it covers it), and, for each named control inside, whether a
 * press at its centre would land on the overlay.
 */
export async function blockOverlayView(part: Locator, controls: Record<string, string>) {
  // blockUI fades its overlay in over 200 ms: read at rest. Not "once the alpha reads 0.6":
  // jQuery shows the layer at its full opacity, and while another animation runs (the details
  // sliding up) the fade's first step waits for the next animation frame: on a busy machine 0.6
  // can be read before the fade begins (CI read 0.12 just after).
  await stillness(part.page());
  return part.evaluate((host, names) => {
    const layer = host.querySelector('.blockUI.blockOverlay')!;
    const rgba = (style: CSSStyleDeclaration) => (style.backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
    const overlay = getComputedStyle(layer);
    // Where the overlay paints nothing, the part paints the look under it: the bundle covers a
    // mini cart item from the tap on its remove link, before the removal's code draws the
    // overlay, with the item's ::before (theme.css); the overlay then only takes the clicks.
    const clear = rgba(overlay)[3] === 0;
    const style = clear ? getComputedStyle(host, '::before') : overlay;
    const [r, g, b, a = 1] = rgba(style);
    const box = clear ? { width: parseFloat(style.width), height: parseFloat(style.height) } : layer.getBoundingClientRect();
    const hostBox = host.getBoundingClientRect();
    const blocks = Object.fromEntries(
      Object.entries(names).map(([name, selector]) => {
        const rect = host.querySelector(selector)!.getBoundingClientRect();
        return [name, document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)?.closest('.blockOverlay') !== null];
      }),
    );
    return {
      blocks,
      colour: [r, g, b],
      alpha: Math.round(a * Number(style.opacity) * 100) / 100,
      cursor: overlay.cursor,
      covers: [Math.round(box.width - hostBox.width), Math.round(box.height - hostBox.height)],
    };
  }, controls);
}

/** The empty message of every mini cart widget on the page (WooCommerce's markup). */
export function miniCartEmpty(page: Page): Locator {
  return page.locator('.widget_shopping_cart_content .woocommerce-mini-cart__empty-message');
}

/**
 * Waits for `$.scroll_to_notices(target)` to have ended: WooCommerce's scripts (and the bundle, in
 * its own animation frames) glide the window for a second until the target is 100 px below the
 * window's top, or as far as the page goes. Waits on where the glide ends, not on stillness():
 * the bundle's frames are not an animation stillness() can see. Within a pixel, as the window's
 * offset snaps to a whole device pixel. At the page's end the glide is over only if the target
 * is still below 100 px: above it, the window has yet to glide up.
 */
export async function noticesGlidedTo(target: Locator): Promise<void> {
  const glided = () =>
    target.first().evaluate((notice) => {
      const top = notice.getBoundingClientRect().top;
      const atEnd = Math.abs(scrollY - (document.documentElement.scrollHeight - innerHeight)) < 1;
      return Math.abs(top - 100) < 1 || (atEnd && top > 100);
    });
  await expect.poll(glided, { message: "the window glided until the notices are 100 px below its top (or the page's end)" }).toBe(true);
}
