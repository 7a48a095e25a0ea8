import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerArchive, prepareArchive } from './frame.ts';
import type { LoadedPage } from './next-page.ts';

// The page loader (http, DOMPurify) is the browser tests' subject: here each page is handed in.
const pages = vi.hoisted(() => ({ answer: null as null | ((url: string) => Promise<LoadedPage>) }));
vi.mock('./next-page.ts', () => ({ loadPage: (url: string) => pages.answer!(url) }));
// What the view says to screen readers, in order.
const announced = vi.hoisted(() => [] as string[]);
vi.mock('../../src/services/announcer.ts', () => ({ announce: (text: string) => void announced.push(text) }));

const { default: island } = await import('./ProjectArchive.island.tsx');

const ARCHIVE = `<div class="projects-archive" data-island="project-archive" data-layout="masonry">
  <ul class="project-filter">
    <li><a href="#" class="active" data-filter="*">All</a></li>
    <li><a href="#" data-filter="marine">Marine</a></li>
    <li><a href="#" data-filter="energy">Energy</a></li>
  </ul>
  <div class="project-grid">
    <article class="project-item" data-filter="marine"><a href="/p/1/">One</a></article>
    <article class="project-item" data-filter="energy"><a href="/p/2/">Two</a></article>
  </div>
  <nav class="project-pagination"><span class="current">1</span><a class="next page-numbers" href="/projects/page/2/">Next</a></nav>
</div>`;

/** A page as the loader gives it: projects and a pager, nodes of this document. */
function loadedPage(filters: string[], next: string | null): LoadedPage {
  const holder = document.createElement('div');
  holder.innerHTML = filters.map((filter, i) => `<article class="project-item" data-filter="${filter}"><a href="/p/new-${i}/">New ${i}</a></article>`).join('');
  const pager = document.createElement('nav');
  pager.className = 'project-pagination';
  pager.innerHTML = `<span class="current">2</span>${next ? `<a class="next page-numbers" href="${next}">Next</a>` : ''}`;
  return { items: Array.from(holder.children) as HTMLElement[], pager };
}

/** The archive prepared, then (`before`) clicked before the view came, as the entry answers, then mounted. */
function mounted(before: (el: HTMLElement) => void = () => {}) {
  document.body.innerHTML = ARCHIVE;
  const el = document.querySelector<HTMLElement>('.projects-archive')!;
  const printed = el.outerHTML;
  const unprepare = prepareArchive(el);
  before(el);
  const prepared = el.outerHTML;
  const lifetime = new AbortController();
  const unmount = island.mount(el, { name: 'project-archive', doc: document, signal: lifetime.signal, foundAt: 0, held: [] }) as () => void;
  const entry = (value: string) => el.querySelector<HTMLElement>(`[data-filter="${value}"]`)!;
  const shown = () => Array.from(el.querySelectorAll('.project-item:not([hidden])'), (item) => item.textContent!.trim());
  const next = () => el.querySelector<HTMLAnchorElement>('.project-pagination a.next');
  const click = (target: Element) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    target.dispatchEvent(event);
    return event;
  };
  const stop = () => {
    lifetime.abort();
    unmount();
    unprepare();
  };
  return { el, printed, prepared, entry, shown, next, click, stop };
}

describe('the project archive view', () => {
  afterEach(() => {
    pages.answer = null;
    announced.length = 0;
    document.body.innerHTML = '';
  });

  it('draws the prepared look as it was and renders no markup of its own', () => {
    const { el, prepared, stop } = mounted();
    expect(el.outerHTML).toBe(prepared);
    expect(announced).toEqual([]);
    stop();
  });

  it('a filter entry marks itself, hides the other projects and stops the "#" link; unmounted, the markup is the server\'s', () => {
    const { el, printed, entry, shown, click, stop } = mounted();
    const event = click(entry('marine'));
    expect(event.defaultPrevented).toBe(true);
    expect(shown()).toEqual(['One']);
    expect(el.getAttribute('data-filter-active')).toBe('marine');
    expect(entry('marine').className).toBe('active');
    expect(entry('marine').getAttribute('aria-pressed')).toBe('true');
    expect(entry('*').classList.contains('active')).toBe(false);
    expect(entry('*').getAttribute('aria-pressed')).toBe('false');
    stop();
    expect(el.outerHTML).toBe(printed);
  });

  it('leaves a modified click to the browser', () => {
    const { entry, shown, stop } = mounted();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    entry('marine').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(shown()).toEqual(['One', 'Two']);
    stop();
  });

  it('the next link is busy while its page loads, ignores clicks meanwhile, then the page\'s projects follow under the filter and its pager replaces the old one', async () => {
    const { el, entry, shown, next, click, stop } = mounted();
    let arrive!: (page: LoadedPage) => void;
    const asked: string[] = [];
    pages.answer = (url) => {
      asked.push(url);
      return new Promise((resolve) => (arrive = resolve));
    };
    const link = next()!;
    expect(click(link).defaultPrevented).toBe(true);
    expect(link.classList.contains('loading')).toBe(true);
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(click(link).defaultPrevented).toBe(true);
    click(entry('energy'));
    await vi.waitFor(() => expect(asked).toEqual([`${location.origin}/projects/page/2/`]));
    const page = loadedPage(['marine', 'energy', 'energy'], '/projects/page/3/');
    arrive(page);
    await vi.waitFor(() => expect(el.querySelectorAll('.project-item')).toHaveLength(5));
    expect(shown()).toEqual(['Two', 'New 1', 'New 2']);
    expect(el.querySelector('.project-pagination')).toBe(page.pager);
    expect(link.isConnected).toBe(false);
    expect(next()!.getAttribute('href')).toBe('/projects/page/3/');
    expect(next()!.hasAttribute('aria-busy')).toBe(false);
    expect(document.activeElement).toBe(page.items[1]);
    stop();
  });

  it('a page that fails leaves its link a link: busy no more, and its next click navigates', async () => {
    const { next, click, stop } = mounted();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    pages.answer = () => Promise.reject(new Error('HTTP 500'));
    const link = next()!;
    click(link);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(warn.mock.calls[0]![0]).toBe('[theme] project archive: could not load /projects/page/2/; the link now navigates');
    expect(link.classList.contains('loading')).toBe(false);
    expect(link.hasAttribute('aria-busy')).toBe(false);
    expect(click(link).defaultPrevented).toBe(false);
    stop();
  });

  it('a link to another site is not loaded in place', () => {
    const { next, click, stop } = mounted();
    pages.answer = () => Promise.reject(new Error('must not be asked'));
    next()!.setAttribute('href', 'https://elsewhere.example/projects/page/2/');
    expect(click(next()!).defaultPrevented).toBe(false);
    expect(next()!.classList.contains('loading')).toBe(false);
    stop();
  });

  it('the last page has no pager: the pager goes', async () => {
    const { el, next, click, stop } = mounted();
    pages.answer = () => Promise.resolve({ ...loadedPage(['energy'], null), pager: null });
    click(next()!);
    await vi.waitFor(() => expect(el.querySelectorAll('.project-item')).toHaveLength(3));
    expect(el.querySelector('.project-pagination')).toBeNull();
    stop();
  });

  describe('after clicks the entry answered', () => {
    const answer = (...selectors: string[]) => (el: HTMLElement) => {
      for (const selector of selectors) answerArchive(el, el.querySelector<HTMLElement>(selector)!);
    };

    it('starts from the filter drawn, says what it shows, and goes on from there; unmounted, the markup is the server\'s', () => {
      const { el, printed, prepared, entry, shown, click, stop } = mounted(answer('[data-filter="energy"]'));
      // Drawn again by the view exactly as the entry left it.
      expect(el.outerHTML).toBe(prepared);
      expect(shown()).toEqual(['Two']);
      expect(announced).toEqual(['1 project shown']);
      click(entry('*'));
      expect(shown()).toEqual(['One', 'Two']);
      expect(el.querySelectorAll('[hidden]')).toHaveLength(0);
      expect(entry('energy').className).toBe('');
      stop();
      expect(el.outerHTML).toBe(printed);
    });

    it('loads the page the entry showed on its way, once: the click made again after the mount is ignored', async () => {
      const asked: string[] = [];
      let arrive!: (page: LoadedPage) => void;
      pages.answer = (url) => {
        asked.push(url);
        return new Promise((resolve) => (arrive = resolve));
      };
      const { el, prepared, entry, shown, next, click, stop } = mounted(answer('[data-filter="marine"]', '.project-pagination a.next'));
      expect(el.outerHTML).toBe(prepared);
      const link = next()!;
      expect(link.getAttribute('aria-busy')).toBe('true');
      await vi.waitFor(() => expect(asked).toEqual([`${location.origin}/projects/page/2/`]));
      // The held click, made again once the view is there.
      expect(click(link).defaultPrevented).toBe(true);
      arrive(loadedPage(['marine', 'energy'], '/projects/page/3/'));
      await vi.waitFor(() => expect(el.querySelectorAll('.project-item')).toHaveLength(4));
      expect(asked).toHaveLength(1);
      expect(shown()).toEqual(['One', 'New 0']);
      expect(next()!.hasAttribute('aria-busy')).toBe(false);
      click(entry('energy'));
      expect(shown()).toEqual(['Two', 'New 1']);
      stop();
    });

    it('a page that fails leaves its link a plain link, busy no more', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      pages.answer = () => Promise.reject(new Error('HTTP 500'));
      const { next, click, stop } = mounted(answer('.project-pagination a.next'));
      await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
      expect(next()!.className).toBe('next page-numbers');
      expect(next()!.hasAttribute('aria-busy')).toBe(false);
      expect(click(next()!).defaultPrevented).toBe(false);
      stop();
    });
  });
});
