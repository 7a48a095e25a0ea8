import { describe, expect, it, vi } from 'vitest';
import { matchesFilter } from './filter.ts';
import { rowSpan } from './masonry.ts';
import { extractPage, imagesLoaded } from './next-page.ts';
import { parseArchive } from './parse-props.ts';

describe('matchesFilter', () => {
  it.each([
    ['marine', '*', true],
    ['marine', '', true],
    ['marine', 'marine', true],
    ['marine energy', 'energy', true],
    ['marine', 'energy', false],
    [null, 'energy', false],
    [null, '*', true],
  ] as const)('%o with filter %o → %o', (values, filter, expected) => {
    expect(matchesFilter(values, filter)).toBe(expected);
  });
});

describe('rowSpan', () => {
  it.each([
    [0, 1],
    [8, 1],
    [100, 4],
    [500, 17],
    [Number.NaN, 1],
  ])('height %i with 8 px rows and a 24 px gap spans %i', (height, expected) => {
    expect(rowSpan(height, 8, 24)).toBe(expected);
  });
});

describe('extractPage', () => {
  it('takes the projects and the pager, sanitised', () => {
    const html = `<!DOCTYPE html><html><body><div class="project-grid">
      <article class="project-item" data-filter="marine"><a href="/p/1/">One</a><img src="x.png" onload="alert(1)"><script>alert(2)</script></article>
      <article class="project-item" data-filter="energy"><a href="javascript:alert(3)">Two</a></article>
    </div><nav class="project-pagination"><a class="next" href="/projects/page/3/">Next</a></nav></body></html>`;
    const page = extractPage(html, document, { item: '.project-item', pager: '.project-pagination' });
    // happy-dom's DOMPurify run differs from a browser's in details (it drops data-* and img):
    // the attributes and handlers are checked in Chromium by project-archive.spec.ts.
    expect(page.items.map((item) => item.textContent!.trim())).toEqual(['One', 'Two']);
    expect(page.items[0]!.querySelector('script')).toBeNull();
    // Handlers and javascript: links: see the hostile-page test in Chromium (project-archive.spec.ts).
    expect(page.pager).not.toBeNull();
  });

  it('finds nothing in a page without projects', () => {
    expect(extractPage('<p>There has been a critical error on this website.</p>', document, { item: '.project-item', pager: '.project-pagination' })).toEqual({ items: [], pager: null });
  });
});

describe('parseArchive', () => {
  it('names what is missing', () => {
    const el = document.createElement('div');
    el.innerHTML = '<ul class="project-filter"><li><a data-filter="*">All</a></li></ul>';
    expect(parseArchive(el)).toEqual({ ok: false, error: 'no .project-grid inside the project archive' });
  });

  it('reads the modes', () => {
    const el = document.createElement('div');
    el.setAttribute('data-layout', 'masonry');
    el.setAttribute('data-ajax-navigation', '1');
    el.innerHTML = '<div class="project-grid"></div>';
    expect(parseArchive(el)).toMatchObject({ ok: true, props: { masonry: true, ajaxNavigation: true, filters: [] } });
  });
});

describe('imagesLoaded', () => {
  it('resolves when every image settled, and leaves no listener on any image', async () => {
    const grid = document.createElement('div');
    grid.innerHTML = '<img src="/a.png" alt=""><img src="/b.png" alt="">';
    const images = Array.from(grid.querySelectorAll('img'));
    // happy-dom never completes an image on its own.
    for (const img of images) Object.defineProperty(img, 'complete', { value: false });
    const removed = images.map((img) => vi.spyOn(img, 'removeEventListener'));
    const settled = imagesLoaded([grid], 10_000, window);
    images[0]!.dispatchEvent(new Event('load'));
    images[1]!.dispatchEvent(new Event('error'));
    await settled;
    for (const spy of removed) expect(spy.mock.calls.map(([type]) => type).sort()).toEqual(['error', 'load']);
  });

  it('resolves at the time-out and takes every listener off', async () => {
    vi.useFakeTimers();
    const grid = document.createElement('div');
    grid.innerHTML = '<img src="/a.png" alt="">';
    const img = grid.querySelector('img')!;
    Object.defineProperty(img, 'complete', { value: false });
    const removed = vi.spyOn(img, 'removeEventListener');
    const settled = imagesLoaded([grid], 3_000, window);
    vi.advanceTimersByTime(3_000);
    await settled;
    vi.useRealTimers();
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['error', 'load']);
  });
});
