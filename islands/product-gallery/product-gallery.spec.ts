import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, wake } from '../../tests/support/test.ts';
import { holdRoute } from '../../tests/support/hold-route.ts';
import { productStarted, restingSlide, shownSlide } from './gallery-page.ts';
import { recordScriptRequests } from '../../tests/support/script-requests.ts';
import { touchScreen } from '../../tests/support/touch-screen.ts';

const PRODUCT = '/product/hydraulic-oil-hlp-46/';
const gallery = '.woocommerce-product-gallery';
const thumbs = `${gallery} .flex-control-nav.flex-control-thumbs li img`;

/** The product in a window of `size`, its viewer opened by the trigger (a click, or a tap): the viewer and the image it shows. */
async function viewerAt(page: Page, size: { width: number; height: number }, how: 'click' | 'tap' = 'click') {
  await page.setViewportSize(size);
  await page.goto(PRODUCT);
  await productStarted(page);
  await page.locator(`${gallery} .woocommerce-product-gallery__trigger`)[how]();
  const viewer = page.locator('.pswp--open');
  const image = viewer.locator('.pswp__item[aria-hidden="false"] img.pswp__img');
  await expect(image).toBeVisible();
  return { viewer, image };
}

test.describe('product gallery @product', () => {
  for (const [lang, prefix, label] of [['en', '', 'View full-screen image gallery'], ['ru', '/ru', 'Просмотр галереи изображений в полноэкранном режиме']] as const) {
    test(`visible once ready, with thumbnails and the magnifier trigger (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}${PRODUCT}`);
      await productStarted(page);
      // Drawn at load by the product page's preparations (flexslider's frame); React and embla wait for the first touch.
      await expect(page.locator(gallery)).toHaveAttribute('data-island-state', 'pending');
      await expect(page.locator(gallery)).toHaveCSS('opacity', '1');
      await expect.poll(() => shownSlide(page)).toBe(0);
      await expect(page.locator(thumbs)).toHaveCount(3);
      await expect(page.locator(thumbs).first()).toHaveClass(/flex-active/);
      await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-haspopup', 'dialog');
      await wake(page.locator(gallery));
      await expect(page.locator(thumbs)).toHaveCount(3);
      await expect(page.locator(thumbs).first()).toHaveClass(/flex-active/);
    });
  }

  test('a thumbnail slides to its image over FlexSlider\'s 500 ms, with the stylesheet\'s easing (WooCommerce\'s; no loop: the last stays the last)', async ({ page }) => {
    await page.goto(PRODUCT);
    await productStarted(page);
    // The first click wakes the gallery, is held, and slides once it is mounted.
    await page.locator(thumbs).nth(2).click();
    await expect(page.locator(thumbs).nth(2)).toHaveClass(/flex-active/);
    await expect.poll(() => shownSlide(page)).toBe(2);
    // Each slide is a CSS transition of the slides' wrapper: record its timing as it starts.
    await page.evaluate(() => {
      const wrapper = document.querySelector('.woocommerce-product-gallery .flex-viewport')!.firstElementChild!;
      (window as unknown as { __moves: string[] }).__moves = [];
      wrapper.addEventListener('transitionrun', () => {
        const style = getComputedStyle(wrapper);
        (window as unknown as { __moves: string[] }).__moves.push(`${style.transitionDuration} ${style.transitionTimingFunction}`);
      });
    });
    await page.locator(thumbs).nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shownSlide(page)).toBe(1);
    // flexslider sets the duration only: the easing is the one WooCommerce's stylesheet gives the
    // slides' wrapper (the fixture theme's copy of it).
    expect(await page.evaluate(() => (window as unknown as { __moves: string[] }).__moves)).toEqual(['0.5s cubic-bezier(0.795, -0.035, 0, 1)']);
    await expect(page.locator(thumbs).nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test("a thumbnail clicked while the gallery's code is on the way slides at once; the trigger then opens the viewer on that image, and the view, once come, starts there", async ({ page }) => {
    await page.goto(PRODUCT);
    await productStarted(page);
    const release = await holdRoute(page, '**/chunks/ProductGallery.island-*.js');
    await page.locator(thumbs).nth(2).click();
    // The entry's answer: flexslider's marks and the track moved, with no view yet.
    await expect(page.locator(thumbs).nth(2)).toHaveClass(/flex-active/);
    await expect(page.locator(thumbs).nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(page.locator(thumbs).first()).not.toHaveClass(/flex-active/);
    await expect.poll(() => shownSlide(page)).toBe(2);
    await expect(page.locator(gallery)).not.toHaveAttribute('data-island-state', 'mounted');
    const third = await page.locator(`${gallery} .woocommerce-product-gallery__image`).nth(2).locator('img').getAttribute('data-large_image');
    await page.locator(`${gallery} .woocommerce-product-gallery__trigger`).click();
    await expect(page.locator('.pswp--open .pswp__item[aria-hidden="false"] img.pswp__img')).toHaveAttribute('src', third!);
    await page.keyboard.press('Escape');
    await expect(page.locator('.pswp--open')).toHaveCount(0);
    // Every slide marked from here on: the view must not take the gallery back to the first.
    await page.evaluate(() => {
      const slides = Array.from(document.querySelectorAll('.woocommerce-product-gallery__image'));
      const marked: number[] = ((window as unknown as { __marked: number[] }).__marked = []);
      new MutationObserver(() => marked.push(slides.findIndex((slide) => slide.classList.contains('flex-active-slide')))).observe(document.querySelector('.woocommerce-product-gallery__wrapper')!, { subtree: true, attributeFilter: ['class'] });
    });
    release();
    await expect(page.locator(gallery)).toHaveAttribute('data-island-state', 'mounted');
    await expect.poll(() => shownSlide(page)).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { __marked: number[] }).__marked.filter((at) => at !== 2))).toEqual([]);
    await page.locator(thumbs).nth(1).click();
    await expect.poll(() => shownSlide(page)).toBe(1);
    await expect(page.locator(thumbs).nth(1)).toHaveClass(/flex-active/);
    await expect(page.locator(thumbs).nth(2)).not.toHaveClass(/flex-active/);
  });

  test("a mouse swipe never starts the browser's own drag of an image: not while the gallery's chunk is on the way, nor once it slides", async ({ page }) => {
    const release = await holdRoute(page, '**/chunks/ProductGallery.island-*.js');
    await page.goto(PRODUCT);
    await productStarted(page);
    // Every drag the browser starts, and whether anything cancelled it; a started drag takes the
    // pointer away from the page (pointercancel).
    await page.evaluate(() => {
      const log: string[] = [];
      (window as unknown as { __drags: string[] }).__drags = log;
      window.addEventListener('dragstart', (event) => log.push(`dragstart on ${(event.target as Element).tagName}${event.defaultPrevented ? ', cancelled' : ''}`));
      window.addEventListener('pointercancel', () => log.push('pointercancel'));
    });
    const drags = () => page.evaluate(() => (window as unknown as { __drags: string[] }).__drags.filter((entry) => !entry.endsWith(', cancelled')));
    const box = (await page.locator(`${gallery} .flex-viewport`).boundingBox())!;
    const swipe = async () => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 300, box.y + box.height / 2, { steps: 10 });
      await page.mouse.up();
    };
    await swipe();
    await expect(page.locator(gallery)).toHaveAttribute('data-island-state', 'pending');
    expect(await drags()).toEqual([]);
    expect(await shownSlide(page)).toBe(0);

    release();
    await expect(page.locator(gallery)).toHaveAttribute('data-island-state', 'mounted');
    await swipe();
    await expect.poll(() => shownSlide(page)).toBe(1);
    await expect(page.locator(thumbs).nth(1)).toHaveClass(/flex-active/);
    expect(await drags()).toEqual([]);
    await expect(page.locator('.pswp--open')).toHaveCount(0);
  });

  test('the trigger opens the viewer on the current image: large image, caption from the title, focus trapped and returned', async ({ page }) => {
    test.slow(); // axe or many steps: on a busy CI machine they outgrow 30 s
    const scripts = recordScriptRequests(page);
    await page.goto(PRODUCT);
    await productStarted(page);
    expect(scripts.some((path) => /chunks\/viewer-/.test(path))).toBe(false);
    await page.locator(thumbs).nth(1).click();
    const trigger = page.locator(`${gallery} .woocommerce-product-gallery__trigger`);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const viewer = page.locator('.pswp--open');
    await expect(viewer).toBeVisible();
    expect(scripts.some((path) => /chunks\/viewer-/.test(path))).toBe(true);
    await expect(viewer.locator('.pswp__item[aria-hidden="false"] img.pswp__img')).toHaveAttribute('src', '/images/products/hlp46-20l.svg');
    await expect(viewer.locator('.pswp__caption')).toHaveText('HLP 46, 20 L canister');
    await expect(viewer).toHaveAttribute('role', 'dialog');
    await expectAccessible(page);
    // Focus stays inside while tabbing.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.pswp')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('Space on the trigger opens the viewer as a click does, once, without scrolling the page: before the gallery wakes, and on the chosen image after', async ({ page }) => {
    const scripts = recordScriptRequests(page);
    await page.setViewportSize({ width: 1280, height: 500 }); // room to scroll
    await page.goto(PRODUCT);
    await productStarted(page);
    const trigger = page.locator(`${gallery} .woocommerce-product-gallery__trigger`);
    const viewer = page.locator('.pswp--open');
    const shown = viewer.locator('.pswp__item[aria-hidden="false"] img.pswp__img');
    const scrollY = () => page.evaluate(() => window.scrollY);
    await trigger.focus();
    const before = await scrollY();
    await page.keyboard.press(' ');
    await expect(viewer).toBeVisible();
    await expect(shown).toHaveAttribute('src', '/images/products/hlp46-1l.svg');
    expect(await scrollY()).toBe(before);
    // Answered by the entry: the gallery (React, embla) still waits for a touch of its slides.
    expect(scripts.filter((path) => /chunks\/(react|ProductGallery)/.test(path))).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await page.locator(thumbs).nth(1).click();
    await expect(page.locator(gallery)).toHaveAttribute('data-island-state', 'mounted');
    await expect.poll(() => shownSlide(page)).toBe(1);
    await trigger.focus();
    // (The click scrolled the thumbnails into view.)
    const beforeSecond = await scrollY();
    await page.keyboard.press(' ');
    await expect(shown).toHaveAttribute('src', '/images/products/hlp46-20l.svg');
    // One viewer: the view took the Space, and the entry's listener left it.
    await expect(viewer).toHaveCount(1);
    expect(await scrollY()).toBe(beforeSecond);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  });

  test('the magnifier trigger alone opens the viewer without waking the gallery (no React); a thumbnail wakes it', async ({ page }) => {
    const scripts = recordScriptRequests(page);
    await page.goto(PRODUCT);
    await productStarted(page);
    await page.locator(`${gallery} .woocommerce-product-gallery__trigger`).click();
    await expect(page.locator('.pswp--open')).toBeVisible();
    await expect(page.locator('.pswp--open .pswp__item[aria-hidden="false"] img.pswp__img')).toHaveAttribute('src', '/images/products/hlp46-1l.svg');
    expect(scripts.filter((path) => /chunks\/(react|ProductGallery)/.test(path))).toEqual([]);
    await expect(page.locator(gallery)).toHaveAttribute('data-island-state', 'pending');
    await page.keyboard.press('Escape');
    await expect(page.locator('.pswp--open')).toHaveCount(0);
    await page.locator(thumbs).nth(1).click();
    await expect(page.locator(gallery)).toHaveAttribute('data-island-state', 'mounted');
    await expect.poll(() => shownSlide(page)).toBe(1);
  });

  test('the magnifier tapped twice while the viewer\'s code is on the way (a phone\'s first tap, a slow line): the gallery shows it is busy, and one viewer opens, which its close button closes', async ({ page }) => {
    await page.goto(PRODUCT);
    await productStarted(page);
    const release = await holdRoute(page, '**/chunks/viewer-*.js');
    const trigger = page.locator(`${gallery} .woocommerce-product-gallery__trigger`);
    await trigger.click();
    await expect(page.locator(gallery)).toHaveAttribute('aria-busy', 'true');
    await expect(trigger).toHaveCSS('opacity', '0.6');
    await trigger.click();
    release();
    await expect(page.locator('.pswp--open .pswp__item[aria-hidden="false"] img.pswp__img')).toBeVisible();
    await expect(page.locator(gallery)).not.toHaveAttribute('aria-busy');
    await expect(trigger).toHaveCSS('opacity', '1');
    expect(await page.locator('.pswp--open').count()).toBe(1);
    await page.locator('.pswp--open .pswp__button--close').click();
    await expect(page.locator('.pswp--open')).toHaveCount(0);
  });

  test("the viewer's chunk is fetched when the pointer comes to the gallery, before the click, and its look is theme.css's: nothing restyles the page at the click", async ({ page }) => {
    const scripts = recordScriptRequests(page);
    await page.goto(PRODUCT);
    await productStarted(page);
    expect(scripts.filter((path) => /chunks\/viewer-/.test(path))).toEqual([]);
    const trigger = page.locator(`${gallery} .woocommerce-product-gallery__trigger`);
    const viewerFetched = page.waitForResponse(/\/chunks\/viewer-[\w-]+\.js$/);
    await trigger.hover();
    await viewerFetched;
    // The approach fetched the viewer, not React: the gallery still waits for a touch of its slides.
    expect(scripts.filter((path) => /chunks\/(react|ProductGallery)/.test(path))).toEqual([]);
    await expect(page.locator(gallery)).toHaveAttribute('data-island-state', 'pending');
    const sheets = await page.evaluate(() => document.styleSheets.length);
    await trigger.click();
    const viewer = page.locator('.pswp--open');
    await expect(viewer).toBeVisible();
    // PhotoSwipe's own rules came with the page: the viewer covers the window, fixed.
    expect(await viewer.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize()! });
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(sheets);
    expect(scripts.filter((path) => /chunks\/viewer-/.test(path))).toHaveLength(1);
  });

  test("a visitor who opened the viewer in this tab: the next product view fetches its chunk at idle, with no approach; another tab's first view does not", async ({ page, context }) => {
    // Routed, so that every import is a request (the browser's cache is off for routed pages).
    const viewerChunk = /\/chunks\/viewer-[\w-]+\.js$/;
    /**
     * Loads the product in `tab` and waits for its idle time; says how many times the viewer's
     * chunk was asked for by then. The import leaves no mark in the page (its own chunk is not
     * among the links the preload helper adds), and a routed request's event can come after the
     * idle wait has ended (the clean-clone CI's "Received: 0"): so the page then makes a request
     * of its own, and once that one has been routed, one the idle wait made before it has been too
     * (the page's requests reach the network, and the routes, in the order they are made).
     */
    const loadAndIdle = async (tab: typeof page) => {
      const asked: string[] = [];
      await tab.route(viewerChunk, (route) => {
        asked.push(route.request().url());
        return route.continue();
      });
      await tab.route('**/after-idle', (route) => route.fulfill({ body: '' }));
      await tab.goto(PRODUCT);
      await productStarted(tab);
      await tab.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await tab.evaluate(() => fetch('/after-idle'));
      return asked.length;
    };
    expect(await loadAndIdle(page)).toBe(0);
    // Opened from the keyboard: the chunk comes with the press.
    await page.locator(`${gallery} .woocommerce-product-gallery__trigger`).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.pswp--open')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.pswp--open')).toHaveCount(0);
    expect(await loadAndIdle(page)).toBe(1);
    // Nothing carried to another tab: its first product view waits for the approach.
    expect(await loadAndIdle(await context.newPage())).toBe(0);
  });

  test("a viewer's chunk that does not load: the approach says nothing, the gallery still slides, and the click names the gallery and opens the shown image's link", async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.route(/\/chunks\/viewer-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(PRODUCT);
    await productStarted(page);
    const trigger = page.locator(`${gallery} .woocommerce-product-gallery__trigger`);
    const refused = page.waitForEvent('requestfailed', (request) => /\/chunks\/viewer-/.test(request.url()));
    await trigger.hover();
    await refused;
    expect(problems.errors.filter((text) => text.includes('[theme]'))).toEqual([]);
    // The gallery itself still works: a thumbnail wakes it and slides.
    await page.locator(thumbs).nth(1).click();
    await expect.poll(() => shownSlide(page)).toBe(1);
    const imageLink = await page.locator(`${gallery} .woocommerce-product-gallery__image`).nth(1).locator('a').evaluate((link) => (link as HTMLAnchorElement).href);
    await trigger.click();
    // The visitor asked for the image large: without the viewer, its own link shows it (as
    // without JavaScript), not a click that does nothing.
    await page.waitForURL(imageLink);
    expect(problems.errors.filter((text) => text.includes('[theme]'))).toEqual([
      expect.stringMatching(/^\[theme\] island "product-gallery" on <div\.woocommerce-product-gallery[^>]*>: the viewer could not be loaded; following the image's link/),
    ]);
  });

  test('a click on an image opens the viewer on it instead of following the link', async ({ page }) => {
    await page.goto(PRODUCT);
    await productStarted(page);
    await page.locator(`${gallery} .woocommerce-product-gallery__image a`).first().click();
    await expect(page.locator('.pswp--open')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(PRODUCT);
    await expect(page.locator('.pswp--open .pswp__item[aria-hidden="false"] img.pswp__img')).toHaveAttribute('src', '/images/products/hlp46-1l.svg');
  });

  test('an image that fails to load says so, with a link to the image', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.goto(`${PRODUCT}?variant=broken-image`);
    await productStarted(page);
    await page.locator(thumbs).nth(1).click();
    await page.locator(`${gallery} .woocommerce-product-gallery__trigger`).click();
    const message = page.locator('.pswp--open .pswp__item[aria-hidden="false"] .pswp__error-msg');
    await expect(message).toHaveText('The image could not be loaded.');
    await expect(message.locator('a')).toHaveAttribute('href', '/images/products/missing.svg');
    // Only the browser's own notes about the missing file.
    expect(problems.errors.filter((text) => !text.includes('status of 404'))).toEqual([]);
  });

  test('works with the variation form: a variation whose image is a thumbnail slides to it; another swaps the main image, and the viewer shows it', async ({ page }) => {
    test.slow(); // axe or many steps: on a busy CI machine they outgrow 30 s
    await page.goto(PRODUCT);
    await productStarted(page);
    // The gallery is not mounted: the variation form's slide to a thumbnail wakes it and is sent
    // again once it listens.
    await page.locator('#pa_packaging').selectOption('drum');
    await page.locator('#pa_volume').selectOption('208-l');
    await expect.poll(() => shownSlide(page)).toBe(2);
    await page.locator('#pa_volume').selectOption('20-l');
    await expect.poll(() => shownSlide(page)).toBe(1);
    await page.locator('#pa_packaging').selectOption('canister');
    await page.locator('#pa_volume').selectOption('5-l');
    // Not in the gallery: the first image becomes the variation's, the view goes back to it.
    await expect(page.locator(`${gallery} .woocommerce-product-gallery__image`).first().locator('img')).toHaveAttribute('src', '/images/products/hlp46-5l.svg');
    await expect(page.locator(thumbs).first()).toHaveAttribute('src', '/images/products/hlp46-5l.svg');
    await expect.poll(() => shownSlide(page)).toBe(0);
    await page.locator(`${gallery} .woocommerce-product-gallery__trigger`).click();
    await expect(page.locator('.pswp--open .pswp__item[aria-hidden="false"] img.pswp__img')).toHaveAttribute('src', '/images/products/hlp46-5l.svg');
    await page.keyboard.press('Escape');
    await page.locator('form.variations_form .reset_variations').click();
    await expect(page.locator(thumbs).first()).toHaveAttribute('src', '/images/products/hlp46-1l.svg');
  });

  test("a gallery without the stock wrapper (the theme's own markup) is only made visible, without an error", async ({ page }) => {
    await page.goto(PRODUCT);
    await productStarted(page);
    await page.evaluate(() => {
      const copy = document.querySelector('.woocommerce-product-gallery')!.cloneNode(false) as HTMLElement;
      copy.removeAttribute('data-island-state');
      copy.id = 'plain-gallery';
      copy.innerHTML = '<img src="/images/products/clp220.svg" alt="">';
      document.querySelector('main')!.append(copy);
    });
    await expect(page.locator('#plain-gallery')).toHaveAttribute('data-island-state', 'pending');
    await expect(page.locator('#plain-gallery')).toHaveCSS('opacity', '1');
    await wake(page.locator('#plain-gallery'));
    await expect(page.locator('#plain-gallery .flex-control-nav')).toHaveCount(0);
  });

  test('flexslider\'s keyboard: an arrow key released on the page turns the gallery, not while it slides, not from a field typed in, and with the viewer open the gallery follows it', async ({ page }) => {
    await page.goto(PRODUCT);
    await productStarted(page);
    await wake(page.locator(gallery));
    const track = `${gallery} .flex-viewport > .woocommerce-product-gallery__wrapper`;
    await page.keyboard.press('ArrowRight');
    await expect(page.locator(thumbs).nth(1)).toHaveClass(/flex-active/);
    await page.locator(track).evaluate((el) => el.getAnimations().forEach((animation) => animation.finish()));
    await expect.poll(() => shownSlide(page)).toBe(1);
    // Held mid-slide: a key released meanwhile is not taken, as flexslider ignores it while it
    // animates. The slide to the last image is paused as it starts, by a listener after the
    // gallery's (on the window, where the key's event ends).
    await page.locator(track).evaluate((el) => window.addEventListener('keyup', () => el.getAnimations().forEach((animation) => animation.pause()), { once: true }));
    await page.keyboard.press('ArrowRight');
    await expect(page.locator(thumbs).nth(2)).toHaveClass(/flex-active/);
    expect(await page.locator(track).evaluate((el) => el.getAnimations().map((animation) => animation.playState))).toContain('paused');
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator(thumbs).nth(2)).toHaveClass(/flex-active/);
    await page.locator(track).evaluate((el) => el.getAnimations().forEach((animation) => animation.finish()));
    await expect.poll(() => shownSlide(page)).toBe(2);
    // Each key once the slide before it is over (a key while it slides is not taken, above).
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => restingSlide(page)).toBe(1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => restingSlide(page)).toBe(0);
    // No slide before the first: no loop.
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator(thumbs).first()).toHaveClass(/flex-active/);
    // The quantity field's caret moves; the gallery stays.
    await page.locator('form.cart input.qty').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await expect(page.locator(thumbs).first()).toHaveClass(/flex-active/);
    // In the viewer the key turns both: closed, the gallery shows the image the viewer showed.
    await page.locator(`${gallery} .woocommerce-product-gallery__trigger`).click();
    const viewer = page.locator('.pswp--open');
    await expect(viewer.locator('.pswp__counter')).toHaveText('1 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(viewer.locator('.pswp__counter')).toHaveText('2 / 3');
    await expect(page.locator(thumbs).nth(1)).toHaveClass(/flex-active/);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect.poll(() => shownSlide(page)).toBe(1);
  });

  test('flexslider\'s keyboard is off where the page has two galleries (multipleKeyboard false)', async ({ page }) => {
    await page.goto(PRODUCT);
    await productStarted(page);
    // A second slider's track, as a quick view's gallery brings, before this one starts.
    await page.evaluate(() => {
      const copy = document.querySelector('.woocommerce-product-gallery__wrapper')!.cloneNode(true) as HTMLElement;
      const box = document.createElement('div');
      box.append(copy);
      document.querySelector('main')!.append(box);
    });
    await wake(page.locator(gallery));
    await page.keyboard.press('ArrowRight');
    await page.locator(thumbs).nth(2).click();
    await expect.poll(() => shownSlide(page)).toBe(2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator(thumbs).nth(2)).toHaveClass(/flex-active/);
  });

  test('with a mouse the image sits between PhotoSwipe 4\'s bars (44 px above, the caption below), so one taller than that space zooms at a click; the fullscreen button takes the viewer full screen and back, and closing leaves it', async ({ page }) => {
    // 500 px high: the 600 px image is fitted by its height, between the bars.
    const { viewer, image } = await viewerAt(page, { width: 1440, height: 500 });
    const caption = viewer.locator('.pswp__caption');
    await expect(caption).toHaveText('HLP 46, 1 L canister');
    const captionTop = (await caption.boundingBox())!.y;
    const box = (await image.boundingBox())!;
    expect(Math.round(box.y)).toBe(44);
    expect(Math.abs(box.y + box.height - captionTop)).toBeLessThanOrEqual(1);
    // The caption's measuring copy is gone.
    await expect(viewer.locator('.pswp__caption--fake')).toHaveCount(0);

    // The zoom button is there, and a click on the image zooms it (PhotoSwipe 5's default closed
    // the viewer, the image filling the window and so not zoomable).
    await expect(viewer.locator('.pswp__button--zoom')).toBeVisible();
    await image.click();
    await expect(viewer).toHaveClass(/pswp--zoomed-in/);
    await expect.poll(async () => (await image.boundingBox())!.height).toBeCloseTo(600, 0);
    await image.click();
    await expect(viewer).not.toHaveClass(/pswp--zoomed-in/);

    const fullscreen = viewer.getByRole('button', { name: 'Toggle fullscreen' });
    await expect(fullscreen).toHaveClass(/pswp__button--fs/);
    const fullscreenElement = () => page.evaluate(() => document.fullscreenElement?.className ?? null);
    await fullscreen.click();
    await expect.poll(fullscreenElement).toMatch(/\bpswp\b/);
    await expect(viewer).toHaveClass(/pswp--fs/);
    await fullscreen.click();
    await expect.poll(fullscreenElement).toBeNull();
    await expect(viewer).not.toHaveClass(/pswp--fs/);
    await fullscreen.click();
    await expect.poll(fullscreenElement).toMatch(/\bpswp\b/);
    await viewer.locator('.pswp__button--close').click();
    await expect(viewer).toHaveCount(0);
    await expect.poll(fullscreenElement).toBeNull();
  });

  test('Russian titles: the fullscreen button\'s is WooCommerce\'s', async ({ page }) => {
    await page.goto(`/ru${PRODUCT}`);
    await productStarted(page);
    await page.locator(`${gallery} .woocommerce-product-gallery__trigger`).click();
    await expect(page.locator('.pswp--open .pswp__button--fs')).toHaveAttribute('title', 'Переключить полноэкранный режим');
  });
});

test.describe('product gallery on a phone @product', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  test('the viewer on a touch screen: the image fills the window under the controls, with no zoom button until a mouse is used, as PhotoSwipe 4 did', async ({ page }) => {
    // A phone held sideways: the 600 px image is fitted by the window's height, all of it.
    const { viewer, image } = await viewerAt(page, { width: 740, height: 375 }, 'tap');
    await expect(viewer.locator('.pswp__caption')).toHaveText('HLP 46, 1 L canister');
    const box = (await image.boundingBox())!;
    expect(Math.round(box.y)).toBe(0);
    expect(Math.round(box.height)).toBe(await page.evaluate(() => innerHeight));
    await expect(viewer.locator('.pswp__button--close')).toBeVisible();
    await expect(viewer.locator('.pswp__button--zoom')).toBeHidden();
    // A mouse pressed on the image (PhotoSwipe 5 knows a mouse by its press): the button shows.
    await image.click();
    await expect(viewer).toHaveClass(/pswp--has_mouse/);
    await expect(viewer.locator('.pswp__button--zoom')).toBeVisible();
  });

  test('a swipe made while the gallery\'s code is on the way slides once it comes, as flexslider would have; once there, the slides move with the finger, not a transition behind it', async ({ page }) => {
    const release = await holdRoute(page, '**/chunks/ProductGallery.island-*.js');
    await page.goto(PRODUCT);
    await productStarted(page);
    const slides = page.locator(`${gallery} .woocommerce-product-gallery__image`);
    await expect(slides.first()).toHaveClass(/flex-active-slide/);
    const box = (await page.locator(`${gallery} .flex-viewport`).boundingBox())!;
    const y = box.y + box.height / 2;
    const touch = await touchScreen(page);
    // A quick swipe to the left over 60% of the width: the touch wakes the gallery, whose code is held.
    await touch([{ id: 0, x: box.x + box.width * 0.8, y }]);
    for (const part of [0.6, 0.4, 0.2]) await touch([{ id: 0, x: box.x + box.width * part, y }]);
    await touch([]);
    await expect(page.locator(gallery)).toHaveAttribute('data-island-state', 'pending');
    expect(await shownSlide(page)).toBe(0);

    release();
    await expect(page.locator(gallery)).toHaveAttribute('data-island-state', 'mounted');
    await expect.poll(() => shownSlide(page)).toBe(1);
    await expect(page.locator(thumbs).nth(1)).toHaveClass(/flex-active/);
    await expect(slides.nth(1)).toHaveClass(/flex-active-slide/);
    await expect(slides.first()).not.toHaveClass(/flex-active-slide/);

    // A finger on the slides now: the track follows it with no transition (the held swipe's slide
    // left one on it, and WooCommerce's stylesheet has one); the release goes where flexslider's would.
    const track = page.locator(`${gallery} .flex-viewport > .woocommerce-product-gallery__wrapper`);
    await touch([{ id: 0, x: box.x + box.width * 0.8, y }]);
    await touch([{ id: 0, x: box.x + box.width * 0.6, y }]);
    await touch([{ id: 0, x: box.x + box.width * 0.4, y }]);
    expect(await track.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
    await touch([]);
    await expect.poll(() => shownSlide(page)).toBeGreaterThanOrEqual(1);
  });
});
