import { describe, expect, it, vi } from 'vitest';
import { matchesFilter } from './frame.ts';
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

  it('reads the printed archive: its active filter, projects, pager and mode', () => {
    const el = document.createElement('div');
    el.setAttribute('data-ajax-navigation', '1');
    el.innerHTML = `<ul class="project-filter"><li><a data-filter="*">All</a></li><li><a class="active" data-filter="marine">Marine</a></li></ul>
      <div class="project-grid"><article class="project-item"></article><article class="project-item"></article></div>
      <nav class="project-pagination"><a class="next" href="/projects/page/2/">Next</a></nav>`;
    const result = parseArchive(el);
    expect(result).toMatchObject({ ok: true, props: { active: 'marine', ajaxNavigation: true } });
    if (!result.ok) return;
    expect(result.props.filters).toHaveLength(2);
    expect(result.props.projects).toHaveLength(2);
    expect(result.props.pager).toBe(el.querySelector('.project-pagination'));
  });

  it('without an active entry, all projects are shown; without a pager, none is', () => {
    const el = document.createElement('div');
    el.innerHTML = '<div class="project-grid"></div>';
    expect(parseArchive(el)).toMatchObject({ ok: true, props: { active: '*', pager: null, projects: [], filters: [], ajaxNavigation: false } });
  });
});

describe('imagesLoaded', () => {
  /** Images that have not loaded yet (happy-dom never completes one on its own), and the signals their listeners were given. */
  function pendingImages(count: number) {
    const grid = document.createElement('div');
    grid.innerHTML = '<img src="/a.png" alt="">'.repeat(count);
    const images = Array.from(grid.querySelectorAll('img'));
    const signals: AbortSignal[] = [];
    for (const img of images) {
      Object.defineProperty(img, 'complete', { value: false });
      const add = img.addEventListener.bind(img);
      vi.spyOn(img, 'addEventListener').mockImplementation((type, listener, options) => {
        if (typeof options === 'object' && options.signal) signals.push(options.signal);
        add(type, listener, options);
      });
    }
    return { grid, images, signals };
  }

  it('resolves when every image settled, and every listener it added ends then', async () => {
    const { grid, images, signals } = pendingImages(2);
    let resolved = false;
    const settled = imagesLoaded([grid], 10_000, window, new AbortController().signal).then(() => (resolved = true));
    expect(signals).toHaveLength(4);
    images[0]!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(resolved).toBe(false);
    images[1]!.dispatchEvent(new Event('error'));
    await settled;
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('resolves at the time-out, and its listeners end', async () => {
    vi.useFakeTimers();
    const { grid, signals } = pendingImages(1);
    const settled = imagesLoaded([grid], 3_000, window, new AbortController().signal);
    vi.advanceTimersByTime(2_999);
    expect(signals.some((signal) => signal.aborted)).toBe(false);
    vi.advanceTimersByTime(1);
    await settled;
    vi.useRealTimers();
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('stops waiting when the island goes', async () => {
    const { grid, signals } = pendingImages(1);
    const island = new AbortController();
    const settled = imagesLoaded([grid], 10_000, window, island.signal);
    island.abort();
    await settled;
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });
});
