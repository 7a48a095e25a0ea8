import type { Page } from '@playwright/test';
import { SITE } from './site.ts';
import { bothModes, expect, open, ready, test, type Visitor } from './support/visit.ts';
import { seen, shotReady, tabsView } from './support/views.ts';
import { stillness } from '../../tests/support/stillness.ts';
import { lookDifference } from './support/pixels.ts';
import { recordFingerEvents, fingerOnClock, touchScreen } from '../../tests/support/touch-screen.ts';
import { pauseClockAhead } from '../../tests/support/frozen-clock.ts';
import { holdRoute } from '../../tests/support/hold-route.ts';
import { tapWhereItIs } from '../../tests/support/tap-where-it-is.ts';

test.describe('product page on the real site @wordpress', () => {
  test('related products, with the plugin: a carousel named by its heading, whose products in view are whole (their sale badges too), with arrows a finger can press, beside WooCommerce\'s grid stylesheet (3 on a desktop, 1 on a phone)', async ({ visitor }) => {
    for (const [width, inView] of [[1440, 3], [375, 1]] as const) {
      const v = await visitor('bundle', { width });
      await open(v, SITE.simple);
      const related = v.page.locator('section.related.products');
      await related.scrollIntoViewIfNeeded();
      // Each product against the carousel's viewport: whole inside it, or wholly outside.
      const placed = await related.evaluate((el) => {
        const viewport = el.querySelector('.theme-carousel__viewport')!.getBoundingClientRect();
        return Array.from(el.querySelectorAll('ul.products > li.product')).map((li) => {
          const box = li.getBoundingClientRect();
          if (box.left >= viewport.left - 1 && box.right <= viewport.right + 1) return 'in';
          return box.left >= viewport.right - 1 || box.right <= viewport.left + 1 ? 'out' : 'cut';
        });
      });
      expect(placed.filter((p) => p === 'in'), `${width} px`).toHaveLength(inView);
      expect(placed, `${width} px`).not.toContain('cut');
      // Its region is named by WooCommerce's heading, not "Carousel": which carousel it is.
      await expect(v.page.getByRole('region', { name: 'Related products', exact: true }), `${width} px`).toHaveAttribute('aria-roledescription', 'carousel');
      // A sale badge (ЦИАТИМ-201, always among the three, is on sale) lies within its product,
      // so whole once its product is in view: WooCommerce hangs it over the product's corner,
      // where the viewport cut it off. And each arrow is a target of at least 44 px, apart from
      // the other (they were the browser's 20 px buttons, touching).
      const parts = await related.evaluate((el) => {
        const badges = Array.from(el.querySelectorAll('li.product .onsale'), (badge) => {
          const box = badge.getBoundingClientRect();
          const product = badge.closest('li.product')!.getBoundingClientRect();
          return box.top >= product.top - 0.5 && box.right <= product.right + 0.5 ? 'whole' : 'cut';
        });
        const arrows = Array.from(el.querySelectorAll('.theme-carousel__nav button'), (button) => button.getBoundingClientRect());
        return {
          badges,
          arrows: arrows.map((box) => Math.min(Math.round(box.width), Math.round(box.height)) >= 44),
          apart: arrows.length === 2 && arrows[1]!.left - arrows[0]!.right >= 8,
        };
      });
      expect(parts.badges, `${width} px: the related products' sale badges`).toContain('whole');
      expect(parts, `${width} px`).toEqual({ badges: parts.badges.map(() => 'whole'), arrows: [true, true], apart: true });
    }
  });

  test('the related products tabbed through while the carousel\'s code is on its way (with the bundle, its chunk held): the focus stays on the link it was on when the view comes, and Tab walks each product\'s two links once, as with the plugin off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, SITE.simple);
      const related = v.page.locator('section.related.products');
      const release = v.mode === 'bundle' ? await holdRoute(v.page, '**/chunks/Carousel.island-*.js') : () => undefined;
      // Each stop: which of a product's links has the focus (its page, or its add or options
      // button), and whose; or that the focus is elsewhere (past them, or dropped on the body).
      const stop = () =>
        v.page.evaluate(() => {
          const focused = document.activeElement;
          const product = focused?.closest('section.related li.product');
          if (!focused || !product) return { at: 'elsewhere', product: null };
          return { at: focused.classList.contains('button') ? 'button' : 'product', product: product.querySelector('.woocommerce-loop-product__title')?.textContent ?? '' };
        });
      // The focus comes to the first product (which wakes the carousel), then Tab to the second.
      await related.locator('li.product a').first().focus();
      const stops = [await stop()];
      for (let i = 0; i < 2; i++) {
        await v.page.keyboard.press('Tab');
        stops.push(await stop());
      }
      let keptAtMount = true;
      if (v.mode === 'bundle') {
        await expect(related).toHaveAttribute('data-island-state', 'pending');
        const before = await v.page.evaluateHandle(() => document.activeElement);
        release();
        await expect(related).toHaveAttribute('data-island-state', 'mounted');
        keptAtMount = await v.page.evaluate((el) => el === document.activeElement, before);
      }
      while (stops.at(-1)!.product !== null) {
        await v.page.keyboard.press('Tab');
        stops.push(await stop());
      }
      return { keptAtMount, steps: stops.map(({ at }) => at), products: [...new Set(stops.flatMap(({ product }) => (product ? [product] : [])))].sort() };
    });
    // Three products (the other greases, in an order WooCommerce shuffles), each its page's link
    // then its button.
    expect(views.classic.steps).toEqual(['product', 'button', 'product', 'button', 'product', 'button', 'elsewhere']);
    expect(views.classic.products).toHaveLength(3);
    expect(views.bundle).toEqual(views.classic);
  });

  test('on a phone every product page keeps its main column as wide as without the plugin: the related products\' carousel asks no width of its own', async ({ visitor }) => {
    test.slow(); // every product, in both modes
    const classic = await visitor('classic', { width: 375, height: 740 });
    await open(classic, SITE.shop);
    const products = [...new Set(await classic.page.locator('ul.products li.product a.woocommerce-LoopProduct-link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)))];
    expect(products.length).toBeGreaterThan(5);
    const bundle = await visitor('bundle', { width: 375, height: 740 });
    const columns = async (v: Visitor) => {
      const widths: Record<string, number> = {};
      for (const path of products) {
        await open(v, path);
        widths[path] = await v.page.locator('main.site-main').evaluate((main) => Math.round(main.getBoundingClientRect().width * 100) / 100);
      }
      return widths;
    };
    const widths = { classic: await columns(classic), bundle: await columns(bundle) };
    expect(new Set(Object.values(widths.classic))).toEqual(new Set([343]));
    expect(widths.bundle).toEqual(widths.classic);
  });

  test('tabs: the hash or the URL chooses the tab at load', async ({ visitor }) => {
    const urls = ['', '#reviews', '#tab-reviews', '#comment-1', '#tab-additional_information', '?cpage=1'];
    const views = await bothModes(visitor, async (v) => {
      const seenTabs: Record<string, unknown> = {};
      for (const url of urls) {
        // A fresh load each time: a change of hash alone does not reload the page.
        await v.page.goto('about:blank');
        await open(v, `${SITE.inlineVariable}${url}`);
        seenTabs[url || 'none'] = await tabsView(v.page);
      }
      await v.page.locator('.woocommerce-tabs ul.tabs li').nth(1).locator('a').click();
      seenTabs.clicked = await tabsView(v.page);
      return seenTabs;
    });
    expect(views.classic['none']).toEqual({ active: expect.stringMatching(/Описание|Description/), panels: ['tab-description'] });
    expect(views.classic['#reviews']).toMatchObject({ panels: ['tab-reviews'] });
    expect(views.bundle).toEqual(views.classic);
  });

  test('a hash at load: the page comes to rest on its element, its top at the window\'s top or the page at its end, with the plugin on and off', async ({ visitor }) => {
    const hashes = ['#reviews', '#tab-reviews', '#tab-description', '#tab-additional_information'];
    const restOn = (page: Page, id: string) =>
      page.evaluate((target) => {
        const top = Math.round(document.getElementById(target)!.getBoundingClientRect().top);
        const atEnd = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
        return Math.abs(top) <= 1 || atEnd ? 'on its element' : `${top} px from it`;
      }, id);
    await bothModes(visitor, async (v) => {
      for (const hash of hashes) {
        await v.page.goto('about:blank');
        await open(v, `${SITE.inlineVariable}${hash}`);
        // The classic page is where the browser jumped; with the bundle, Page Scroll to id's
        // smooth scroll comes after the window's load (the plugin's, on the live site).
        await expect.poll(() => restOn(v.page, hash.slice(1)), `${v.mode} ${hash}`).toBe('on its element');
        expect(await v.page.evaluate(() => window.scrollY), `${v.mode} ${hash}`).toBeGreaterThan(300);
      }
    });
  });

  test('tabs from the keyboard: the arrows move the focus only, Up and Down are the page\'s, Enter opens the focused tab, with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, SITE.inlineVariable);
      const tabLinks = v.page.locator('.woocommerce-tabs ul.tabs li a');
      const focused = () => v.page.evaluate(() => document.activeElement?.closest('li')?.id ?? null);
      const steps: Record<string, unknown> = {};
      await tabLinks.first().focus();
      // With the bundle the focus wakes the tabs: the keys are pressed once they listen (and
      // the focus has stayed on the tab through React's drawing of it).
      await ready(v);
      steps.woken = { focused: await focused() };
      for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowLeft', 'End', 'Home', 'ArrowRight', 'Enter']) {
        await v.page.keyboard.press(key);
        // Enter is the link's click: its answer is a panel shown.
        if (key === 'Enter') await expect(v.page.locator('.woocommerce-tabs ul.tabs li.active')).not.toHaveId(/description/);
        steps[`${Object.keys(steps).length - 1} ${key}`] = { focused: await focused(), ...(await tabsView(v.page)) };
      }
      return steps;
    });
    expect(views.classic.woken).toEqual({ focused: 'tab-title-description' });
    expect(views.classic['0 ArrowRight']).toMatchObject({ focused: 'tab-title-additional_information', panels: ['tab-description'] });
    expect(views.classic['7 Enter']).toMatchObject({ focused: 'tab-title-additional_information', panels: ['tab-additional_information'] });
    expect(views.bundle).toEqual(views.classic);
  });

  test('keys pressed at once, before the tabs\' and the stars\' views have come (with the bundle, their chunks held): a tab\'s ← moves the focus, a star\'s → chooses the next star, with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, `${SITE.simple}#reviews`);
      const held = (chunk: string) => (v.mode === 'bundle' ? holdRoute(v.page, `**/chunks/${chunk}.island-*.js`) : Promise.resolve(() => undefined));
      const tabs = v.page.locator('.woocommerce-tabs');
      const rating = v.page.locator('select#rating');
      const focused = () => v.page.evaluate(() => document.activeElement?.closest('li')?.id || document.activeElement?.className || null);
      const steps: Record<string, unknown> = {};
      // A keyboard visitor tabs to the open tab (the focus wakes the tabs) and presses ← at once.
      const releaseTabs = await held('ProductTabs');
      await tabs.locator('ul.tabs li.active a').focus();
      await v.page.keyboard.press('ArrowLeft');
      if (v.mode === 'bundle') {
        await expect(tabs).toHaveAttribute('data-island-state', 'pending');
        releaseTabs();
        await expect(tabs).toHaveAttribute('data-island-state', 'mounted');
      }
      await expect.poll(focused).not.toBe('tab-title-reviews');
      steps.tab = { focused: await focused(), ...(await tabsView(v.page)) };
      // Then to the first star, and → at once: the second star is chosen.
      const releaseStars = await held('StarRating');
      await v.page.locator('#respond p.stars a.star-1').focus();
      await v.page.keyboard.press('ArrowRight');
      if (v.mode === 'bundle') {
        await expect(rating).toHaveAttribute('data-island-state', 'pending');
        releaseStars();
        await expect(rating).toHaveAttribute('data-island-state', 'mounted');
      }
      await expect(rating).toHaveValue('2');
      const stars = async () => ({
        focused: await focused(),
        rating: await rating.inputValue(),
        checked: await v.page.locator('#respond p.stars a[aria-checked="true"]').allInnerTexts(),
        selected: await v.page.locator('#respond p.stars').getAttribute('class'),
      });
      steps.star = await stars();
      await v.page.keyboard.press('ArrowRight');
      await expect(rating).toHaveValue('3');
      steps.nextStar = await stars();
      return steps;
    });
    expect(views.classic.tab).toMatchObject({ focused: 'tab-title-additional_information', panels: ['tab-reviews'] });
    expect(views.classic.star).toMatchObject({ focused: 'star-2 active', rating: '2' });
    expect(views.bundle).toEqual(views.classic);
  });

  test('a review without a rating is refused with the alert; with a rating it is posted', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, `${SITE.inlineVariable}#reviews`);
      await v.page.locator('#comment').fill(`Отличное масло (${v.mode} ${Date.now()})`);
      await v.page.locator('#author').fill('Анна');
      await v.page.locator('#email').fill(`anna-${v.mode}@example.com`);
      const before = v.page.url();
      await v.page.locator('#respond #submit').click();
      await expect.poll(() => v.alerts.length).toBe(1);
      const refused = { alerts: [...v.alerts], stayed: v.page.url() === before };
      await v.page.locator('#respond p.stars a.star-4').click();
      const stars = { selected: await v.page.locator('#respond p.stars').getAttribute('class'), checked: await v.page.locator('#respond p.stars a[aria-checked="true"]').innerText() };
      await Promise.all([v.page.waitForURL(/#comment-\d+$/), v.page.locator('#respond #submit').click()]);
      await ready(v);
      // WordPress shows the author their review awaiting approval, by its id in the URL.
      const id = /#comment-(\d+)$/.exec(v.page.url())![1];
      const review = v.page.locator(`.commentlist #li-comment-${id}`);
      return {
        refused,
        stars,
        posted: {
          awaiting: await seen(review.locator('.woocommerce-review__awaiting-approval')),
          rating: await review.locator('.star-rating').getAttribute('aria-label'),
        },
      };
    });
    expect(views.classic.refused).toEqual({ alerts: ['Please select a rating'], stayed: true });
    expect(views.classic.posted.rating).toMatch(/4/);
    expect(views.bundle).toEqual(views.classic);
  });

  test('the reviews tab looks the same with the plugin on and off: the tabs, the stars, one chosen by a click, the next by the arrow key (375 and 1440 px)', async ({ visitor }) => {
    for (const width of [375, 1440]) {
      const shots = await bothModes(
        (mode) => visitor(mode, { width }),
        async (v) => {
          await open(v, SITE.simple);
          const tabs = v.page.locator('.woocommerce-tabs');
          await tabs.locator('ul.tabs li').nth(1).locator('a').click();
          // With the bundle, the click brought the tabs' and the stars' views: shot once they are in.
          await ready(v);
          // The click left the focus on the tab, without its ring; away from it, the form alone.
          await v.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await shotReady(tabs);
          const opened = await tabs.screenshot({ animations: 'disabled' });
          await v.page.locator('#respond p.stars a.star-4').click();
          await ready(v);
          await v.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await shotReady(tabs);
          const clicked = await tabs.screenshot({ animations: 'disabled' });
          await v.page.locator('#respond p.stars a.star-4').focus();
          await v.page.keyboard.press('ArrowRight');
          await expect(v.page.locator('#respond p.stars a.star-5')).toBeFocused();
          await shotReady(tabs);
          return { context: v.context, opened, clicked, keyed: await tabs.screenshot({ animations: 'disabled' }) };
        },
      );
      for (const state of ['opened', 'clicked', 'keyed'] as const) {
        expect(await lookDifference(shots.bundle.context, shots.classic[state], shots.bundle[state]), `${state} at ${width} px, the plugin off against on`).toBeNull();
      }
    }
  });

  test('gallery: thumbnails in a row of four, the hover zoom, the lightbox opens on the image and closes', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, SITE.inlineVariable);
      const gallery = v.page.locator('.woocommerce-product-gallery');
      await expect(gallery).toHaveCSS('opacity', '1');
      // The thumbnails' images, which flexslider writes without a size: a row's floats sit by
      // their heights, so they are read once every image is in (CI once read the classic row
      // with one not yet loaded: two thumbnails at one place).
      await shotReady(gallery.locator('.flex-control-thumbs'));
      const box = (await gallery.boundingBox())!;
      const thumbs = await gallery.locator('.flex-control-thumbs li').evaluateAll((lis, origin) =>
        lis.map((li) => {
          const rect = li.getBoundingClientRect();
          return { x: Math.round(rect.x - origin.x), y: Math.round(rect.y - origin.y), width: Math.round(rect.width) };
        }), box);
      // The hover zoom: the large image over the slide, following the mouse, gone when it leaves.
      const slide = gallery.locator('.woocommerce-product-gallery__image').first();
      // The mouse comes onto the image until the zoom shows, as a visitor's would come back to
      // it: jquery.zoom listens for the mouse entering only once its large image has loaded (on
      // a cold staging that can be after the first entry, and a mouse already over the image then
      // sees nothing), and with the bundle the gallery's code arrives at that first touch.
      const slideBox = (await slide.boundingBox())!;
      await expect
        .poll(async () => {
          await v.page.mouse.move(slideBox.x - 10, slideBox.y - 10);
          await v.page.mouse.move(slideBox.x + slideBox.width / 2, slideBox.y + slideBox.height / 2, { steps: 2 });
          return slide.locator('img.zoomImg').evaluateAll((imgs) => (imgs[0] ? getComputedStyle(imgs[0]).opacity : 'none'));
        })
        .toBe('1');
      const zoomImg = slide.locator('img.zoomImg');
      // Hidden from assistive technology: WooCommerce does it 100 ms after the large image has
      // loaded (single-product.js's zoom callback, which also takes jquery.zoom's role away), so
      // the state compared is the settled one, not the instant the fade ends.
      await expect(zoomImg).toHaveAttribute('aria-hidden', 'true');
      const zoom = await zoomImg.evaluate((img) => ({ src: new URL((img as HTMLImageElement).src).pathname, width: (img as HTMLImageElement).getBoundingClientRect().width, role: img.getAttribute('role'), alt: img.getAttribute('alt') }));
      await v.page.mouse.move(1400, 10);
      await expect(zoomImg).toHaveCSS('opacity', '0');
      await v.page.locator('.woocommerce-product-gallery__trigger').click();
      const dialog = v.page.locator('.pswp');
      await expect(dialog).toBeVisible();
      await stillness(v.page);
      const opened = {
        counter: await seen(dialog.locator('.pswp__counter')),
        // The backdrop behind the image: solid black, the page not showing through.
        backdrop: await dialog.locator('.pswp__bg').evaluate((bg) => ({ opacity: getComputedStyle(bg).opacity, color: getComputedStyle(bg).backgroundColor })),
        // The image shown: PhotoSwipe 4 and 5 both name it .pswp__img; the current one is the one in view.
        image: await dialog.locator('.pswp__img[src]:not(.pswp__img--placeholder)').evaluateAll((imgs) => {
          const inView = imgs.find((img) => {
            const rect = img.getBoundingClientRect();
            return rect.left >= -1 && rect.right <= window.innerWidth + 1 && rect.width > 0;
          }) as HTMLImageElement | undefined;
          return inView ? new URL(inView.getAttribute('src') ?? '', location.href).pathname : null;
        }),
      };
      const buttons = await dialog.locator('.pswp__button').evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.className));
      await dialog.locator('.pswp__button--close').click();
      await expect(dialog).toBeHidden();
      return { thumbs, zoom, opened, buttons, focus: await v.page.evaluate(() => document.activeElement?.className ?? '') };
    });
    expect(views.classic.thumbs.length).toBeGreaterThanOrEqual(4);
    // A row of four, each a quarter of the gallery's width.
    expect(new Set(views.classic.thumbs.slice(0, 4).map((t) => t.y)).size).toBe(1);
    expect(views.bundle.thumbs).toEqual(views.classic.thumbs);
    expect(views.classic.zoom.width).toBeGreaterThan(500);
    expect(views.bundle.zoom).toEqual(views.classic.zoom);
    expect(views.bundle.opened).toEqual(views.classic.opened);
    expect(views.bundle.focus).toEqual(views.classic.focus);
    // Deliberate difference: PhotoSwipe 5's skin (its icons, arrows named prev and next; the
    // buttons themselves are compared in the next test). What must not happen is PhotoSwipe 4's
    // skin drawing a second toolbar over it.
    const closeButtons = views.bundle.buttons.filter((name) => name.includes('pswp__button--close'));
    expect(closeButtons).toHaveLength(1);
  });

  test('gallery of one image: flexslider does not start, so its wrapper has no viewport around it (a theme\'s `.flex-viewport` rules find none) and the image its place, the lightbox still opens from the trigger, with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, SITE.outOfStock);
      const gallery = v.page.locator('.woocommerce-product-gallery');
      await expect(gallery).toHaveCSS('opacity', '1');
      await shotReady(gallery);
      const markup = await gallery.evaluate((el) => {
        const image = el.querySelector('.woocommerce-product-gallery__image')!.getBoundingClientRect();
        const origin = el.getBoundingClientRect();
        return {
          images: el.querySelectorAll('.woocommerce-product-gallery__image').length,
          children: Array.from(el.children, (child) => `${child.tagName.toLowerCase()}.${Array.from(child.classList).sort().join('.')}`),
          viewports: el.querySelectorAll('.flex-viewport').length,
          image: [image.x - origin.x, image.y - origin.y, image.width, image.height].map(Math.round),
        };
      });
      await gallery.locator('.woocommerce-product-gallery__trigger').click();
      const dialog = v.page.locator('.pswp');
      await expect(dialog).toBeVisible();
      const counter = await seen(dialog.locator('.pswp__counter'));
      await dialog.locator('.pswp__button--close').click();
      await expect(dialog).toBeHidden();
      return { markup, counter };
    });
    expect(views.classic.markup).toMatchObject({ images: 1, viewports: 0 });
    expect(views.bundle).toEqual(views.classic);
  });

  for (const [device, size] of [['a desktop', { width: 1280, height: 800 }], ['a phone', { width: 375, height: 740 }]] as const) {
    test(`lightbox on ${device}: where the image sits, the toolbar's buttons, a click on the image, the fullscreen button, with the plugin on and off`, async ({ visitor }) => {
      const views = await bothModes(
        (mode) => visitor(mode, size),
        async (v) => {
          // A phone's touch screen takes several fingers: PhotoSwipe 4 knows a touch device by
          // that (Playwright's hasTouch reports one, and PhotoSwipe 4 then took it for a desktop).
          if (size.width < 800) await (await v.context.newCDPSession(v.page)).send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
          await open(v, SITE.inlineVariable);
          const trigger = v.page.locator('.woocommerce-product-gallery__trigger');
          await (size.width < 800 ? trigger.tap() : trigger.click());
          const dialog = v.page.locator('.pswp');
          await expect(dialog).toBeVisible();
          await stillness(v.page);
          const image = dialog.locator('.pswp__img[src]:not(.pswp__img--placeholder)').filter({ visible: true });
          const shown = async () => {
            const boxes = await image.evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect()).filter((rect) => rect.left >= -1 && rect.right <= innerWidth + 1 && rect.width > 0));
            const box = boxes[0]!;
            return { top: Math.round(box.top), height: Math.round(box.height) };
          };
          // The toolbar's buttons by what they do: PhotoSwipe 4 names its arrows left and right,
          // PhotoSwipe 5 prev and next.
          const buttons = async () =>
            (await dialog.locator('.pswp__button').evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null && getComputedStyle(el).visibility !== 'hidden').map((el) => /pswp__button--([\w-]+)/.exec(el.className)?.[1] ?? '')))
              .map((name) => ({ 'arrow--left': 'arrow--prev', 'arrow--right': 'arrow--next' })[name] ?? name)
              .sort();
          const fullscreenElement = () => v.page.evaluate(() => (document.fullscreenElement?.classList.contains('pswp') ? 'the viewer' : (document.fullscreenElement?.tagName ?? null)));
          const atOpen = { image: await shown(), buttons: await buttons() };
          let clicked: Record<string, unknown> = {};
          if (size.width >= 800) {
            // A click on an image the bars leave less room than its size: it zooms in.
            await v.page.mouse.click(size.width / 2, size.height / 2);
            await expect(dialog).toHaveClass(/pswp--zoomed-in/);
            // At its own size (PhotoSwipe 4 gets there over 333 ms, PhotoSwipe 5 at once: the
            // spec's "no animations").
            const large = Number(await v.page.locator('.woocommerce-product-gallery__image img').first().getAttribute('data-large_image_height'));
            await expect.poll(async () => (await shown()).height).toBe(large);
            clicked = { zoomedIn: true, image: await shown(), open: await dialog.isVisible() };
          }
          const fs = dialog.locator('.pswp__button--fs');
          await (size.width < 800 ? fs.tap() : fs.click());
          await expect.poll(fullscreenElement).toBe('the viewer');
          await expect(dialog).toHaveClass(/pswp--fs/);
          const close = dialog.locator('.pswp__button--close');
          await (size.width < 800 ? close.tap() : close.click());
          await expect(dialog).toBeHidden();
          // Closing leaves full screen, but the browser leaves it a moment later (PhotoSwipe 4's
          // close asks in its unbindEvents, and the viewer can be hidden first): waited for.
          await expect.poll(fullscreenElement).toBeNull();
          return { atOpen, clicked };
        },
      );
      expect(views.classic.atOpen.buttons).toContain('fs');
      if (size.width >= 800) {
        // PhotoSwipe 4 keeps 44 px free above the image for its bar, and below it for the caption.
        expect(views.classic.atOpen.image.top).toBe(44);
        expect(views.classic.atOpen.buttons).toContain('zoom');
      } else {
        expect(views.classic.atOpen.buttons).not.toContain('zoom');
      }
      expect(views.bundle).toEqual(views.classic);
    });
  }

  test('gallery: after a thumbnail the image lands on the same pixel with the plugin on and off (375, 1440 and 1100 px, then widened to 1440)', async ({ visitor }) => {
    // flexslider cuts the track's position to a whole pixel: where the slide's width is a fraction
    // over a half (a column of the page), a rounding elsewhere shows the image 1 px apart.
    // The slide is 343, 433.9 and 347.5 px wide at these widths.
    for (const width of [375, 1440, 1100]) {
      const shots = await bothModes(
        (mode) => visitor(mode, { width }),
        async (v) => {
          await open(v, SITE.inlineVariable);
          const gallery = v.page.locator('.woocommerce-product-gallery');
          const thumbs = gallery.locator('.flex-control-thumbs img');
          // A thumbnail, then the image where it came to rest, away from the pointer (the hover
          // zoom would cover it).
          const afterThumbnail = async (at: number) => {
            await thumbs.nth(at).click();
            await expect(thumbs.nth(at)).toHaveClass(/flex-active/);
            await ready(v);
            await v.page.mouse.move(0, 0);
            await shotReady(gallery);
            return gallery.locator('.flex-viewport').screenshot({ animations: 'disabled' });
          };
          const taken = [await afterThumbnail(1), await afterThumbnail(2)];
          // A window made wider (1100 to 1440 px), then a thumbnail: the image where flexslider's
          // resize and slide put it (the slide's width read again at the resize).
          if (width === 1100) {
            await v.page.setViewportSize({ width: 1440, height: 900 });
            // Placed again for the new width: the track two slides' widths along.
            await expect
              .poll(() => gallery.locator('.flex-viewport').evaluate((el) => Math.abs(new DOMMatrix(getComputedStyle(el.firstElementChild!).transform).m41 + 2 * el.getBoundingClientRect().width)))
              .toBeLessThan(2);
            taken.push(await afterThumbnail(1));
          }
          return { context: v.context, taken };
        },
      );
      for (const [index, classic] of shots.classic.taken.entries()) {
        expect(await lookDifference(shots.bundle.context, classic, shots.bundle.taken[index]!), `shot ${index + 1} (images 2 and 3; from 1100 px, image 2 once widened to 1440) at ${width} px, the plugin off against on`).toBeNull();
      }
    }
  });

  test('gallery: a thumbnail slides the track over flexslider\'s 0.5 s with WooCommerce\'s easing, before the gallery\'s view has come (with the bundle, its chunk held) and after, with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, SITE.simple);
      const release = v.mode === 'bundle' ? await holdRoute(v.page, '**/chunks/ProductGallery.island-*.js') : () => undefined;
      // Each slide of the track, as it starts: the property moving, and the transition's timing.
      await v.page.evaluate(() => {
        const track = document.querySelector('.woocommerce-product-gallery__wrapper')!;
        const moves: string[] = ((window as unknown as { __trackMoves: string[] }).__trackMoves = []);
        track.addEventListener('transitionrun', (event) => {
          const style = getComputedStyle(track);
          moves.push(`${(event as TransitionEvent).propertyName} ${style.transitionDuration} ${style.transitionTimingFunction}`);
        });
      });
      const moves = () => v.page.evaluate(() => (window as unknown as { __trackMoves: string[] }).__trackMoves);
      const thumbs = v.page.locator('.woocommerce-product-gallery .flex-control-thumbs img');
      await thumbs.nth(2).click();
      await expect.poll(async () => (await moves()).length).toBe(1);
      await stillness(v.page);
      release();
      await ready(v);
      if (v.mode === 'bundle') await expect(v.page.locator('.woocommerce-product-gallery')).toHaveAttribute('data-island-state', 'mounted');
      await thumbs.nth(1).click();
      await expect.poll(async () => (await moves()).length).toBe(2);
      return moves();
    });
    expect(views.classic).toEqual(['transform 0.5s cubic-bezier(0.795, -0.035, 0, 1)', 'transform 0.5s cubic-bezier(0.795, -0.035, 0, 1)']);
    expect(views.bundle).toEqual(views.classic);
  });

  test('gallery: the viewport is as tall as the image shown, and a thumbnail takes it to the next one\'s height over 500 ms, with the plugin on and off (flexslider\'s smoothHeight; a square, a landscape and a portrait image)', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, SITE.inlineVariable);
      const gallery = v.page.locator('.woocommerce-product-gallery');
      const viewport = gallery.locator('.flex-viewport');
      const thumbs = gallery.locator('.flex-control-thumbs img');
      // The viewport's height and the shown slide's image's, once the height has settled.
      const settled = async (at: number) => {
        const heights = () => viewport.evaluate((el, at) => ({
          viewport: Math.round(el.getBoundingClientRect().height),
          image: Math.round(el.querySelectorAll('.woocommerce-product-gallery__image > a img')[at]!.getBoundingClientRect().height),
          moving: el.getAnimations().length,
        }), at);
        await expect.poll(async () => { const h = await heights(); return h.moving === 0 && h.viewport === h.image ? true : JSON.stringify(h); }, { message: `the viewport settles on image ${at + 1}'s height (${v.mode})` }).toBe(true);
        return (await heights()).viewport;
      };
      // WooCommerce sets the height 100 ms after the main image's load, flexslider at its start.
      const atLoad = await settled(0);
      await thumbs.nth(1).click();
      await expect(thumbs.nth(1)).toHaveClass(/flex-active/);
      await ready(v);
      const landscape = await settled(1);
      // The next change's animation of the viewport's height, as it starts (flexslider's is a CSS
      // transition; the bundle's a Web Animation): its length, easing and the heights it joins.
      await v.page.evaluate(() => {
        const el = document.querySelector('.woocommerce-product-gallery .flex-viewport')!;
        document.addEventListener('click', () => setTimeout(() => {
          (window as unknown as { __heightMoves: unknown[] }).__heightMoves = el.getAnimations().map((animation) => {
            const effect = animation.effect as KeyframeEffect;
            const frames = effect.getKeyframes();
            return {
              duration: effect.getTiming().duration,
              easing: effect.getTiming().easing === 'linear' ? frames[0]!.easing : effect.getTiming().easing,
              heights: frames.map((frame) => Math.round(parseFloat(String(frame.height)))),
            };
          });
        }), { capture: true, once: true });
      });
      await thumbs.nth(2).click();
      await expect.poll(() => v.page.evaluate(() => (window as unknown as { __heightMoves?: unknown[] }).__heightMoves)).toBeDefined();
      const move = await v.page.evaluate(() => (window as unknown as { __heightMoves: unknown[] }).__heightMoves);
      const portrait = await settled(2);
      return { atLoad, landscape, portrait, move };
    });
    // A square image, then one wider than tall, then one taller than wide.
    expect(views.classic.landscape).toBeLessThan(views.classic.atLoad);
    expect(views.classic.portrait).toBeGreaterThan(views.classic.atLoad);
    expect(views.classic.move).toEqual([{ duration: 500, easing: 'ease', heights: [views.classic.landscape, views.classic.portrait] }]);
    expect(views.bundle).toEqual(views.classic);
  });

  test('gallery from the arrow keys (flexslider\'s keyboard): once the pointer has been over the gallery, → and ← released on the page turn it, and in the lightbox they turn it too, with the plugin on and off', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, SITE.inlineVariable);
      const gallery = v.page.locator('.woocommerce-product-gallery');
      // The pointer comes over the gallery first: with the bundle that wakes its code, and an
      // arrow key released before then is not heard (the gallery's README says so).
      await gallery.locator('.flex-viewport').hover();
      if (v.mode === 'bundle') await expect(gallery).toHaveAttribute('data-island-state', 'mounted');
      await v.page.mouse.move(1400, 10);
      const after = async (key: string) => {
        await v.page.keyboard.press(key);
        await stillness(v.page);
        return phoneGalleryView(v.page);
      };
      const right = await after('ArrowRight');
      const rightAgain = await after('ArrowRight');
      const left = await after('ArrowLeft');
      await gallery.locator('.woocommerce-product-gallery__trigger').click();
      const dialog = v.page.locator('.pswp');
      await expect(dialog).toBeVisible();
      await stillness(v.page);
      await v.page.keyboard.press('ArrowRight');
      await stillness(v.page);
      const counter = await seen(dialog.locator('.pswp__counter'));
      await v.page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await stillness(v.page);
      return { right, rightAgain, left, counter, closed: await phoneGalleryView(v.page) };
    });
    expect(views.classic.right).toEqual({ shown: 1, active: 1, thumb: 1 });
    expect(views.classic.closed.thumb).toBe(2);
    expect(views.bundle).toEqual(views.classic);
  });

  // With the bundle only: the classic viewer opens within the tap (its script came with the page),
  // and a second tap lands on it (where the trigger was, PhotoSwipe 4 closes it).
  test('gallery, with the bundle: the magnifier tapped twice while the viewer\'s code is on the way (a phone\'s first tap, a slow line): the gallery is busy meanwhile, one viewer opens, and its close button closes it', async ({ visitor }) => {
    const v = await visitor('bundle');
    await open(v, SITE.inlineVariable);
    const gallery = v.page.locator('.woocommerce-product-gallery');
    const trigger = gallery.locator('.woocommerce-product-gallery__trigger');
    const viewers = v.page.locator('.pswp.pswp--open');
    const release = await holdRoute(v.page, '**/chunks/viewer-*.js');
    const { tap } = await tapWhereItIs(trigger);
    await tap();
    await expect(gallery).toHaveAttribute('aria-busy', 'true');
    await expect(trigger).toHaveCSS('opacity', '0.6');
    await tap();
    release();
    await expect(viewers.first()).toBeVisible();
    await expect(gallery).not.toHaveAttribute('aria-busy');
    await stillness(v.page);
    expect(await viewers.count()).toBe(1);
    await viewers.locator('.pswp__button--close').click();
    await expect(viewers).toHaveCount(0);
  });

  // With the bundle only: the classic page has every script from its load, so a network lost
  // after it changes nothing there. With the bundle the tabs' and the gallery's code comes at the
  // first touch (as after a plugin update under a page left open, whose chunks are gone).
  test('with the bundle, the network gone once the page has loaded: a tab clicked shows on the server\'s panels, brought into view; the magnifier opens the image\'s own link; each failure named once', async ({ visitor }) => {
    const v = await visitor('bundle');
    await open(v, SITE.inlineVariable);
    await v.page.route('**/chunks/**', (route) => route.abort());
    await v.page.locator('#tab-title-reviews a').click();
    await expect(v.page.locator('.woocommerce-tabs')).toHaveAttribute('data-island-state', 'failed');
    const panels = await v.page.locator('.woocommerce-Tabs-panel').count();
    await expect(v.page.locator('.woocommerce-Tabs-panel:visible')).toHaveCount(panels);
    await expect(v.page.locator('#tab-reviews')).toBeInViewport();
    const image = await v.page.locator('.woocommerce-product-gallery__image a').first().evaluate((link) => (link as HTMLAnchorElement).href);
    await v.page.locator('.woocommerce-product-gallery__trigger').click();
    await v.page.waitForURL(image);
    const ours = v.errors.filter((text) => text.startsWith('[theme]'));
    expect(ours.filter((text) => /^\[theme\] island "product-tabs" failed on <div\.woocommerce-tabs/.test(text))).toHaveLength(1);
    expect(ours.filter((text) => /^\[theme\] island "product-gallery" on <div\.woocommerce-product-gallery[^>]*>: the viewer could not be loaded; following the image's link/.test(text))).toHaveLength(1);
    // Any other: an island its chunk refused too, met meanwhile (the related products scrolled
    // into view with the reviews; the gallery's own view, woken by the click).
    expect(ours.filter((text) => !/^\[theme\] island "[\w-]+" (failed on <[^>]+>: Failed to fetch dynamically imported module|on <[^>]+>: the viewer could not be loaded)/.test(text))).toEqual([]);
    // The rest is the browser's own line for each refused request.
    expect(v.errors.filter((text) => !text.startsWith('[theme]') && !/Failed to load resource/.test(text))).toEqual([]);
    v.errors.length = 0;
  });

  test('gallery from the keyboard: Enter on the trigger opens the lightbox on the current image; with the bundle Space does too, without scrolling the page', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, SITE.inlineVariable);
      const gallery = v.page.locator('.woocommerce-product-gallery');
      const trigger = gallery.locator('.woocommerce-product-gallery__trigger');
      const dialog = v.page.locator('.pswp');
      const press = async (key: string) => {
        await trigger.focus();
        const scrollY = await v.page.evaluate(() => window.scrollY);
        await v.page.keyboard.press(key);
        await expect(dialog).toBeVisible();
        await stillness(v.page);
        const view = { key, counter: await seen(dialog.locator('.pswp__counter')), scrolled: (await v.page.evaluate(() => window.scrollY)) !== scrollY };
        await v.page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
        return view;
      };
      // Deliberate difference: WooCommerce 9.9.5 leaves Space on the trigger (a link with
      // role=button) to the browser, which scrolls the page; WooCommerce's later versions open
      // the lightbox, as the bundle does (before its gallery code woke, and after).
      const keys = v.mode === 'bundle' ? ['Enter', ' '] : ['Enter'];
      const seenAt = [];
      // Before anything touched the gallery (with the bundle: before its code woke), then on the
      // second image, chosen by its thumbnail.
      for (const key of keys) seenAt.push(await press(key));
      await gallery.locator('.flex-control-thumbs li img').nth(1).click();
      await expect(gallery.locator('.flex-control-thumbs li img').nth(1)).toHaveClass(/flex-active/);
      await stillness(v.page);
      for (const key of keys) seenAt.push(await press(key));
      return seenAt;
    });
    expect(views.classic).toEqual([
      { key: 'Enter', counter: expect.stringMatching(/^1 \/ \d/), scrolled: false },
      { key: 'Enter', counter: expect.stringMatching(/^2 \/ \d/), scrolled: false },
    ]);
    const [firstEnter, secondEnter] = views.classic;
    expect(views.bundle).toEqual([firstEnter, { ...firstEnter, key: ' ' }, secondEnter, { ...secondEnter, key: ' ' }]);
  });
});

/**
 * The gallery as a phone shows it: which slide is in the viewport (its left edge at the
 * viewport's; -1 while between two), which carries flexslider's `flex-active-slide`, and which
 * thumbnail is marked.
 */
async function phoneGalleryView(page: Page) {
  return page.evaluate(() => {
    const gallery = document.querySelector('.woocommerce-product-gallery')!;
    const viewport = gallery.querySelector('.flex-viewport')!.getBoundingClientRect();
    const slides = Array.from(gallery.querySelectorAll('.woocommerce-product-gallery__image'));
    return {
      shown: slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - viewport.left) < 2),
      active: slides.findIndex((slide) => slide.classList.contains('flex-active-slide')),
      thumb: Array.from(gallery.querySelectorAll('.flex-control-thumbs img')).findIndex((img) => img.classList.contains('flex-active')),
    };
  });
}

/**
 * Waits until the gallery stands as the shopper sees it: the viewport as tall as the shown
 * slide's image (flexslider's smoothHeight, in both modes) and nothing on the page animating.
 */
async function gallerySettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const viewport = document.querySelector('.woocommerce-product-gallery .flex-viewport');
    const image = viewport?.querySelector('.flex-active-slide > a img');
    return !!image && Math.abs(viewport!.getBoundingClientRect().height - image.getBoundingClientRect().height) < 1;
  });
  await stillness(page);
}

/** The simple product on Playwright's clock (installed, still running), its pointer events recorded for `fingerOnClock`. */
async function openOnClock(v: Visitor): Promise<void> {
  await recordFingerEvents(v.page);
  await v.page.clock.install();
  await open(v, SITE.simple);
}

test.describe('product page on a phone, on the real site @wordpress', () => {
  test('gallery: the first swipe slides (with the bundle, made once its code has come), a thumbnail tap, a swipe back and the trigger\'s tap', async ({ visitor }) => {
    const views = await bothModes(
      (mode) => visitor(mode, { width: 375, height: 740 }),
      async (v) => {
        await open(v, SITE.simple);
        const touch = await touchScreen(v.page);
        // Measured at each swipe, once the gallery has settled, and checked to be the point the
        // finger lands on. WooCommerce sets the classic viewport's height 100 ms after the main
        // image's load, with nothing animating before: until then the viewport holds every slide
        // stacked (2,580 px at 375 px wide, seen here for some 100 ms after the load), and a box
        // read in that gap puts the finger below the screen: the likely cause of CI 62, 67 and
        // stop 61, where the classic first swipe never slid or the finger missed the gallery (not
        // reproduced here; if it comes back, the check prints what the finger found).
        const swipe = async (from: number, to: number) => {
          await gallerySettled(v.page);
          const box = (await v.page.locator('.woocommerce-product-gallery .flex-viewport').boundingBox())!;
          const y = box.y + box.height / 2;
          const landsOn = await v.page.evaluate(([x, atY]) => {
            const hit = document.elementFromPoint(x, atY);
            return hit?.closest('.flex-viewport') ? 'the gallery' : `${hit?.outerHTML.slice(0, 200)} at ${x},${atY} in ${innerWidth}x${innerHeight}, scrolled ${scrollY}`;
          }, [box.x + box.width * from, y] as const);
          expect(landsOn, `${v.mode}: the finger lands on the gallery (box ${JSON.stringify(box)})`).toBe('the gallery');
          await touch([{ id: 0, x: box.x + box.width * from, y }]);
          for (const part of [0.25, 0.5, 0.75, 1]) await touch([{ id: 0, x: box.x + box.width * (from + (to - from) * part), y }]);
          await touch([]);
        };
        const settledOn = async (slide: number) => {
          await expect.poll(async () => (await phoneGalleryView(v.page)).shown, { message: `${v.mode}: slide ${slide} shown` }).toBe(slide);
          // flexslider takes no new move until its animation is over.
          await stillness(v.page);
          return phoneGalleryView(v.page);
        };
        const atLoad = await phoneGalleryView(v.page);
        // The first touch of the slides: a quick swipe to the left over 60% of the width.
        await swipe(0.8, 0.2);
        const afterFirstSwipe = await settledOn(1);
        await v.page.locator('.woocommerce-product-gallery .flex-control-thumbs img').nth(2).tap();
        const afterThumb = await settledOn(2);
        // A swipe back to the right, over 65% of the width: the previous image by flexslider's rule
        // and by embla's, whatever the time it takes. (How closely the slides follow the finger is
        // the fixture's test: read here, it depended on when each script drew its last move.)
        await swipe(0.2, 0.85);
        const afterSwipeBack = await settledOn(1);
        await v.page.locator('.woocommerce-product-gallery__trigger').tap();
        const dialog = v.page.locator('.pswp');
        await expect(dialog).toBeVisible();
        await stillness(v.page);
        return {
          atLoad,
          afterFirstSwipe,
          afterThumb,
          afterSwipeBack,
          counter: await seen(dialog.locator('.pswp__counter')),
        };
      },
    );
    expect(views.classic).toEqual({
      atLoad: { shown: 0, active: 0, thumb: 0 },
      afterFirstSwipe: { shown: 1, active: 1, thumb: 1 },
      afterThumb: { shown: 2, active: 2, thumb: 2 },
      afterSwipeBack: { shown: 1, active: 1, thumb: 1 },
      counter: expect.stringMatching(/^2 \/ 3$/),
    });
    expect(views.bundle).toEqual(views.classic);
  });

  test('gallery: a thumbnail tapped before the gallery\'s code has come (with the bundle, its chunk held: a slow line) slides at once, and the trigger then opens the viewer on that image', async ({ visitor }) => {
    const views = await bothModes(
      (mode) => visitor(mode, { width: 375, height: 740 }),
      async (v) => {
        await open(v, SITE.simple);
        const gallery = v.page.locator('.woocommerce-product-gallery');
        const release = v.mode === 'bundle' ? await holdRoute(v.page, '**/chunks/ProductGallery.island-*.js') : () => undefined;
        await v.page.locator('.woocommerce-product-gallery .flex-control-thumbs img').nth(2).tap();
        await expect.poll(async () => (await phoneGalleryView(v.page)).shown, { message: `${v.mode}: slide 2 shown` }).toBe(2);
        await stillness(v.page);
        const atTap = await phoneGalleryView(v.page);
        // With the bundle, the answer is the entry's: the gallery's view has not come.
        const viewThen = await gallery.getAttribute('data-island-state');
        await v.page.locator('.woocommerce-product-gallery__trigger').tap();
        const dialog = v.page.locator('.pswp');
        await expect(dialog).toBeVisible();
        await stillness(v.page);
        const counter = await seen(dialog.locator('.pswp__counter'));
        await dialog.locator('.pswp__button--close').tap();
        await expect(dialog).toBeHidden();
        release();
        if (v.mode === 'bundle') await expect(gallery).toHaveAttribute('data-island-state', 'mounted');
        await stillness(v.page);
        return { atTap, viewThen: viewThen === 'mounted' ? 'mounted' : 'none', counter, afterViewer: await phoneGalleryView(v.page) };
      },
    );
    expect(views.classic).toEqual({
      atTap: { shown: 2, active: 2, thumb: 2 },
      viewThen: 'none',
      counter: expect.stringMatching(/^3 \/ 3$/),
      afterViewer: { shown: 2, active: 2, thumb: 2 },
    });
    expect(views.bundle).toEqual(views.classic);
  });

  test('gallery: a swipe goes where flexslider\'s would: a 40 px flick does not turn the image, a third of the width held still and lifted within 550 ms does, a slow one does not', async ({ visitor }) => {
    const views = await bothModes(
      (mode) => visitor(mode, { width: 375, height: 740 }),
      async (v) => {
        await openOnClock(v);
        // The bundle's gallery comes at the first touch of the slides: a tap on the first thumbnail.
        await v.page.locator('.woocommerce-product-gallery .flex-control-thumbs img').first().tap();
        await expect.poll(async () => (await phoneGalleryView(v.page)).thumb).toBe(0);
        if (v.mode === 'bundle') await expect(v.page.locator('.woocommerce-product-gallery')).toHaveAttribute('data-island-state', 'mounted');
        await gallerySettled(v.page);
        // From here the page's time moves only with the finger: flexslider times a swipe by Date,
        // embla by the events' timestamps, and both see the same moves.
        await pauseClockAhead(v.page, 1_000);
        const box = (await v.page.locator('.woocommerce-product-gallery .flex-viewport').boundingBox())!;
        const y = box.y + box.height / 2;
        const finger = await fingerOnClock(v.page);
        // How many images a swipe turns.
        const swipe = async (steps: number[], everyMs: number, holdMs: number) => {
          const before = (await phoneGalleryView(v.page)).shown;
          let x = box.x + box.width * 0.7;
          await finger({ x, y }, 0);
          for (const step of steps) {
            x += step;
            await finger({ x, y }, everyMs);
          }
          await finger(null, holdMs);
          // The slide ends: flexslider's (a CSS transition, on the browser's own time) and embla's
          // (frames, on the page's clock).
          await v.page.clock.runFor(1_500);
          await stillness(v.page);
          await expect.poll(async () => (await phoneGalleryView(v.page)).shown, { message: `${v.mode}: a slide shown` }).not.toBe(-1);
          return (await phoneGalleryView(v.page)).shown - before;
        };
        return {
          // 40 px in 48 ms: quick, and under flexslider's 50 px.
          flick: await swipe([-20, -20], 16, 16),
          // A third of the width in 256 ms, held 192 ms, lifted: within 550 ms and over 50 px.
          thirdHeld: await swipe([-30, -30, -30, -30], 64, 192),
          // 40% of the width over 800 ms, held, lifted: too slow, and under half the width.
          slow: await swipe([-17, -17, -17, -17, -17, -17, -17, -17], 100, 192),
        };
      },
    );
    expect(views.classic).toEqual({ flick: 0, thirdHeld: 1, slow: 0 });
    expect(views.bundle).toEqual(views.classic);
  });

  test('lightbox: a drag across a third of the width, the finger stopped before lifting, turns the image; one that came back at the end does not', async ({ visitor }) => {
    const views = await bothModes(
      (mode) => visitor(mode, { width: 375, height: 740 }),
      async (v) => {
        await openOnClock(v);
        await v.page.locator('.woocommerce-product-gallery__trigger').tap();
        const dialog = v.page.locator('.pswp');
        await expect(dialog).toBeVisible();
        await stillness(v.page);
        // From here the page's time moves only with the finger: both PhotoSwipes judge a drag by
        // where the finger was over its last 50 ms or so, and PhotoSwipe 4 samples it at its
        // frames (16 ms apart on this clock), so the moves are 64 ms apart.
        await pauseClockAhead(v.page, 1_000);
        const counter = dialog.locator('.pswp__counter');
        const finger = await fingerOnClock(v.page);
        const { width, height } = v.page.viewportSize()!;
        const drag = async (from: number, steps: number[], holdMs: number) => {
          let x = width * from;
          await finger({ x, y: height / 2 }, 0);
          for (const step of steps) {
            x += step;
            await finger({ x, y: height / 2 }, 64);
          }
          await finger(null, holdMs);
          // The images' slide (a spring of a few hundred ms) ends.
          await v.page.clock.runFor(1_000);
          return seen(counter);
        };
        return {
          atOpen: await seen(counter),
          // 125 px to the left in steps of 25, then held still for 192 ms.
          thirdAndHeld: await drag(0.7, [-25, -25, -25, -25, -25], 192),
          // The same to the right: back to the first image.
          thirdBack: await drag(0.3, [25, 25, 25, 25, 25], 192),
          // 120 px to the left, then 60 px back before lifting.
          cameBack: await drag(0.7, [-30, -30, -30, -30, 30, 30], 64),
        };
      },
    );
    expect(views.classic).toEqual({ atOpen: '1 / 3', thirdAndHeld: '2 / 3', thirdBack: '1 / 3', cameBack: '1 / 3' });
    expect(views.bundle).toEqual(views.classic);
  });
});
