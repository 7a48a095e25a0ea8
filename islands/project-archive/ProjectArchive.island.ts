import { IslandError, type IslandModule } from '../../src/runtime/define.ts';
import { announce } from '../../src/services/announcer.ts';
import { getHtml } from '../../src/services/http.ts';
import { pageLanguage } from '../../src/services/page-language.ts';
import { SHOW_ALL, matchesFilter } from './filter.ts';
import { LABELS } from './labels.ts';
import { GRID_ROW_PX, RELAYOUT_DEBOUNCE_MS, rowSpan } from './masonry.ts';
import { debounce } from '../../src/services/timers.ts';
import { nextArchive, type ArchiveEffect, type ArchiveEvent, type ArchiveState } from './archive-state.ts';
import { siteUrl } from '../../src/services/safe-url.ts';
import { extractPage, imagesLoaded, type LoadedPage } from './next-page.ts';
import { SELECTORS, parseArchive } from './parse-props.ts';

const IMAGES_TIMEOUT_MS = 5000;

/**
 * The project archive: filter, in-place paging, masonry. Its decisions are archive-state.ts
 * (pure, table-tested); this carries their effects out on the server's markup. No React: it
 * mounts with the page (the masonry layout shows at once) and only toggles classes and inserts
 * server HTML, so React would be 60 KB on the projects page for nothing the visitor sees.
 * Test-visible state: `data-filter-active` on the wrapper, `hidden` on filtered-out projects,
 * `loading`/`aria-busy` on the next link while a page loads.
 */
const projectArchive: IslandModule = {
  mount(el, { doc, signal }) {
    const result = parseArchive(el);
    if (!result.ok) throw new IslandError(result.error);
    const { filters, grid, masonry, ajaxNavigation } = result.props;
    const win = doc.defaultView ?? window;
    const t = LABELS[pageLanguage(doc)];
    let state: ArchiveState = { filter: filters.find((f) => f.classList.contains('active'))?.getAttribute('data-filter') ?? SHOW_ALL, loading: false };
    const failedLinks = new WeakSet<Element>();
    const items = () => Array.from(grid.querySelectorAll<HTMLElement>(SELECTORS.item));

    const layout = () => {
      if (!masonry) return;
      const gap = parseFloat(win.getComputedStyle(grid).rowGap) || 0;
      for (const item of items()) {
        item.style.gridRowEnd = '';
        if (item.hidden) continue;
        const height = item.firstElementChild instanceof win.HTMLElement ? item.firstElementChild.getBoundingClientRect().height : item.getBoundingClientRect().height;
        item.style.gridRowEnd = `span ${rowSpan(height, GRID_ROW_PX, gap)}`;
      }
    };

    const applyFilter = (nodes: HTMLElement[]) => {
      for (const item of nodes) item.hidden = !matchesFilter(item.getAttribute('data-filter'), state.filter);
    };

    const markFilters = () => {
      for (const entry of filters) {
        const on = (entry.getAttribute('data-filter') ?? '') === state.filter;
        entry.classList.toggle('active', on);
        entry.setAttribute('aria-pressed', String(on));
      }
      el.setAttribute('data-filter-active', state.filter);
    };

    /** What one page load carries from its request to its effects. */
    interface PageLoad {
      link: HTMLAnchorElement;
      url: URL;
      page?: LoadedPage;
      error?: unknown;
    }

    const effects: Record<ArchiveEffect, (event: Event | null, load: PageLoad | null) => void> = {
      'prevent-default': (event) => event?.preventDefault(),
      'show-filter': () => {
        markFilters();
        applyFilter(items());
        layout();
        announce(t.shown(items().filter((item) => !item.hidden).length), { doc });
      },
      'load-next': (_event, load) => {
        if (!load) return;
        load.link.classList.add('loading');
        load.link.setAttribute('aria-busy', 'true');
        void fetchPage(load);
      },
      'end-busy': (_event, load) => {
        load?.link.classList.remove('loading');
        load?.link.removeAttribute('aria-busy');
      },
      'show-page': (_event, load) => {
        const page = load?.page;
        if (!load || !page) return;
        grid.append(...page.items);
        const pager = load.link.closest(SELECTORS.pager);
        if (pager && page.pager) pager.replaceWith(page.pager);
        else pager?.remove();
        layout();
        const first = page.items.find((item) => !item.hidden);
        if (first) {
          if (!first.hasAttribute('tabindex')) first.tabIndex = -1;
          first.focus();
        }
        announce(t.loaded(page.items.length), { doc });
      },
      'keep-link-plain': (_event, load) => {
        if (!load) return;
        // Nothing is lost: the link stays a link to that page, and the next click follows it.
        failedLinks.add(load.link);
        console.warn(`[theme] project archive: could not load ${load.url.pathname}${load.url.search}; the link now navigates`, load.error);
      },
    };

    const dispatch = (event: ArchiveEvent, domEvent: Event | null = null, load: PageLoad | null = null) => {
      const step = nextArchive(state, event);
      state = step.state;
      for (const effect of step.effects) effects[effect](domEvent, load);
    };

    async function fetchPage(load: PageLoad): Promise<void> {
      try {
        const html = await getHtml(load.url.href, { signal });
        const page = extractPage(html, doc, { item: SELECTORS.item, pager: SELECTORS.pager });
        if (page.items.length === 0) throw new Error('the page has no projects');
        applyFilter(page.items);
        if (ajaxNavigation) {
          for (const img of page.items.flatMap((item) => Array.from(item.querySelectorAll('img')))) img.loading = 'eager';
          await imagesLoaded(page.items, IMAGES_TIMEOUT_MS, win);
        }
        if (signal.aborted) return;
        dispatch({ type: 'loaded' }, null, { ...load, page });
      } catch (error) {
        if (signal.aborted) return;
        dispatch({ type: 'failed' }, null, { ...load, error });
      }
    }

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target as Element | null;
      const entry = target?.closest<HTMLElement>(SELECTORS.filter);
      if (entry && el.contains(entry)) {
        dispatch({ type: 'filter', value: entry.getAttribute('data-filter') ?? '' }, event);
        return;
      }
      const link = target?.closest<HTMLAnchorElement>(`${SELECTORS.pager} ${SELECTORS.next}`);
      if (!link || !el.contains(link)) return;
      // Only the site's own pages are loaded in place; anything else stays an ordinary link.
      const url = siteUrl(link.getAttribute('href'), win.location.href, win.location.origin);
      dispatch({ type: 'next', inPlace: url !== null && !failedLinks.has(link) }, event, url ? { link, url } : null);
    };

    // Filter entries are links to "#": as toggle buttons they say which one is on.
    const restoreRoles = filters.map((entry) => [entry, entry.getAttribute('role'), entry.classList.contains('active')] as const);
    for (const entry of filters) entry.setAttribute('role', 'button');
    markFilters();
    applyFilter(items());
    el.addEventListener('click', onClick, { signal });
    if (masonry) {
      el.classList.add('is-masonry');
      layout();
      const relayout = debounce(win, signal, RELAYOUT_DEBOUNCE_MS, layout);
      win.addEventListener('resize', relayout, { signal });
      // Images that arrive later change heights.
      grid.addEventListener('load', relayout, { capture: true, signal });
    }

    // The listeners, the debounce and a page on its way end with the signal; the markup is put back here.
    return () => {
      el.classList.remove('is-masonry');
      el.removeAttribute('data-filter-active');
      for (const item of items()) {
        item.hidden = false;
        item.style.gridRowEnd = '';
      }
      for (const [entry, role, wasActive] of restoreRoles) {
        entry.removeAttribute('aria-pressed');
        entry.classList.toggle('active', wasActive);
        if (role === null) entry.removeAttribute('role');
        else entry.setAttribute('role', role);
      }
    };
  },
};

export default projectArchive;
