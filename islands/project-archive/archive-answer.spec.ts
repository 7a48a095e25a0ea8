import { holdRoute } from '../../tests/support/hold-route.ts';
import { expect, test } from '../../tests/support/test.ts';
import { VIEW_CHUNK, expectLaidOutAfterFilter, ready, recordAnnouncements, requestsFor, visibleFilters } from './archive-page.ts';

const ARCHIVE = '/projects/';
const PAGE_2 = '/projects/page/2/';

/**
 * The first clicks on the filter and the pager, before the view's chunk (and React) has come:
 * the entry answers what its prepared look can show at once, and the view, once mounted, goes
 * on from there. The chunk is held back here until the test lets it through.
 */
test.describe('project archive: the first clicks, before the view comes @widgets', () => {
  test('a filter click shows its projects at once, the grid laid out again; the view then goes on from there', async ({ page }) => {
    const arrive = await holdRoute(page, VIEW_CHUNK);
    const archive = await ready(page, ARCHIVE);
    const announced = await recordAnnouncements(page);
    const asked = page.waitForRequest(VIEW_CHUNK);
    const marine = archive.getByRole('button', { name: 'Marine' });
    const all = archive.getByRole('button', { name: 'All' });
    await marine.click();
    await asked;
    await expect(archive).toHaveAttribute('data-island-state', 'pending');
    await expect(archive).toHaveAttribute('data-filter-active', 'marine');
    expect(await visibleFilters(archive)).toEqual(['marine', 'marine']);
    await expect(marine).toHaveClass(/\bactive\b/);
    await expect(marine).toHaveAttribute('aria-pressed', 'true');
    await expect(all).not.toHaveClass(/\bactive\b/);
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expectLaidOutAfterFilter(archive);
    expect(new URL(page.url()).hash).toBe('');

    arrive();
    await expect(archive).toHaveAttribute('data-island-state', 'mounted');
    // The view starts from the filter shown, and says what it shows.
    await expect(page.locator('[data-announcer="polite"]')).toHaveText('2 projects shown');
    await expect(archive).toHaveAttribute('data-filter-active', 'marine');
    expect(await visibleFilters(archive)).toEqual(['marine', 'marine']);
    await archive.getByRole('button', { name: 'Industry' }).click();
    await expect(archive).toHaveAttribute('data-filter-active', 'industry');
    await expect(marine).not.toHaveClass(/\bactive\b/);
    await expect(marine).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('[data-announcer="polite"]')).toHaveText('1 project shown');
    await archive.locator('.project-pagination a.next').click();
    await expect(archive.locator('.project-item')).toHaveCount(8);
    expect(await visibleFilters(archive)).toEqual(['industry', 'industry', 'industry', 'industry']);
    expect(await requestsFor(page, PAGE_2)).toBe(1);
    expect(await announced()).toEqual(['2 projects shown', '1 project shown', '4 more projects loaded']);
  });

  test('a next-page click shows the link loading at once, and exactly one page loads once the view is there, the link busy until then', async ({ page }) => {
    const arrive = await holdRoute(page, VIEW_CHUNK);
    const archive = await ready(page, ARCHIVE);
    const next = archive.locator('.project-pagination a.next');
    // Every frame painted from now until the page's projects are in: is the link shown loading?
    await next.evaluate((link) => {
      const frames: boolean[] = [];
      (window as unknown as { busyFrames: boolean[] }).busyFrames = frames;
      const sample = () => {
        if (document.querySelectorAll('.project-item').length > 4) return;
        frames.push(link.classList.contains('loading') && link.getAttribute('aria-busy') === 'true');
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await next.click();
    await expect(next).toHaveClass(/\bloading\b/);
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await expect(archive).toHaveAttribute('data-island-state', 'pending');
    expect(new URL(page.url()).pathname).toBe(ARCHIVE);
    expect(await requestsFor(page, PAGE_2)).toBe(0);

    arrive();
    await expect(archive.locator('.project-item')).toHaveCount(8);
    await expect(archive.locator('.project-pagination .current')).toContainText('2');
    await expect(next).toHaveAttribute('href', '/projects/page/3/');
    await expect(next).not.toHaveClass(/\bloading\b/);
    await expect(next).not.toHaveAttribute('aria-busy', /./);
    expect(await requestsFor(page, PAGE_2)).toBe(1);
    expect(new URL(page.url()).pathname).toBe(ARCHIVE);
    // From the first frame that showed it loading, none showed it idle before the projects came:
    // the view took the answered look over without a gap.
    const frames = await page.evaluate(() => (window as unknown as { busyFrames: boolean[] }).busyFrames);
    const fromAnswer = frames.slice(frames.indexOf(true));
    expect(fromAnswer.length).toBeGreaterThan(0);
    expect(fromAnswer).toEqual(fromAnswer.map(() => true));
  });

  test('a click on the active filter before the view comes changes nothing, then or once it is there', async ({ page }) => {
    const arrive = await holdRoute(page, VIEW_CHUNK);
    const archive = await ready(page, ARCHIVE);
    const announced = await recordAnnouncements(page);
    // What the filter draws: the wrapper's filter, the entries, the projects hidden.
    const drawn = () =>
      archive.evaluate((el) => [
        el.getAttribute('data-filter-active'),
        el.querySelector('.project-filter')!.outerHTML,
        Array.from(el.querySelectorAll('.project-item'), (item) => (item as HTMLElement).hidden),
      ]);
    const prepared = await drawn();
    await archive.getByRole('button', { name: 'All' }).click();
    await expect(archive).toHaveAttribute('data-island-state', 'pending');
    expect(await drawn()).toEqual(prepared);
    const marine = archive.getByRole('button', { name: 'Marine' });
    await marine.click();
    await expect(archive).toHaveAttribute('data-filter-active', 'marine');
    const filtered = await drawn();
    await marine.click();
    expect(await drawn()).toEqual(filtered);
    expect(new URL(page.url()).hash).toBe('');

    arrive();
    await expect(archive).toHaveAttribute('data-island-state', 'mounted');
    await expect(page.locator('[data-announcer="polite"]')).toHaveText('2 projects shown');
    await expect(archive).toHaveAttribute('data-filter-active', 'marine');
    await expect(marine).toHaveAttribute('aria-pressed', 'true');
    expect(await visibleFilters(archive)).toEqual(['marine', 'marine']);
    expect(await announced()).toEqual(['2 projects shown']);
  });
});
