import type { Page } from '@playwright/test';
import { expect, expectAccessible, islandsIdle, pathsRequested, test } from '../../tests/support/test.ts';
import { chromeReady, scrollToY } from './chrome-page.ts';
import { pauseClockAhead } from '../../tests/support/frozen-clock.ts';

const header = (page: Page) => page.locator('.site-header');

/**
 * Clicks with the browser clock paused, then runs it on 50 ms at a time: the scroll position
 * after each step, 350 ms in, and where it settles. The page must have been loaded after
 * `page.clock.install()`, so the animation's frames follow the test's clock, not a busy machine.
 */
async function clickAndScroll(page: Page, selector: string, nth: number): Promise<{ path: number[]; early: number; final: number }> {
  await pauseClockAhead(page, 1000);
  await page.locator(selector).nth(nth).click();
  const path: number[] = [];
  // The longest animation is 1,600 ms (800 ms and 800 ms more for a whole page's length).
  for (let time = 50; time <= 2000; time += 50) {
    await page.clock.runFor(50);
    path.push(await page.evaluate(() => window.scrollY));
  }
  return { path, early: path[350 / 50 - 1]!, final: Math.round(path.at(-1)!) };
}

/**
 * Records, for every click from now on, whether a script took it (`defaultPrevented`): read from
 * a listener on the window, which runs after the page's own on the document.
 */
const recordPrevented = (page: Page) =>
  page.evaluate(() => window.addEventListener('click', (event) => Object.assign(window, { lastClickPrevented: event.defaultPrevented })));
const lastClickPrevented = (page: Page) => page.evaluate(() => (window as unknown as { lastClickPrevented?: boolean }).lastClickPrevented);

/** Where Page Scroll to id ends for an element: its top, clamped to the page end. */
const endFor = (page: Page, id: string) =>
  page.evaluate(
    (target) =>
      Math.min(
        Math.round(document.getElementById(target)!.getBoundingClientRect().top + window.scrollY),
        document.documentElement.scrollHeight - window.innerHeight,
      ),
    id,
  );

test.describe('site chrome: sticky header @chrome', () => {
  for (const path of ['/home/', '/ru/services/']) {
    test(`${path} at 1440 px: minimized only past the contact strip and top bar (84 px), with no jump`, async ({ page }) => {
      await page.goto(path);
      await chromeReady(page);
      const contentTop = () => page.evaluate(() => document.querySelector('#content')!.getBoundingClientRect().top + window.scrollY);
      const before = await contentTop();
      await scrollToY(page, 84);
      await expect(header(page)).not.toHaveClass(/\bminimized\b/);
      await scrollToY(page, 85);
      await expect(header(page)).toHaveClass(/\bminimized\b/);
      await expect(page.locator('.main-header')).toHaveCSS('position', 'fixed');
      await expect(page.locator('.main-header')).toHaveCSS('top', '0px');
      expect(await contentTop()).toBe(before);
      await scrollToY(page, 10);
      await expect(header(page)).not.toHaveClass(/\bminimized\b/);
    });
  }

  for (const width of [1200, 375]) {
    test(`at ${width} px only the top bar counts (44 px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/services/');
      await chromeReady(page);
      await scrollToY(page, 44);
      await expect(header(page)).not.toHaveClass(/\bminimized\b/);
      await scrollToY(page, 45);
      await expect(header(page)).toHaveClass(/\bminimized\b/);
    });
  }

  test('at 375 px with the top bar hidden on mobile, any scroll minimizes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/ru/home/?variant=topbar-hidden-mobile');
    await chromeReady(page);
    await expect(header(page)).not.toHaveClass(/\bminimized\b/);
    await scrollToY(page, 1);
    await expect(header(page)).toHaveClass(/\bminimized\b/);
  });

  test('at 1201 px the contact strip counts again after a resize', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/services/');
    await chromeReady(page);
    await page.setViewportSize({ width: 1201, height: 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await scrollToY(page, 84);
    await expect(header(page)).not.toHaveClass(/\bminimized\b/);
    await scrollToY(page, 85);
    await expect(header(page)).toHaveClass(/\bminimized\b/);
  });

  test('admin bar: the minimized header sits below it', async ({ page }) => {
    await page.goto('/services/?variant=admin-bar');
    await chromeReady(page);
    await scrollToY(page, 200);
    await expect(page.locator('.main-header')).toHaveCSS('top', '32px');
  });

  for (const [variant, top] of [
    ['transparent-header', '10px'],
    ['transparent-admin-bar', '42px'],
  ] as const) {
    test(`transparent header (${variant}): top offset ${top}`, async ({ page }) => {
      await page.goto(`/services/?variant=${variant}`);
      await chromeReady(page);
      await expect(header(page)).toHaveCSS('top', top);
      await expectAccessible(page);
    });
  }
});

test.describe('site chrome: scroll to top @chrome', () => {
  test('appears past one window height (its scroll to the top: chrome-timings.spec.ts)', async ({ page }) => {
    await page.goto('/home/');
    await chromeReady(page);
    const button = page.locator('.scroll-to-top');
    await expect(button).toBeHidden();
    await scrollToY(page, 900);
    await expect(button).not.toHaveClass(/\bshow\b/);
    await scrollToY(page, 901);
    await expect(button).toHaveClass(/\bshow\b/);
    await expect(button).toBeVisible();
  });
});

test.describe('site chrome: anchor links @chrome', () => {
  for (const path of ['/services/', '/ru/services/']) {
    test(`${path}: a same-page link scrolls smoothly to its target, with the plugin's classes`, async ({ page }) => {
      await page.clock.install();
      await page.goto(path);
      await chromeReady(page);
      const link = page.locator('.jump-nav a').nth(1); // "/services/#delivery" form
      expect(await link.getAttribute('href')).toBe(`${path}#delivery`);
      const targetTop = await endFor(page, 'delivery');
      const { early, final } = await clickAndScroll(page, '.jump-nav a', 1);
      expect(final).toBe(targetTop);
      // easeInOutQuint over 800 ms and more: 350 ms in, the page has moved, but not half the way.
      expect(early).toBeGreaterThan(0);
      expect(early).toBeLessThan(targetTop / 2);
      await expect(link).toHaveClass(/\bmPS2id-clicked\b/);
      await expect(page.locator('#delivery')).toHaveClass(/\bmPS2id-target\b/);
      await expect(link).toHaveClass(/\bmPS2id-highlight\b/);
      await expect(page.locator('.mPS2id-clicked')).toHaveCount(1);
      expect(new URL(page.url()).hash).toBe('');

      await page.locator('.jump-nav a').nth(3).click();
      await expect(page.locator('.jump-nav a').nth(3)).toHaveClass(/\bmPS2id-clicked\b/);
      await expect(page.locator('.mPS2id-clicked')).toHaveCount(1);
    });
  }

  test("Page Scroll to id's printed settings and a link's own are honoured: offset, speed, easeInOutQuint (browser clock)", async ({ page }) => {
    // wp_localize_script prints strings; offset 100, 400 ms whatever the distance.
    await page.addInitScript(() =>
      Object.assign(window, { mPS2id_params: { instances: { mPS2id_instance_0: { scrollSpeed: '400', autoScrollSpeed: 'false', offset: '100', pageEndSmoothScroll: 'true' } }, total_instances: '1' } }),
    );
    await page.clock.install();
    await page.goto('/services/');
    await chromeReady(page);
    const to = (await endFor(page, 'delivery')) - 100;
    expect(to).toBeGreaterThan(300);
    // From here the page's time moves only when the test says.
    await pauseClockAhead(page, 1000);
    await page.locator('.jump-nav a').nth(1).click();
    const y = () => page.evaluate(() => window.scrollY);
    // The first frame after the click starts the animation; a frame is 16 ms, so each sample is
    // within a frame of its time. easeInOutQuint starts slowly: 1/4 of the way in time is under
    // 4% of the way (linear would be 25%), 1/2 in time is about half the way.
    await page.clock.runFor(116);
    expect((await y()) / to).toBeGreaterThan(0.004);
    expect((await y()) / to).toBeLessThan(0.04);
    await page.clock.runFor(100);
    expect((await y()) / to).toBeGreaterThan(0.33);
    expect((await y()) / to).toBeLessThan(0.67);
    await page.clock.runFor(220);
    expect(await y()).toBe(to);
    // A link's own: data-ps2id-offset (and a ps2id-speed-{ms} class) win over the printed settings.
    await page.evaluate(() => {
      const link = document.querySelectorAll('.jump-nav a')[0]!;
      link.setAttribute('data-ps2id-offset', '0');
      link.classList.add('ps2id-speed-200');
      window.scrollTo(0, 0);
    });
    const firstTo = await page.evaluate(() => {
      const href = document.querySelectorAll('.jump-nav a')[0]!.getAttribute('href')!;
      const target = document.getElementById(href.slice(href.indexOf('#') + 1))!;
      return Math.min(Math.round(target.getBoundingClientRect().top + window.scrollY), document.documentElement.scrollHeight - window.innerHeight);
    });
    await page.locator('.jump-nav a').nth(0).click();
    await page.clock.runFor(240);
    expect(await y()).toBe(firstTo);
  });

  test("Page Scroll to id's printed link settings: its selector, its exclusions and appendHash", async ({ page }) => {
    // A site that takes only its jump menu, leaves its last entry to the browser, and writes the
    // hash (and leaves phones' links alone: disablePluginBelow 600, under this window's width).
    await page.clock.install();
    await page.goto('/services/?variant=page-scroll-own-links');
    await chromeReady(page);
    await recordPrevented(page);
    const historyBefore = await page.evaluate(() => history.length);
    // A link the selector takes scrolls smoothly, and the address gets its hash as it starts.
    // (Not the menu's /services/#delivery: this page's address has a query string.)
    const { early, final } = await clickAndScroll(page, '.jump-nav a', 2);
    expect(await lastClickPrevented(page)).toBe(true);
    expect(final).toBe(await endFor(page, 'training'));
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(final / 2);
    expect(await page.evaluate(() => [location.hash, history.length])).toEqual(['#training', historyBefore + 1]);
    await expect(page.locator('.jump-nav a').nth(2)).toHaveClass(/\bmPS2id-clicked\b/);
    // A same-page link outside the selector, and the excluded one: the browser's own jump.
    for (const link of [page.locator('a.back-link'), page.locator('.jump-nav li:last-child a')]) {
      await link.click();
      expect(await lastClickPrevented(page)).toBe(false);
      await expect(link).not.toHaveClass(/\bmPS2id-clicked\b/);
    }
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#certificates'); // the browser's fragment navigation follows the click
    // Nor are they highlighted: the back link's target is current, only the menu's link to it is.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(100);
    await expect(page.locator('#oil-analysis')).toHaveClass(/\bmPS2id-target\b/);
    await expect(page.locator('.jump-nav a').nth(0)).toHaveClass(/\bmPS2id-highlight\b/);
    await expect(page.locator('a.back-link')).not.toHaveClass(/\bmPS2id-highlight\b/);
  });

  test("Page Scroll to id's disablePluginBelow: in a narrower window the links jump and nothing is highlighted", async ({ page }) => {
    await page.addInitScript(() =>
      Object.assign(window, { mPS2id_params: { instances: { mPS2id_instance_0: { disablePluginBelow: '1000' } }, total_instances: '1' } }),
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/services/');
    await chromeReady(page);
    await recordPrevented(page);
    const link = page.locator('.jump-nav a').nth(1);
    await link.click();
    expect(await lastClickPrevented(page)).toBe(true);
    await expect(link).toHaveClass(/\bmPS2id-clicked\b/);
    await expect(page.locator('.mPS2id-target')).not.toHaveCount(0);
    // At 1000 px and under, the plugin's classes go and a click is the browser's.
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(page.locator('.mPS2id-target, .mPS2id-highlight, .mPS2id-clicked')).toHaveCount(0);
    await page.locator('.jump-nav a').nth(3).click();
    expect(await lastClickPrevented(page)).toBe(false);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#certificates'); // the browser's fragment navigation follows the click
    await expect(page.locator('.mPS2id-clicked')).toHaveCount(0);
    // Wider again: the plugin's again.
    await page.setViewportSize({ width: 1001, height: 900 });
    await expect(page.locator('.mPS2id-target')).not.toHaveCount(0);
    await page.locator('.jump-nav a').nth(0).click();
    expect(await lastClickPrevented(page)).toBe(true);
  });

  test("a printed selector the browser cannot parse: one console error naming it, and the default links still scroll", async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.addInitScript(() =>
      Object.assign(window, { mPS2id_params: { instances: { mPS2id_instance_0: { selector: "a[href*='#'" + ')' } }, total_instances: '1' } }),
    );
    await page.goto('/services/');
    await chromeReady(page);
    await recordPrevented(page);
    await page.locator('.jump-nav a').nth(1).click();
    expect(await lastClickPrevented(page)).toBe(true);
    await expect(page.locator('.jump-nav a').nth(1)).toHaveClass(/\bmPS2id-clicked\b/);
    expect(problems.errors).toEqual([`[theme] site-chrome: Page Scroll to id's selector "a[href*='#')" is not a selector; using the default`]);
  });

  test("the chunk that reads a page's own link settings does not load: one console error naming the site chrome; the links jump as plain links, the rest of the chrome works", async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.route('**/chunks/page-scroll-links-*.js', (route) => route.abort());
    await page.addInitScript(() =>
      Object.assign(window, { mPS2id_params: { instances: { mPS2id_instance_0: { selector: '.jump-nav a' } }, total_instances: '1' } }),
    );
    await page.goto('/services/');
    await chromeReady(page);
    await expect.poll(() => problems.errors.filter((text) => text.includes('island "site-chrome" failed'))).toHaveLength(1);
    await recordPrevented(page);
    await page.locator('.jump-nav a').nth(3).click();
    expect(await lastClickPrevented(page)).toBe(false);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#certificates'); // the browser's fragment navigation follows the click
    await expect(page.locator('.mPS2id-clicked, .mPS2id-target')).toHaveCount(0);
    // The sticky header, from the same chunk, still follows the scroll.
    await expect(header(page)).toHaveClass(/\bminimized\b/);
  });

  test('a target near the page end: the scroll stops smoothly at the end', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1400 });
    await page.clock.install();
    await page.goto('/services/');
    await chromeReady(page);
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(await endFor(page, 'certificates')).toBe(end); // the fixture puts it within the last screen
    const { path, early, final } = await clickAndScroll(page, '.jump-nav a', 3);
    expect(final).toBe(end);
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(end);
    // Smoothly: only forward, never past the end, and slowing down into it (easeInOutQuint).
    const steps = path.map((y, i) => y - (path[i - 1] ?? 0));
    expect(steps.every((step) => step >= 0)).toBe(true);
    expect(Math.max(...path)).toBeLessThanOrEqual(end);
    const moving = steps.filter((step) => step > 0);
    expect(moving.at(-1)!).toBeLessThan(Math.max(...moving) / 4);
    await expect(page.locator('#certificates')).toHaveClass(/\bmPS2id-target\b/);
  });

  test('tab, toggle and slide links are left to the browser and their own scripts', async ({ page }) => {
    await page.goto('/services/');
    await chromeReady(page);
    await page.locator('.excluded-links a[data-toggle]').click();
    await expect(page).toHaveURL(/#delivery$/);
    await expect(page.locator('.mPS2id-clicked')).toHaveCount(0);
    await page.locator('.excluded-links a[href="#tab-description"]').click();
    await expect(page).toHaveURL(/#tab-description$/);
    await expect(page.locator('.mPS2id-clicked')).toHaveCount(0);
    // A slide link (a carousel's own control, `a[data-slide]`): the browser's jump, not ours.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.excluded-links a[data-slide]').click();
    await expect(page).toHaveURL(/#delivery$/);
    await expect(page.locator('.mPS2id-clicked')).toHaveCount(0);
  });

  test('a hash in the address on load scrolls there after load, and is kept', async ({ page }) => {
    await page.goto('/ru/services/#certificates');
    await chromeReady(page);
    const targetTop = () => page.evaluate(() => Math.round(document.getElementById('certificates')!.getBoundingClientRect().top + window.scrollY));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.min(await targetTop(), await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)));
    await expect(page).toHaveURL(/#certificates$/);
  });

  test('reduced motion: the anchor scroll jumps', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/services/');
    await chromeReady(page);
    await page.locator('.jump-nav a').nth(2).click();
    const targetTop = await page.evaluate(() => Math.round(document.getElementById('training')!.getBoundingClientRect().top + window.scrollY));
    expect(await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(Math.round(window.scrollY))))))).toBe(targetTop);
  });
});

type PageScrollWindow = Window & {
  jQuery: ((selector: string) => { mPageScroll2id(...args: unknown[]): unknown; eq(i: number): unknown }) & { mPageScroll2id(...args: unknown[]): unknown };
  themePageScroll: { atReady: string; methodAtReady: string; early: unknown };
};

/** The page's scroll position once the next frames have run (the reduced-motion scroll is one frame). */
const settledY = (page: Page) => page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(Math.round(window.scrollY))))));

/** Where an element's top is on the page, less `offset`, clamped to the page end, as the plugin aims. */
const aimFor = (page: Page, id: string, offset = 0) =>
  page.evaluate(
    ([target, above]) =>
      Math.min(Math.round(document.getElementById(target)!.getBoundingClientRect().top + window.scrollY) - above, document.documentElement.scrollHeight - window.innerHeight),
    [id, offset] as const,
  );

// Theme code written for Page Scroll to id calls its API: `$.mPageScroll2id('scrollTo', id, …)`,
// 'destroy', `$(…).mPageScroll2id()`. With the plugin's script replaced, the stand-in printed in
// its place (after jQuery) gives it from there; the site chrome's chunk makes the calls.
test.describe("site chrome: Page Scroll to id's API for theme code @chrome", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test("the API's own chunk is fetched only where jQuery is: theme code written for the plugin needs it", async ({ page }) => {
    const fetched = pathsRequested(page, '/page-scroll-plugin-');
    await page.goto('/services/');
    await chromeReady(page);
    expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
    expect(fetched).toEqual([]);
    await page.goto('/services/?variant=page-scroll-theme-api');
    await chromeReady(page);
    await expect.poll(() => fetched.length).toBe(1);
  });

  test("the API's chunk does not load: one console error naming the site chrome; the anchor links still scroll", async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.route('**/chunks/page-scroll-plugin-*.js', (route) => route.abort());
    await page.goto('/services/?variant=page-scroll-theme-api');
    await chromeReady(page);
    await expect.poll(() => problems.errors.filter((text) => text.includes('island "site-chrome" failed'))).toHaveLength(1);
    await page.locator('.jump-nav a').nth(3).click();
    await expect.poll(() => settledY(page)).toBe(await aimFor(page, 'certificates'));
  });

  test("a call at jQuery's ready, before the chunk has started, is kept and made: the page comes to the section less the given offset", async ({ page }) => {
    await page.goto('/services/?variant=page-scroll-theme-api');
    await chromeReady(page);
    // The stand-in, in the plugin script's place: after jQuery, before the theme's script.
    const scripts = await page.evaluate(() => Array.from(document.scripts, (script) => script.id));
    const standIn = scripts.indexOf('page-scroll-to-id-plugin-script-js');
    expect(await page.locator('#page-scroll-to-id-plugin-script-js').getAttribute('src')).toMatch(/stand-ins\/page-scroll-to-id-plugin-script\.js\?ver=/);
    expect(standIn).toBeGreaterThan(scripts.indexOf('jquery-core-js'));
    expect(scripts.indexOf('jquery-core-js')).toBeGreaterThan(-1);
    expect(standIn).toBeLessThan(scripts.indexOf('theme-page-scroll-js'));
    await expect.poll(() => settledY(page)).toBe(await aimFor(page, 'training', 40));
    // At ready the API was the stand-in's; the chunk's has replaced it since.
    expect(await page.evaluate(() => ({ ...(window as unknown as PageScrollWindow).themePageScroll, early: undefined }))).toEqual({ atReady: 'function', methodAtReady: 'function', early: undefined });
    expect(await page.evaluate(() => (window as unknown as PageScrollWindow).themePageScroll.early !== (window as unknown as PageScrollWindow).jQuery.mPageScroll2id)).toBe(true);
    // Without jQuery on the page, no stand-in is printed.
    const plain = await (await page.request.get('/services/?variant=page-scroll-params')).text();
    expect(plain).toContain('var mPS2id_params');
    expect(plain).not.toContain('page-scroll-to-id-plugin-script.js');
  });

  test("scrollTo's options: the link it names as clicked, an offset given as a function, a selector or a jQuery set; the method form; another page's address or a missing id move nothing", async ({ page }) => {
    await page.goto('/services/?variant=page-scroll-theme-api');
    await chromeReady(page);
    await expect.poll(() => settledY(page)).toBe(await aimFor(page, 'training', 40));
    await page.evaluate(() => {
      const $ = (window as unknown as PageScrollWindow).jQuery;
      $.mPageScroll2id('scrollTo', '#delivery', { clicked: $('.jump-nav a').eq(1), offset: () => 25 });
    });
    expect(await settledY(page)).toBe(await aimFor(page, 'delivery', 25));
    await expect(page.locator('.jump-nav a').nth(1)).toHaveClass(/\bmPS2id-clicked\b/);
    await expect(page.locator('.mPS2id-clicked')).toHaveCount(1);

    const navHeight = await page.locator('.jump-nav').evaluate((nav) => (nav as HTMLElement).offsetHeight);
    expect(navHeight).toBeGreaterThan(0);
    await page.evaluate(() => (window as unknown as PageScrollWindow).jQuery.mPageScroll2id('scrollTo', 'oil-analysis', { offset: '.jump-nav' }));
    expect(await settledY(page)).toBe(await aimFor(page, 'oil-analysis', navHeight));
    await page.evaluate(() => {
      const $ = (window as unknown as PageScrollWindow).jQuery;
      $.mPageScroll2id('scrollTo', 'training', { offset: $('.jump-nav') });
    });
    expect(await settledY(page)).toBe(await aimFor(page, 'training', navHeight));
    await page.evaluate(() => (window as unknown as PageScrollWindow).jQuery('.jump-nav a').mPageScroll2id('scrollTo', 'certificates'));
    expect(await settledY(page)).toBe(await aimFor(page, 'certificates'));

    const before = await settledY(page);
    await page.evaluate(() => {
      const { mPageScroll2id } = (window as unknown as PageScrollWindow).jQuery;
      mPageScroll2id('scrollTo', '/other/#delivery');
      mPageScroll2id('scrollTo', 'missing');
      mPageScroll2id('scrollTo', '');
    });
    expect(await settledY(page)).toBe(before);
  });

  test("destroy gives the anchor links back to the browser and takes the plugin's classes away; its init takes them again", async ({ page }) => {
    await page.goto('/services/?variant=page-scroll-theme-api');
    await chromeReady(page);
    await expect(page.locator('.mPS2id-target')).not.toHaveCount(0);
    await page.evaluate(() => (window as unknown as PageScrollWindow).jQuery.mPageScroll2id('destroy'));
    await expect(page.locator('.mPS2id-clicked, .mPS2id-target, .mPS2id-highlight')).toHaveCount(0);
    // A "#oil-analysis" link (the page's address has a query string, so the "/services/#…" form
    // is another page's).
    await page.locator('.jump-nav a').nth(0).click();
    await expect(page).toHaveURL(/\?variant=page-scroll-theme-api#oil-analysis$/);
    await scrollToY(page, 0);
    await scrollToY(page, await aimFor(page, 'delivery'));
    await expect(page.locator('.mPS2id-clicked, .mPS2id-target, .mPS2id-highlight')).toHaveCount(0);

    await page.evaluate(() => (window as unknown as PageScrollWindow).jQuery('.jump-nav a').mPageScroll2id());
    await expect(page.locator('.mPS2id-target')).not.toHaveCount(0);
    await page.locator('.jump-nav a').nth(2).click();
    await expect(page.locator('.jump-nav a').nth(2)).toHaveClass(/\bmPS2id-clicked\b/);
    expect(await settledY(page)).toBe(await aimFor(page, 'training'));
    await expect(page).toHaveURL(/#oil-analysis$/);
  });

  test('a method the plugin does not have is a console error naming the site chrome; the API still works', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.goto('/services/?variant=page-scroll-theme-api');
    await chromeReady(page);
    await page.evaluate(() => (window as unknown as PageScrollWindow).jQuery.mPageScroll2id('update'));
    expect(problems.errors).toEqual(['[theme] site-chrome: $.mPageScroll2id has no method "update"']);
    await page.evaluate(() => (window as unknown as PageScrollWindow).jQuery.mPageScroll2id('scrollTo', 'oil-analysis'));
    expect(await settledY(page)).toBe(await aimFor(page, 'oil-analysis'));
  });
});

// What Page Scroll to id does at load (reference § 4.2), on /services/?variant=page-scroll-at-load:
// a row given its id by a `ps2id-id-faq` class, a second link to #certificates with its own
// `data-ps2id-offset="60"`, and a `.ps2id-auto-scroll` section, #quote. Under reduced motion each
// scroll is one frame, so the tests wait on where the page comes to rest.
test.describe('site chrome: Page Scroll to id at load @chrome', () => {
  const AT_LOAD = '/services/?variant=page-scroll-at-load';
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('a hash naming an id a ps2id-id- class gives: the row gets the id, the page comes to it, and it and its link are highlighted', async ({ page }) => {
    await page.goto(`${AT_LOAD}#faq`);
    await chromeReady(page);
    const row = page.locator('.vc_row.ps2id-id-faq');
    await expect(row).toHaveAttribute('id', 'faq');
    // The browser found no #faq while it parsed the page; the page comes there once it has loaded.
    await expect.poll(() => settledY(page)).toBe(await aimFor(page, 'faq'));
    expect(await settledY(page)).toBeGreaterThan(500);
    await expect(row).toHaveClass(/\bmPS2id-target\b/);
    await expect(page.locator('.load-links a[href="#faq"]')).toHaveClass(/\bmPS2id-highlight\b/);
    await expect(page).toHaveURL(/#faq$/);
  });

  test("a hash with a link that has its own data-ps2id-offset: the page comes 60 px above the section, as that link's click takes it", async ({ page }) => {
    await page.goto(`/ru${AT_LOAD}#certificates`);
    await chromeReady(page);
    await expect.poll(() => settledY(page)).toBe(await aimFor(page, 'certificates', 60));
    await expect(page.locator('.offset-link')).toHaveClass(/\bmPS2id-clicked\b/);
    await expect(page.locator('.mPS2id-clicked')).toHaveCount(1);
  });

  test('no hash: the page scrolls to the ps2id-auto-scroll section; a page without one, or without a hash, does not fetch the scroll at load', async ({ page }) => {
    const fetched = pathsRequested(page, '/scroll-on-load-');
    await page.goto(AT_LOAD);
    await chromeReady(page);
    await expect.poll(() => settledY(page)).toBe(await aimFor(page, 'quote'));
    expect(await settledY(page)).toBeGreaterThan(500);
    expect(fetched).toHaveLength(1);

    fetched.length = 0;
    await page.goto('/services/');
    await chromeReady(page);
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(await settledY(page)).toBe(0);
    expect(fetched).toEqual([]);
  });

  test('a malformed hash names nothing: no error, the page stays at the top, its links still scroll', async ({ page }) => {
    await page.goto(`${AT_LOAD}#%E0%A4%A`);
    await chromeReady(page);
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(await settledY(page)).toBe(0);
    await page.locator('.load-links a[href="#faq"]').click();
    await expect.poll(() => settledY(page)).toBe(await aimFor(page, 'faq'));
  });

  test("the scroll at load's chunk does not load: one console error naming the site chrome; the browser's own jump stands and the links still scroll", async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.route('**/chunks/scroll-on-load-*.js', (route) => route.abort());
    await page.goto(`${AT_LOAD}#certificates`);
    await chromeReady(page);
    await expect.poll(() => problems.errors.filter((text) => text.includes('island "site-chrome" failed'))).toHaveLength(1);
    expect(await settledY(page)).toBe(await aimFor(page, 'certificates'));
    await page.locator('.jump-nav a').first().click();
    await expect.poll(() => settledY(page)).toBe(await aimFor(page, 'oil-analysis'));
  });
});

test.describe('site chrome: links, cookies, parallax @chrome', () => {
  test('/press/ links open in a new window with rel="noopener"', async ({ page }) => {
    await page.goto('/ru/home/');
    await islandsIdle(page);
    const press = page.locator('a[href*="/press/"]');
    expect(await press.count()).toBeGreaterThanOrEqual(3);
    for (const link of await press.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
    await expect(page.locator('.jump-nav a').first()).not.toHaveAttribute('target', '_blank');
  });

  test('a /press/ link inserted later gets them too', async ({ page }) => {
    await page.goto('/home/');
    await islandsIdle(page);
    await page.evaluate(() => document.querySelector('#content')!.insertAdjacentHTML('beforeend', '<p><a id="late" href="/press/late/">late</a></p>'));
    await expect(page.locator('#late')).toHaveAttribute('target', '_blank');
  });

  for (const [path, lang] of [
    ['/services/', 'en'],
    ['/ru/services/', 'ru'],
  ] as const) {
    test(`${path}: the WPML language cookie is written from the printed map, SameSite=Lax`, async ({ page, context }) => {
      await page.goto(path);
      await chromeReady(page);
      const printed = await page.evaluate(() => (window as unknown as { wpml_cookies: Record<string, { expires: string }> }).wpml_cookies);
      const cookie = (await context.cookies()).find((c) => c.name === 'wp-wpml_current_language');
      expect(cookie).toMatchObject({ value: lang, path: '/', sameSite: 'Lax' });
      expect(cookie!.expires).toBe(Date.parse(printed['wp-wpml_current_language']!.expires) / 1000);
    });
  }

  test('the title block is made visible and its background moves at 0.6 of the scroll', async ({ page }) => {
    await page.goto('/services/');
    await chromeReady(page);
    const block = page.locator('.page-header');
    await expect(block).toHaveCSS('opacity', '1');
    const firstTop = await block.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await scrollToY(page, 100);
    await expect(block).toHaveCSS('background-position', `50% ${Math.round((firstTop - 100) * 0.6)}px`);
    await expect(page.locator('.vc_row.parallax').first()).toHaveCSS('opacity', '1');
  });

  test('reduced motion: visible, but the backgrounds stay put', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/services/');
    await chromeReady(page);
    await scrollToY(page, 300);
    await expect(page.locator('.page-header')).toHaveCSS('opacity', '1');
    expect(await page.locator('.page-header').evaluate((el) => el.style.backgroundPosition)).toBe('');
  });

  test('a header that is not the theme\'s stays as it is, silently; a bad cookie is a warning; the rest works', async ({ page, problems, context }) => {
    await page.goto('/services/?variant=broken-chrome');
    await islandsIdle(page);
    await scrollToY(page, 600);
    await expect(header(page)).not.toHaveAttribute('data-island-state');
    await expect(header(page)).not.toHaveClass(/\bminimized\b/);
    expect(problems.errors).toEqual([]);
    expect(problems.warnings).toContainEqual(expect.stringContaining('wpml_cookies["_icl_current_language"]'));
    expect((await context.cookies()).map((c) => c.name)).toContain('wp-wpml_current_language');
    await scrollToY(page, 1500);
    await expect(page.locator('.scroll-to-top')).toHaveClass(/\bshow\b/);
    await expect(page.locator('.page-header')).toHaveCSS('opacity', '1');
  });
});
