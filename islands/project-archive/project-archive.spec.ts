import type { Locator } from '@playwright/test';
import { holdRoute } from '../../tests/support/hold-route.ts';
import { imagesSettled } from '../../tests/support/images-settled.ts';
import { expect, expectAccessible, islandsIdle, test } from '../../tests/support/test.ts';
import { VIEW_CHUNK, expectLaidOutAfterFilter, ready, visibleFilters } from './archive-page.ts';
import { pauseClockAhead } from '../../tests/support/frozen-clock.ts';

const ARCHIVE = '/projects/';
const LIST = '/project-list/';

/** The view's chunk and React, as the page asks for them. */
const VIEW_SCRIPTS = /chunks\/(ProjectArchive\.island|react|next-page|http|purify)-/;

test.describe('project archive @widgets', () => {
  for (const [lang, marine, all] of [
    ['en', 'Marine', 'All'],
    ['ru', 'Морской транспорт', 'Все'],
  ] as const) {
    test(`a filter entry shows only its projects and is highlighted; clicking it again does nothing (${lang})`, async ({ page }) => {
      const archive = await ready(page, lang === 'ru' ? `/ru${ARCHIVE}` : ARCHIVE);
      const entry = archive.getByRole('button', { name: marine });
      await entry.click();
      await expect(archive).toHaveAttribute('data-filter-active', 'marine');
      expect(await visibleFilters(archive)).toEqual(['marine', 'marine']);
      await expect(entry).toHaveClass(/\bactive\b/);
      await expect(entry).toHaveAttribute('aria-pressed', 'true');
      await expect(archive.getByRole('button', { name: all })).toHaveAttribute('aria-pressed', 'false');
      const announcer = page.locator('[data-announcer="polite"]');
      await expect(announcer).toHaveText(lang === 'ru' ? 'Показано проектов: 2' : '2 projects shown');
      // Again: no change, not even a new announcement. Every text the region shows from here on is
      // kept; the next filter's announcement, which comes after any the click could have made, ends it.
      await announcer.evaluate((el) => {
        const win = window as unknown as { announced: string[] };
        win.announced = [];
        new MutationObserver(() => el.textContent && win.announced.push(el.textContent)).observe(el, { childList: true, characterData: true, subtree: true });
      });
      await entry.click();
      expect(await visibleFilters(archive)).toEqual(['marine', 'marine']);
      await expect(entry).toHaveAttribute('aria-pressed', 'true');
      expect(new URL(page.url()).hash).toBe('');
      await archive.getByRole('button', { name: all }).click();
      await expect(archive.locator('.project-item:not([hidden])')).toHaveCount(4);
      const shownAll = lang === 'ru' ? 'Показано проектов: 4' : '4 projects shown';
      await expect(announcer).toHaveText(shownAll);
      expect(await page.evaluate(() => (window as unknown as { announced: string[] }).announced)).toEqual([shownAll]);
    });
  }

  for (const [path, mode] of [
    [ARCHIVE, 'masonry, ajax navigation'],
    [`/ru${LIST}`, 'standard, appended at once'],
  ] as const) {
    test(`the next-page link adds the following pages in place and replaces the pager (${mode})`, async ({ page }) => {
      const archive = await ready(page, path);
      const base = path.replace(/\/$/, '');
      await archive.locator('.project-pagination a.next').click();
      await expect(archive.locator('.project-item')).toHaveCount(8);
      await expect(archive.locator('.project-pagination .current')).toContainText('2');
      await expect(archive.locator('.project-pagination a.next')).toHaveAttribute('href', `${base}/page/3/`);
      // Focus goes to the first new project; the count is announced.
      await expect(archive.locator('.project-item').nth(4)).toBeFocused();
      // Kept as the page printed it, as jQuery's insertion keeps it: the page's first image at high priority.
      await expect(archive.locator('.project-item img[fetchpriority]')).toHaveCount(2);
      await expect(archive.locator('.project-item').nth(4).locator('img')).toHaveAttribute('fetchpriority', 'high');
      await expect(page.locator('[data-announcer="polite"]')).toHaveText(path.startsWith('/ru') ? 'Загружено ещё проектов: 4' : '4 more projects loaded');
      await archive.locator('.project-pagination a.next').click();
      await expect(archive.locator('.project-item')).toHaveCount(12);
      await expect(archive.locator('.project-pagination a.next')).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(archive.locator('.project-pagination')).toHaveCount(1);
    });
  }

  test('in ajax-navigation mode new projects go in once their images have loaded; in standard mode at once', async ({ page }) => {
    // One image of page 2 (Tartu sawmill) arrives only when the test says so.
    const release = await holdRoute(page, '**/images/projects/tartu-sawmill.svg');
    await page.clock.install();
    const archive = await ready(page, ARCHIVE);
    const asked = page.waitForRequest('**/images/projects/tartu-sawmill.svg');
    await archive.locator('.project-pagination a.next').click();
    await expect(archive.locator('.project-pagination a.next')).toHaveClass(/\bloading\b/);
    // Page 2 is in and parsed, its images asked for: projects put in without waiting would be in now.
    await asked;
    // From here the browser clock moves only as the test moves it: the images' 5 s must not run
    // out in the real time a slow machine takes between the steps. (Stopped only now: the pager's
    // click and its page's request go through timers of their own.) The pause is set 500 ms ahead,
    // as the other clock tests set theirs: a loaded machine took more than the 50 ms this test
    // once gave between reading the page's time and pausing at it ("cannot fast-forward to the past").
    await pauseClockAhead(page, 500);
    await expect(archive.locator('.project-item')).toHaveCount(4);
    // Nor does the wait give up early: images get 5 s (IMAGES_TIMEOUT_MS), begun just before the
    // request; 4 s after the page's time was read (500 ms to the pause, 3.5 s from it) they still wait.
    await page.clock.runFor(3_500);
    await expect(archive.locator('.project-item')).toHaveCount(4);
    release();
    await expect(archive.locator('.project-item')).toHaveCount(8);

    await page.clock.resume();
    const list = await ready(page, LIST);
    await page.unroute('**/images/projects/tartu-sawmill.svg');
    await page.route('**/images/projects/tartu-sawmill.svg', () => new Promise(() => {})); // never answers
    await list.locator('.project-pagination a.next').click();
    await expect(list.locator('.project-item')).toHaveCount(8);
  });

  test('projects loaded later follow the active filter', async ({ page }) => {
    const archive = await ready(page, ARCHIVE);
    await archive.getByRole('button', { name: 'Industry' }).click();
    await archive.locator('.project-pagination a.next').click();
    await expect(archive.locator('.project-item')).toHaveCount(8);
    expect(await visibleFilters(archive)).toEqual(['industry', 'industry', 'industry', 'industry']);
    await expect(archive.locator('.project-item:not([hidden])').nth(1)).toBeFocused();
  });

  test('while a page loads the link shows it, and repeat clicks are ignored', async ({ page }) => {
    let requests = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/projects/page/2/', async (route) => {
      requests++;
      await held;
      await route.continue();
    });
    const archive = await ready(page, ARCHIVE);
    const next = archive.locator('.project-pagination a.next');
    await next.click();
    await expect(next).toHaveClass(/\bloading\b/);
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await next.click();
    await next.click();
    release();
    await expect(archive.locator('.project-item')).toHaveCount(8);
    expect(requests).toBe(1);
    expect(new URL(page.url()).pathname).toBe(ARCHIVE);
  });

  test('a failed load leaves the link a normal link to that page', async ({ page, problems, expectErrors }) => {
    expectErrors(); // the browser logs the failed request
    await page.route('**/projects/page/2/', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()));
    const archive = await ready(page, ARCHIVE);
    const next = archive.locator('.project-pagination a.next');
    await next.click();
    await expect(next).not.toHaveClass(/\bloading\b/);
    await expect(next).not.toHaveAttribute('aria-busy', /./);
    await expect(archive.locator('.project-item')).toHaveCount(4);
    await expect(next).toHaveAttribute('href', '/projects/page/2/');
    await next.click();
    await page.waitForURL('**/projects/page/2/');
    await expect(page.locator('.project-pagination .current')).toContainText('2');
    expect(problems.errors.filter((text) => text.startsWith('[theme]'))).toEqual([]);
  });

  test('a next-page link to another site is not loaded in place @hardening', async ({ page }) => {
    const foreign: string[] = [];
    await page.route('https://elsewhere.example/**', (route) => {
      foreign.push(route.request().resourceType());
      return route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>Elsewhere</title><p>Elsewhere</p>' });
    });
    const archive = await ready(page, `${ARCHIVE}?variant=cross-origin-pager`);
    await archive.locator('.project-pagination a.next').click();
    await page.waitForURL('https://elsewhere.example/**');
    expect(foreign).toEqual(['document']);
  });

  test('hostile HTML in a loaded page never runs @hardening', async ({ page }) => {
    const archive = await ready(page, `${ARCHIVE}?variant=hostile-next`);
    await archive.locator('.project-pagination a.next').click();
    await expect(archive.locator('.project-item')).toHaveCount(8);
    // The hostile images (kept, without their handler) have had their load events, which they
    // have before the projects go in: a handler that survived would have run.
    const hostileImages = archive.locator('img[src="/images/map/pin.svg"]');
    await expect(hostileImages).toHaveCount(4);
    await imagesSettled(hostileImages);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    await expect(archive.locator('script, [onload]')).toHaveCount(0);
    await expect(archive.locator('a[href^="javascript:"]')).toHaveCount(0);
  });

  test('masonry mode packs projects under the shortest column; standard mode keeps rows; a resize relays out', async ({ page }) => {
    const tops = (archive: Locator) =>
      archive.locator('.project-item').evaluateAll((items) => items.map((item) => { const box = item.getBoundingClientRect(); return [Math.round(box.top), Math.round(box.bottom)] as [number, number]; }));
    const masonry = await ready(page, ARCHIVE);
    await islandsIdle(page);
    await expect(masonry).toHaveClass(/\bis-masonry\b/);
    await expect.poll(async () => {
      const boxes = await tops(masonry);
      // The 4th project starts above the bottom of the tallest of the first row.
      return boxes[3]![0] < Math.max(boxes[0]![1], boxes[1]![1], boxes[2]![1]);
    }).toBe(true);
    const spans = () => masonry.locator('.project-item').evaluateAll((items) => items.map((item) => (item as HTMLElement).style.gridRowEnd));
    const wide = await spans();
    expect(wide.every((span) => /^span \d+$/.test(span))).toBe(true);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(spans).not.toEqual(wide);
    // A filter lays the grid out again in the same task as it hides projects: those it hides
    // span nothing, those it shows are packed from the top.
    await masonry.getByRole('button', { name: 'Marine' }).click();
    await expect(masonry).toHaveAttribute('data-filter-active', 'marine');
    expect(await visibleFilters(masonry)).toEqual(['marine', 'marine']);
    await expectLaidOutAfterFilter(masonry);

    await page.setViewportSize({ width: 1440, height: 900 });
    const standard = await ready(page, LIST);
    await expect(standard).not.toHaveClass(/\bis-masonry\b/);
    const boxes = await tops(standard);
    expect(boxes[3]![0]).toBeGreaterThanOrEqual(Math.max(boxes[0]![1], boxes[1]![1], boxes[2]![1]));
  });

  test('the archive has no serious accessibility violation after filtering and paging', async ({ page }) => {
    const archive = await ready(page, `/ru${ARCHIVE}`);
    await archive.getByRole('button', { name: 'Промышленность' }).click();
    await archive.locator('.project-pagination a.next').click();
    await expect(archive.locator('.project-item')).toHaveCount(8);
    await expectAccessible(page);
  });

  test('the latest-projects block on the home page fits projects into rows', async ({ page }) => {
    await page.goto('/home/');
    const tops = await page.locator('.latest-projects .project-item').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops).toHaveLength(6);
    // As many in the first row as fit (at 1440 px, four of 240 px or more), the rest below.
    expect(tops.filter((top) => top === tops[0]).length).toBeGreaterThanOrEqual(3);
    expect(tops[5]).toBeGreaterThan(tops[0]!);
  });

  test('at load the grid is laid out and the filter drawn without React; the view comes at the first touch of the filter or the pager, not of a project', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const archive = await ready(page, ARCHIVE);
    await expect(archive).toHaveAttribute('data-island-state', 'pending');
    await expect(archive.locator('.project-grid')).toHaveAttribute('data-island-state', 'mounted');
    await expect(archive).toHaveClass(/\bis-masonry\b/);
    expect(await archive.locator('.project-item').evaluateAll((items) => items.every((item) => /^span \d+$/.test((item as HTMLElement).style.gridRowEnd)))).toBe(true);
    await expect(archive.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(archive.getByRole('button', { name: 'Marine' })).toHaveAttribute('aria-pressed', 'false');
    // A project's own link needs no view.
    await archive.locator('.project-item__link').first().hover();
    await islandsIdle(page);
    await expect(archive).toHaveAttribute('data-island-state', 'pending');
    expect(scripts.filter((url) => VIEW_SCRIPTS.test(url))).toEqual([]);
    // Focus on a filter entry (a key, as a keyboard visitor comes) brings it; Enter filters.
    await archive.getByRole('button', { name: 'Transport' }).focus();
    await expect(archive).toHaveAttribute('data-island-state', 'mounted');
    expect(scripts.some((url) => /chunks\/react-/.test(url))).toBe(true);
    await page.keyboard.press('Enter');
    await expect(archive).toHaveAttribute('data-filter-active', 'transport');
    expect(await visibleFilters(archive)).toEqual(['transport']);
  });

  test('clicks made while the view is on its way are held and made once it is there: the page loads once, under the filter chosen meanwhile', async ({ page }) => {
    const arrive = await holdRoute(page, VIEW_CHUNK);
    let requests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/projects/page/2/') requests++;
    });
    const archive = await ready(page, ARCHIVE);
    const next = archive.locator('.project-pagination a.next');
    await next.click();
    await next.click();
    await archive.getByRole('button', { name: 'Industry' }).click();
    // The first is answered in the entry (the page shown on its way) and held for the view, which
    // loads the page; the others wait behind it, held (nothing is answered while a click is held,
    // so they take effect in the order they were made). Nothing navigated.
    await expect(archive).toHaveAttribute('data-island-state', 'pending');
    await expect(next).toHaveClass(/\bloading\b/);
    await expect(archive).toHaveAttribute('data-filter-active', '*');
    expect(new URL(page.url()).pathname).toBe(ARCHIVE);
    arrive();
    await expect(archive).toHaveAttribute('data-island-state', 'mounted');
    await expect(archive.locator('.project-item')).toHaveCount(8);
    await expect(archive).toHaveAttribute('data-filter-active', 'industry');
    expect(await visibleFilters(archive)).toEqual(['industry', 'industry', 'industry', 'industry']);
    await expect(archive.locator('.project-pagination a.next')).toHaveAttribute('href', '/projects/page/3/');
    expect(requests).toBe(1);
    expect(new URL(page.url()).pathname).toBe(ARCHIVE);
  });

  test('if the view cannot load, the archive is the server\'s: one console error names it, the layout stays, the next link is a plain link', async ({ page, problems, expectErrors }) => {
    expectErrors();
    const fail = await holdRoute(page, VIEW_CHUNK, { then: 'fail' });
    const archive = await ready(page, ARCHIVE);
    // The filter click that woke it is answered in the entry while the chunk is on its way …
    await archive.getByRole('button', { name: 'Marine' }).click();
    expect(await visibleFilters(archive)).toEqual(['marine', 'marine']);
    fail();
    await expect(archive).toHaveAttribute('data-island-state', 'failed');
    // … and undone with the rest of what the entry drew; the masonry, an island of its own, is
    // not affected, and lays out the projects shown again.
    await expect(archive.locator('.project-item:not([hidden])')).toHaveCount(4);
    const marine = archive.locator('.project-filter [data-filter="marine"]');
    await expect(marine).not.toHaveAttribute('role', /./);
    await expect(marine).not.toHaveAttribute('aria-pressed', /./);
    await expect(marine).not.toHaveClass(/\bactive\b/);
    await expect(archive.locator('.project-filter [data-filter="*"]')).toHaveClass(/\bactive\b/);
    await expect(archive).not.toHaveAttribute('data-filter-active', /./);
    await expect(archive.locator('.project-grid')).toHaveAttribute('data-island-state', 'mounted');
    await expect(archive).toHaveClass(/\bis-masonry\b/);
    expect(await archive.locator('.project-item').evaluateAll((items) => items.every((item) => /^span \d+$/.test((item as HTMLElement).style.gridRowEnd)))).toBe(true);
    await archive.locator('.project-pagination a.next').click();
    await page.waitForURL('**/projects/page/2/');
    await expect(page.locator('.project-pagination .current')).toContainText('2');
    const reported = problems.errors.filter((text) => text.startsWith('[theme]'));
    expect(reported).toHaveLength(1);
    expect(reported[0]).toContain('[theme] island "project-archive" failed on <div.projects-archive');
  });

  test('if the view cannot load, a next-page click that woke it still goes to that page', async ({ page, expectErrors }) => {
    expectErrors();
    const fail = await holdRoute(page, VIEW_CHUNK, { then: 'fail' });
    const archive = await ready(page, `/ru${LIST}`);
    const next = archive.locator('.project-pagination a.next');
    // Shown loading by the entry, and held: without the view, the click follows the link.
    await next.click();
    await expect(next).toHaveClass(/\bloading\b/);
    fail();
    await page.waitForURL('**/ru/project-list/page/2/');
    await expect(page.locator('.project-pagination .current')).toContainText('2');
  });
});
