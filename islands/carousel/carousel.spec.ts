import type { Locator, Page } from '@playwright/test';
import { frozenClock } from '../../tests/support/frozen-clock.ts';
import { expect, expectAccessible, islandsIdle, test, wake } from '../../tests/support/test.ts';
import { timedMouse } from '../../tests/support/timed-mouse.ts';
import { autoplayFromFrozenClock, mounted, recordIndexes } from './carousel-page.ts';

const HOME = '/home/';

/** How many slides of a carousel lie fully inside its viewport. */
async function slidesInView(host: Locator): Promise<number> {
  return host.evaluate((el) => {
    const viewport = el.querySelector('.theme-carousel__viewport')!.getBoundingClientRect();
    const track = el.querySelector('.theme-carousel__track, ul.products')!;
    return Array.from(track.children).filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });
}

test.describe('carousels @widgets', () => {
  for (const [id, kind, perView, arrows, dots] of [
    ['partners-40', 'partners', 5, false, 0],
    ['testimonial-41', 'testimonial', 2, false, 3],
    ['testimonial2-42', 'testimonial2', 1, false, 4],
    ['testimonial3-43', 'testimonial3', 1, false, 4],
    ['post-44', 'post', 3, false, 4],
    // Five products (the shop's sold-out one included), four in view: two positions, two dots.
    ['product-45', 'product', 4, false, 2],
    ['service-46', 'service', 3, false, 3],
    ['project-carousel-48', 'project', 4, true, 0],
  ] as const) {
    test(`${kind} carousel: ${perView} items at 1440 px, arrows ${arrows ? 'on' : 'off'}, ${dots} dots`, async ({ page }) => {
      await page.goto(HOME);
      const host = await mounted(page, id);
      await expect(host).toHaveAttribute('data-carousel-kind', kind);
      await expect(host).toHaveAttribute('data-per-view', String(perView));
      await expect(host).toHaveAttribute('aria-roledescription', 'carousel');
      expect(await slidesInView(host)).toBe(perView);
      await expect(host.locator('.theme-carousel__prev, .theme-carousel__next')).toHaveCount(arrows ? 2 : 0);
      await expect(host.locator('.theme-carousel__dot')).toHaveCount(dots);
    });
  }

  test('iscarousel "no" leaves the services a plain grid', async ({ page }) => {
    await page.goto(HOME);
    const host = await mounted(page, 'service-47');
    await expect(host).toHaveAttribute('data-carousel-kind', 'grid');
    await expect(host.locator('.theme-carousel__viewport, button')).toHaveCount(0);
  });

  for (const [width, expected] of [
    [1440, 4],
    [1100, 4],
    [900, 3],
    [700, 2],
    [400, 1],
  ] as const) {
    test(`the project carousel shows ${expected} items at ${width} px, before and after a resize`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(HOME);
      const host = await mounted(page, 'project-carousel-48');
      await expect(host).toHaveAttribute('data-per-view', String(expected));
      await expect.poll(() => slidesInView(host)).toBe(expected);
      // From the widest to this width after the mount: embla re-measures.
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(host).toHaveAttribute('data-per-view', '4');
      await expect.poll(() => slidesInView(host)).toBe(4);
    });
  }

  test('the carousels and their slides keep their place and size when the islands mount (no layout shift)', async ({ page, expectErrors }) => {
    // Page coordinates of every carousel and its first slides: first with the island's chunk
    // blocked (the markup as it is before any mount), then with every carousel mounted.
    const geometry = (p: Page) =>
      p.locator('.theme-carousel').evaluateAll((hosts) =>
        hosts.map((host) =>
          [host, ...Array.from(host.querySelectorAll('.theme-carousel__item, li.product')).slice(0, 3)].map((el) => {
            const box = el.getBoundingClientRect();
            return [Math.round(box.x), Math.round(box.y + window.scrollY), Math.round(box.width), Math.round(box.height)].join(',');
          }),
        ),
      );
    const mountAll = async (p: Page) => {
      for (const host of await p.locator('.theme-carousel').all()) await host.scrollIntoViewIfNeeded();
      await islandsIdle(p);
    };
    expectErrors();
    // The browser's clock stands still: running, a loaded machine let a carousel's 5 s autoplay
    // move its slides between the mount and the measure.
    await frozenClock(page);
    await page.route('**/chunks/Carousel.island-*.js', (route) => route.abort());
    await page.goto(HOME);
    await mountAll(page);
    await expect(page.locator('.theme-carousel[data-island-state="failed"]')).toHaveCount(9);
    const before = await geometry(page);
    await page.unroute('**/chunks/Carousel.island-*.js');
    await page.goto(HOME);
    await mountAll(page);
    await expect(page.locator('.theme-carousel[data-island-state="mounted"]')).toHaveCount(9);
    expect(await geometry(page)).toEqual(before);
  });

  for (const lang of ['en', 'ru'] as const) {
    test(`arrows move one slide and stop at the ends (${lang})`, async ({ page }) => {
      await page.goto(lang === 'ru' ? `/ru${HOME}` : HOME);
      const host = await mounted(page, 'project-carousel-48');
      const prev = host.getByRole('button', { name: lang === 'ru' ? 'Предыдущий слайд' : 'Previous slide' });
      const next = host.getByRole('button', { name: lang === 'ru' ? 'Следующий слайд' : 'Next slide' });
      await expect(prev).toBeDisabled();
      await next.click();
      await expect(host).toHaveAttribute('data-carousel-index', '1');
      await expect(prev).toBeEnabled();
      // 8 projects, 4 in view: the last position is 4.
      for (let i = 0; i < 5; i++) if (await next.isEnabled()) await next.click();
      await expect(host).toHaveAttribute('data-carousel-index', '4');
      await expect(next).toBeDisabled();
      await prev.click();
      await expect(host).toHaveAttribute('data-carousel-index', '3');
    });
  }

  test('dots are named buttons that go to their slide and mark the current one', async ({ page }) => {
    await page.goto('/ru/home/');
    const host = await mounted(page, 'post-44');
    const third = host.getByRole('button', { name: 'Перейти к слайду 3' });
    await third.click();
    await expect(host).toHaveAttribute('data-carousel-index', '2');
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(host.locator('.theme-carousel__dot[aria-current="true"]')).toHaveCount(1);
    // The third post is now the first one in view.
    const first = await host.locator('.theme-carousel__item').nth(2).boundingBox();
    const viewport = await host.locator('.theme-carousel__viewport').boundingBox();
    await expect.poll(async () => Math.round((await host.locator('.theme-carousel__item').nth(2).boundingBox())!.x)).toBe(Math.round(viewport!.x));
    expect(first).not.toBeNull();
  });

  test('arrow keys move the carousel when its viewport has focus', async ({ page }) => {
    await page.goto(HOME);
    const host = await mounted(page, 'partners-40');
    await host.locator('.theme-carousel__viewport').focus();
    await page.keyboard.press('ArrowRight');
    await expect(host).toHaveAttribute('data-carousel-index', '1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(host).toHaveAttribute('data-carousel-index', '1');
  });

  test('carousels are found by the markup the shortcodes print: the kind from the class, or the configuration entry keyed by the id; data-island and data-carousel override', async ({ page }) => {
    await page.goto(HOME);
    // testimonial-41: class theme-carousel--testimonial; testimonial2-42: only its entry in `testimonial2`;
    // testimonial3-43: data-island="carousel" data-carousel="testimonial3".
    for (const [id, autoplay] of [['testimonial-41', 'stopped'], ['testimonial2-42', 'running'], ['testimonial3-43', 'stopped']] as const) {
      const host = await mounted(page, id);
      await expect(host).toHaveAttribute('data-per-view', id === 'testimonial-41' ? '2' : '1');
      await page.mouse.move(0, 0);
      await expect(host).toHaveAttribute('data-autoplay', autoplay);
    }
    expect(await page.locator('#testimonial2-42').evaluate((el) => [el.className, el.hasAttribute('data-island'), el.hasAttribute('data-carousel')])).toEqual(['theme-carousel', false, false]);
  });

  test('the project gallery moves as Owl timed it: 1000 ms for autoplay and a dot, 800 ms for a swipe, each with CSS ease', async ({ page }) => {
    // The browser clock stands still from the start: running, a slow machine could let the 5 s
    // autoplay turn the gallery before the test has its listener in place.
    await frozenClock(page);
    await page.goto('/projects/riga-port-terminal/');
    const host = await mounted(page, 'project-gallery-300');
    // Each slide is a CSS transition of the track; record each one as it starts, with its timing.
    await host.locator('.theme-carousel__track').evaluate((track) => {
      (window as unknown as { __moves: string[] }).__moves = [];
      track.addEventListener('transitionrun', () => {
        const style = getComputedStyle(track);
        (window as unknown as { __moves: string[] }).__moves.push(`${style.transitionDuration} ${style.transitionTimingFunction}`);
      });
    });
    const moves = () => page.evaluate(() => (window as unknown as { __moves: string[] }).__moves);
    // Leaving the gallery restarts its 5 s autoplay.
    await host.hover();
    await expect(host).toHaveAttribute('data-autoplay', 'stopped');
    await page.mouse.move(0, 0);
    await expect(host).toHaveAttribute('data-autoplay', 'running');
    await expect(host).toHaveAttribute('data-carousel-index', '0');
    await page.clock.runFor(4900);
    await expect(host).toHaveAttribute('data-carousel-index', '0');
    // Past 5 s, and a frame or two for the carousel to draw the move.
    await page.clock.runFor(200);
    await expect(host).toHaveAttribute('data-carousel-index', '1');
    await expect.poll(moves).toEqual(['1s ease']);
    await host.locator('.theme-carousel__dot').nth(2).click();
    await page.clock.runFor(50);
    await expect(host).toHaveAttribute('data-carousel-index', '2');
    await expect.poll(moves).toEqual(['1s ease', '1s ease']);
    const box = (await host.locator('.theme-carousel__viewport').boundingBox())!;
    await page.mouse.move(box.x + 300, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 450, box.y + 100, { steps: 4 });
    await page.mouse.up();
    await page.clock.runFor(50);
    await expect(host).toHaveAttribute('data-carousel-index', '1');
    await expect.poll(moves).toEqual(['1s ease', '1s ease', '0.8s ease']);
  });

  test('a swipe of 75 px or more turns one slide; a shorter one does not, nor does it follow a link', async ({ page }) => {
    await page.goto(HOME);
    const host = await mounted(page, 'project-carousel-48');
    const box = (await host.locator('.theme-carousel__viewport').boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move((from + to) / 2, y, { steps: 3 });
      await page.mouse.move(to, y, { steps: 3 });
      await page.mouse.up();
    };
    const indexes = await recordIndexes(host);
    await drag(box.x + 300, box.x + 250);
    await expect(host).toHaveAttribute('data-carousel-index', '0');
    await drag(box.x + 300, box.x + 190);
    await expect(host).toHaveAttribute('data-carousel-index', '1');
    await drag(box.x + 190, box.x + 300);
    await expect(host).toHaveAttribute('data-carousel-index', '0');
    // The short drag moved nothing, then or later: the only moves are the two long drags'.
    expect(await indexes()).toEqual(['1', '0']);
    expect(new URL(page.url()).pathname).toBe(HOME);
  });

  test('no time limit on a swipe (TouchSwipe has none): a press held still is nothing, held and then dragged 110 px it turns a slide', async ({ page }) => {
    await page.goto(HOME);
    const host = await mounted(page, 'project-carousel-48');
    const box = (await host.locator('.theme-carousel__viewport').boundingBox())!;
    const y = box.y + box.height / 2;
    const indexes = await recordIndexes(host);
    // The events carry their own times: a long tap (held 600 ms, over 500), then a press held
    // 600 ms and dragged 110 px over 40 ms.
    const mouse = await timedMouse(page);
    await mouse.down(box.x + 300, y, 0);
    await mouse.up(box.x + 300, y, 600);
    await mouse.down(box.x + 300, y, 1_000);
    for (const [i, x] of [270, 240, 210, 190].entries()) await mouse.move(box.x + x, y, 1_600 + i * 10);
    await mouse.up(box.x + 190, y, 1_640);
    await expect(host).toHaveAttribute('data-carousel-index', '1');
    // The long tap moved nothing: the only move is the drag's.
    expect(await indexes()).toEqual(['1']);
    expect(new URL(page.url()).pathname).toBe(HOME);
  });

  test('autoplay turns a slide every 3000 ms as configured, and pauses on hover and on focus', async ({ page }) => {
    await page.clock.install();
    await page.goto(HOME);
    // The home page's slider reaches its YouTube slide within the 12 s this test runs the clock
    // for, and gives the API 5 s of that clock to load: a jump of the clock is instant, the
    // script's load is not. The API is loaded first, as a site whose theme already loads it.
    await page.addScriptTag({ url: '/standins/youtube-iframe-api.js' });
    await page.waitForFunction(() => typeof (window as unknown as { YT?: { Player?: unknown } }).YT?.Player === 'function');
    const host = await mounted(page, 'testimonial2-42');
    const start = await autoplayFromFrozenClock(page, host);
    // Four slides, one in view: the next one, back to the first after the last.
    const after = (turns: number) => String((start + turns) % 4);
    await page.clock.runFor(2900);
    await expect(host).toHaveAttribute('data-carousel-index', after(0));
    // Past 3 s, and a frame or two for the carousel to draw the move.
    await page.clock.runFor(200);
    await expect(host).toHaveAttribute('data-carousel-index', after(1));
    // The next 3 s count from that change, 100 ms ago.
    await page.clock.runFor(2800);
    await expect(host).toHaveAttribute('data-carousel-index', after(1));
    await page.clock.runFor(200);
    await expect(host).toHaveAttribute('data-carousel-index', after(2));
    await expect(host.locator('.theme-carousel__track')).toHaveAttribute('aria-live', 'off');

    await host.hover();
    await expect(host).toHaveAttribute('data-autoplay', 'stopped');
    await expect(host.locator('.theme-carousel__track')).toHaveAttribute('aria-live', 'polite');
    // Well past a turn: none comes while the pointer is over it.
    await page.clock.runFor(6000);
    await expect(host).toHaveAttribute('data-carousel-index', after(2));

    await page.mouse.move(0, 0);
    await expect(host).toHaveAttribute('data-autoplay', 'running');
    await host.locator('.theme-carousel__dot').first().focus();
    await expect(host).toHaveAttribute('data-autoplay', 'stopped');
  });

  test('under reduced motion nothing plays on its own', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(HOME);
    const host = await mounted(page, 'testimonial2-42');
    await page.mouse.move(0, 0);
    await expect(host).toHaveAttribute('data-autoplay', 'stopped');
    // Two of its 3 s turns and more, on the browser's clock: none comes.
    await page.clock.runFor(7000);
    await expect(host).toHaveAttribute('data-carousel-index', '0');
  });

  test('an unmounted carousel is the server markup again, slides and all', async ({ page }) => {
    await page.goto(HOME);
    const host = page.locator('#project-carousel-48');
    await islandsIdle(page);
    const before = await host.evaluate((el) => el.outerHTML.replace(' data-island-state="pending"', ''));
    await mounted(page, 'project-carousel-48');
    await host.getByRole('button', { name: 'Next slide' }).click();
    const slide = await host.locator('.theme-carousel__item').first().elementHandle();
    await host.evaluate((el) => window.themeIslands!.unmount(el));
    expect(await host.evaluate((el) => el.outerHTML)).toBe(before);
    // The very same slide node: moved, never re-rendered.
    expect(await slide!.evaluate((el) => el.isConnected && el.closest('#project-carousel-48') !== null)).toBe(true);
  });

  test('bad markup fails only its own carousel, with one error each; a bad configuration gives the defaults', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.goto(`${HOME}?variant=bad-carousel`);
    for (const id of ['broken-kind', 'broken-track', 'broken-no-kind']) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await expect(page.locator(`#${id}`)).toHaveAttribute('data-island-state', 'failed');
    }
    const post = await mounted(page, 'post-44');
    await expect(post).toHaveAttribute('data-per-view', '3');
    await islandsIdle(page);
    expect(problems.errors.filter((text) => text.includes('island "carousel"'))).toEqual([
      expect.stringContaining('div#broken-kind'),
      expect.stringContaining('div#broken-track'),
      expect.stringMatching(/div#broken-no-kind.*no carousel kind/),
    ]);
    expect(problems.errors).toHaveLength(3);
    await expect(page.locator('#broken-track p')).toHaveText('No track');
  });

  test('the carousels have no serious accessibility violation once mounted', async ({ page }) => {
    await page.goto('/ru/home/');
    for (const id of ['partners-40', 'testimonial-41', 'post-44', 'product-45', 'project-carousel-48']) await mounted(page, id);
    await islandsIdle(page);
    await expectAccessible(page);
  });

  test('related products on the product page: 3 items, arrows, no dots', async ({ page }) => {
    await page.goto('/product/hydraulic-oil-hlp-46/');
    const host = page.locator('section.related.products');
    await host.scrollIntoViewIfNeeded();
    // Drawn at load by the product page's preparations (it has no autoplay): React and embla wait
    // for the first touch. The preparations are a chunk, so the frame is read once the start,
    // which waits for them, has ended: read at once, a loaded machine saw the markup undrawn.
    await islandsIdle(page);
    await expect(host).toHaveAttribute('data-island-state', 'pending');
    const drawn = await host.evaluate((el) => el.outerHTML);
    await expect(host).toHaveAttribute('data-per-view', '3');
    await expect(host.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(host.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await expect(host.locator('.theme-carousel__dot')).toHaveCount(0);
    expect(await slidesInView(host)).toBe(3);
    // A region named by its heading, as a screen reader lists the page's regions.
    await expect(page.getByRole('region', { name: 'Related products', exact: true })).toHaveAttribute('aria-roledescription', 'carousel');
    await expectAccessible(page, 'section.related.products');
    // The view, at the first touch, renders what the entry drew (three products: no next slide).
    await expect(host.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    await wake(host);
    const now = () => host.evaluate((el) => el.outerHTML.replace(' data-island-state="mounted"', ' data-island-state="pending"').replace(' style="transform: translate3d(0px, 0px, 0px);"', ''));
    // The same markup, but for embla's transform of the track at rest.
    await expect.poll(now).toBe(drawn);
  });

  for (const lang of ['en', 'ru'] as const) {
    test(`the single project gallery: one photo at a time, dots, no arrows, autoplay every 5 s (${lang})`, async ({ page }) => {
      // On the browser clock, stopped from the start: in real time a loaded machine's waits ate
      // into the 5 s before the test measured them (the clean-clone CI saw it turn too soon).
      await frozenClock(page);
      await page.goto(`${lang === 'ru' ? '/ru' : ''}/projects/riga-port-terminal/`);
      const host = await mounted(page, 'project-gallery-300');
      await page.mouse.move(0, 0);
      await expect(host).toHaveAttribute('data-per-view', '1');
      expect(await slidesInView(host)).toBe(1);
      await expect(host.locator('button:not(.theme-carousel__dot)')).toHaveCount(0);
      await expect(host.locator('.theme-carousel__dot')).toHaveCount(3);
      await expect(host.locator('.theme-carousel__item').first()).toHaveAttribute('aria-label', lang === 'ru' ? '1 из 3' : '1 of 3');
      await expect(host).toHaveAttribute('data-autoplay', 'running');
      await page.clock.runFor(4900);
      await expect(host).toHaveAttribute('data-carousel-index', '0');
      // Past 5 s, and a frame or two for the carousel to draw the move.
      await page.clock.runFor(200);
      await expect(host).toHaveAttribute('data-carousel-index', '1');
      // axe-core waits on timers of its own.
      await page.clock.resume();
      await expectAccessible(page);
    });
  }
});
