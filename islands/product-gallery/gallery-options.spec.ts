import type { Page } from '@playwright/test';
import { expect, test, wake } from '../../tests/support/test.ts';
import { productStarted, shownSlide } from './gallery-page.ts';

const PRODUCT = '/product/hydraulic-oil-hlp-46/';
const gallery = '.woocommerce-product-gallery';
const thumbs = `${gallery} .flex-control-nav.flex-control-thumbs li img`;

/** The slide shown once the viewport has stopped moving (no change of position over 30 frames: embla's settle after a drag at an edge is slow to start). */
async function settledSlide(page: Page): Promise<number> {
  await page.evaluate(async () => {
    const wrapper = document.querySelector('.woocommerce-product-gallery .flex-viewport')!.firstElementChild!;
    let last = '';
    let still = 0;
    while (still < 30) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = String(wrapper.getBoundingClientRect().left);
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
  return shownSlide(page);
}

/** Samples the slides' position every frame from now on; resolves to the largest move from the start, px. */
async function trackPull(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const wrapper = document.querySelector('.woocommerce-product-gallery .flex-viewport')!.firstElementChild!;
    const start = wrapper.getBoundingClientRect().left;
    const w = window as unknown as { __pull: number; __pullStop: boolean };
    w.__pull = 0;
    w.__pullStop = false;
    const sample = () => {
      w.__pull = Math.max(w.__pull, Math.abs(wrapper.getBoundingClientRect().left - start));
      if (!w.__pullStop) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => {
    const w = window as unknown as { __pull: number; __pullStop: boolean };
    w.__pullStop = true;
    return w.__pull;
  });
}

/** A mouse drag across the gallery's viewport, `dx` px (negative: towards the next slide). */
async function drag(page: Page, dx: number): Promise<void> {
  const box = (await page.locator(`${gallery} .flex-viewport`).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
}

/** Every CSS transition and Web Animation that starts inside `selector` from now on. */
async function recordMotion(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.evaluate((inside) => {
    const log: string[] = [];
    (window as unknown as { __motion: string[] }).__motion = log;
    document.addEventListener('transitionrun', (event) => {
      if ((event.target as Element).closest?.(inside)) log.push(`transition ${(event.target as Element).className} ${event.propertyName}`);
    }, true);
    document.addEventListener('animationstart', (event) => {
      // The loading spinner (pswp-clockwise) spins while an image loads: not a transition.
      if ((event.target as Element).closest?.(inside) && event.animationName !== 'pswp-clockwise') log.push(`animation ${event.animationName}`);
    }, true);
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      if (this.closest(inside)) log.push(`animate ${this.className}`);
      return animate.apply(this, args);
    };
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __motion: string[] }).__motion.slice());
}

test.describe('product gallery options (spec 9: no loop, no autoplay, no arrows; lightbox without share, history, animations, idle) @product', () => {
  test('no loop: a swipe past the last slide stays on the last, and one back from the first stays on the first', async ({ page }) => {
    await page.goto(PRODUCT);
    await productStarted(page);
    await wake(page.locator(gallery));
    /** A drag the slides felt (they gave a little under it): a mouse drag is now and then not taken
     * by the slider in headless Chromium, and one not felt would prove nothing. */
    const feltDrag = (dx: number) =>
      expect(async () => {
        const pulled = await trackPull(page);
        await drag(page, dx);
        expect(await pulled()).toBeGreaterThan(5);
      }).toPass({ timeout: 10_000 });
    await page.locator(thumbs).nth(2).click();
    expect(await settledSlide(page)).toBe(2);
    await feltDrag(-400);
    // Settled back on the last slide: a loop would have gone on to the first.
    expect(await settledSlide(page)).toBe(2);
    await expect(page.locator(thumbs).nth(2)).toHaveClass(/flex-active/);
    await expect(page.locator(thumbs).first()).not.toHaveClass(/flex-active/);
    await page.locator(thumbs).nth(0).click();
    expect(await settledSlide(page)).toBe(0);
    await feltDrag(400);
    expect(await settledSlide(page)).toBe(0);
    await expect(page.locator(thumbs).first()).toHaveClass(/flex-active/);
    await expect(page.locator('.pswp--open')).toHaveCount(0);
  });

  test('no autoplay: over 10 s of the browser clock nothing moves on its own, before and after the gallery wakes', async ({ page }) => {
    await page.clock.install();
    await page.goto(PRODUCT);
    await productStarted(page);
    const wrapper = await recordMotion(page, `${gallery} .flex-viewport`);
    await page.clock.runFor(10_000);
    expect(await shownSlide(page)).toBe(0);
    await wake(page.locator(gallery));
    await page.mouse.move(0, 0);
    await page.clock.runFor(10_000);
    expect(await shownSlide(page)).toBe(0);
    await expect(page.locator(thumbs).first()).toHaveClass(/flex-active/);
    expect(await wrapper()).toEqual([]);
  });

  test('no arrows: only the thumbnails (and the magnifier) navigate', async ({ page }) => {
    await page.goto(PRODUCT);
    await productStarted(page);
    await wake(page.locator(gallery));
    const el = page.locator(gallery);
    await expect(el.locator('.flex-direction-nav, .flex-prev, .flex-next')).toHaveCount(0);
    await expect(el.getByRole('button', { name: /prev|next|назад|вперёд|вперед/i })).toHaveCount(0);
    // Every control in the gallery is a thumbnail or the magnifier trigger.
    const controls = await el.locator('a, button, [role="button"]').evaluateAll((nodes) =>
      nodes.map((node) => (node.closest('.flex-control-thumbs') ? 'thumb' : node.classList.contains('woocommerce-product-gallery__trigger') ? 'trigger' : node.closest('.woocommerce-product-gallery__image') ? 'image link' : node.outerHTML.slice(0, 80))),
    );
    expect(new Set(controls)).toEqual(new Set(['thumb', 'trigger', 'image link']));
  });

  test('the lightbox: no share button; opening and closing it leave the address and the history alone', async ({ page }) => {
    await page.goto(PRODUCT);
    await productStarted(page);
    const before = await page.evaluate(() => ({ length: history.length, href: location.href, state: JSON.stringify(history.state) }));
    await page.locator(`${gallery} .woocommerce-product-gallery__trigger`).click();
    const viewer = page.locator('.pswp--open');
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('.pswp__button--share')).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: /share|поделиться/i })).toHaveCount(0);
    await expect(viewer.getByRole('link', { name: /share|поделиться|facebook|twitter|pinterest/i })).toHaveCount(0);
    expect(await page.evaluate(() => ({ length: history.length, href: location.href, state: JSON.stringify(history.state) }))).toEqual(before);
    // The next image: still no history entry (PhotoSwipe 4's history module wrote &gid=…&pid=…).
    const first = await viewer.locator('.pswp__item[aria-hidden="false"] img.pswp__img').getAttribute('src');
    await page.keyboard.press('ArrowRight');
    await expect(viewer.locator('.pswp__item[aria-hidden="false"] img.pswp__img')).not.toHaveAttribute('src', first!);
    expect(await page.evaluate(() => ({ length: history.length, href: location.href, state: JSON.stringify(history.state) }))).toEqual(before);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    expect(await page.evaluate(() => ({ length: history.length, href: location.href, state: JSON.stringify(history.state) }))).toEqual(before);
    // Back leaves the product page: nothing of the viewer's was left on the stack.
    expect(new URL(page.url()).hash).toBe('');
  });

  test('the lightbox: no open, close or change animation; no transition or animation starts inside it', async ({ page }) => {
    await page.goto(PRODUCT);
    await productStarted(page);
    const motion = await recordMotion(page, '.pswp');
    await page.locator(`${gallery} .woocommerce-product-gallery__trigger`).click();
    const viewer = page.locator('.pswp--open');
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveCSS('opacity', '1');
    await expect(viewer.locator('.pswp__top-bar')).toHaveCSS('opacity', '1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    expect(await motion()).toEqual([]);
  });

  test('the lightbox: no auto-idle, the controls stay shown after 5 s of the browser clock without a pointer move', async ({ page }) => {
    await page.clock.install();
    await page.goto(PRODUCT);
    await productStarted(page);
    await page.locator(`${gallery} .woocommerce-product-gallery__trigger`).click();
    const viewer = page.locator('.pswp--open');
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveClass(/pswp--ui-visible/);
    await page.clock.runFor(5_000);
    await expect(viewer).toHaveClass(/pswp--ui-visible/);
    await expect(viewer).not.toHaveClass(/idle/);
    await expect(viewer.locator('.pswp__top-bar')).toHaveCSS('opacity', '1');
    await expect(viewer.locator('.pswp__button--close')).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(viewer).toHaveClass(/pswp--ui-visible/);
    await expect(viewer.locator('.pswp__top-bar')).toHaveCSS('opacity', '1');
  });
});
