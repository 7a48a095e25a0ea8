import type { Locator, Page } from '@playwright/test';
import { expect, islandsIdle, requestsSeen } from '../../tests/support/test.ts';

/**
 * The archive as the visitor first sees it: laid out (masonry at load) and its filter drawn in
 * the entry. Its view, and React, wait for the first touch of the filter or the pager.
 */
export async function ready(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await islandsIdle(page);
  const archive = page.locator('.projects-archive');
  await expect(archive).toHaveAttribute('data-filter-active', /./);
  return archive;
}

/** The view's own chunk, which brings React in its import graph. */
export const VIEW_CHUNK = '**/chunks/ProjectArchive.island-*.js';

/** The `data-filter` of each project shown, in order. */
export const visibleFilters = (archive: Locator) => archive.locator('.project-item:not([hidden])').evaluateAll((items) => items.map((item) => item.getAttribute('data-filter')));

/**
 * How the masonry has laid the grid out: each project's `hidden`, its row span and its top. After
 * a filter, those hidden span nothing and those shown are packed from the top.
 */
export async function expectLaidOutAfterFilter(archive: Locator): Promise<void> {
  const laidOut = await archive.locator('.project-item').evaluateAll((items) =>
    items.map((item) => [(item as HTMLElement).hidden, (item as HTMLElement).style.gridRowEnd, Math.round(item.getBoundingClientRect().top)] as const),
  );
  const hidden = laidOut.filter(([isHidden]) => isHidden);
  const shown = laidOut.filter(([isHidden]) => !isHidden);
  expect(hidden.map(([, span]) => span)).toEqual(hidden.map(() => ''));
  expect(shown.map(([, span]) => /^span \d+$/.test(span))).toEqual(shown.map(() => true));
  expect(shown[1]![2]).toBe(shown[0]![2]);
}

/** The GET requests the staging server had for one path from this test's visitor. */
export async function requestsFor(page: Page, path: string): Promise<number> {
  return (await requestsSeen(page)).filter((request) => request.path === path).length;
}

/** From now on, each non-empty text the polite live region shows, in order (`window.announced`). */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const win = window as unknown as { announced: string[] };
    win.announced = [];
    let last = document.querySelector('[data-announcer="polite"]')?.textContent ?? '';
    new MutationObserver(() => {
      const text = document.querySelector('[data-announcer="polite"]')?.textContent ?? '';
      if (text !== last && text) win.announced.push(text);
      last = text;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { announced: string[] }).announced);
}
