import { IslandError, type IslandModule } from '../../src/runtime/define.ts';
import { announce } from '../../src/services/announcer.ts';
import { getHtml } from '../../src/services/http.ts';
import { pageLanguage } from '../../src/services/page-language.ts';
import { SHOW_ALL, matchesFilter } from './filter.ts';
import { LABELS } from './labels.ts';
import { GRID_ROW_PX, RELAYOUT_DEBOUNCE_MS, debounce, rowSpan } from './masonry.ts';
import { siteUrl } from '../../src/services/safe-url.ts';
import { extractPage, imagesLoaded } from './next-page.ts';
import { SELECTORS, parseArchive } from './parse-props.ts';

const IMAGES_TIMEOUT_MS = 5000;

/**
 * The project archive: filter, in-place paging, masonry. No React: it only toggles classes and
 * inserts server HTML, so a delegated listener and a few functions are all it needs.
 * Test-visible state: `data-filter-active` on the wrapper, `hidden` on filtered-out projects,
 * `loading`/`aria-busy` on the next link while a page loads.
 */
const projectArchive: IslandModule = {
  mount(el, { doc }) {
    const result = parseArchive(el);
    if (!result.ok) throw new IslandError(result.error);
    const { filters, grid, masonry, ajaxNavigation } = result.props;
    const win = doc.defaultView ?? window;
    const t = LABELS[pageLanguage(doc)];
    let active = filters.find((f) => f.classList.contains('active'))?.getAttribute('data-filter') ?? SHOW_ALL;
    let loading = false;
    const abort = new AbortController();
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
    const relayout = debounce(layout, RELAYOUT_DEBOUNCE_MS, win);

    const applyFilter = (nodes: HTMLElement[]) => {
      for (const item of nodes) item.hidden = !matchesFilter(item.getAttribute('data-filter'), active);
    };

    const markFilters = () => {
      for (const entry of filters) {
        const on = (entry.getAttribute('data-filter') ?? '') === active;
        entry.classList.toggle('active', on);
        entry.setAttribute('aria-pressed', String(on));
      }
      el.setAttribute('data-filter-active', active);
    };

    const onFilter = (entry: HTMLElement) => {
      const value = entry.getAttribute('data-filter') ?? '';
      if (value === active) return; // re-clicking the active entry does nothing
      active = value;
      markFilters();
      applyFilter(items());
      layout();
      announce(t.shown(items().filter((item) => !item.hidden).length), { doc });
    };

    const loadNext = async (link: HTMLAnchorElement, url: URL) => {
      loading = true;
      link.classList.add('loading');
      link.setAttribute('aria-busy', 'true');
      try {
        const html = await getHtml(url.href, { signal: abort.signal });
        const page = extractPage(html, doc, { item: SELECTORS.item, pager: SELECTORS.pager });
        if (page.items.length === 0) throw new Error('the page has no projects');
        applyFilter(page.items);
        if (ajaxNavigation) {
          for (const img of page.items.flatMap((item) => Array.from(item.querySelectorAll('img')))) img.loading = 'eager';
          await imagesLoaded(page.items, IMAGES_TIMEOUT_MS, win);
        }
        if (abort.signal.aborted) return;
        grid.append(...page.items);
        const pager = link.closest(SELECTORS.pager);
        if (pager && page.pager) pager.replaceWith(page.pager);
        else pager?.remove();
        layout();
        const first = page.items.find((item) => !item.hidden);
        if (first) {
          if (!first.hasAttribute('tabindex')) first.tabIndex = -1;
          first.focus();
        }
        announce(t.loaded(page.items.length), { doc });
      } catch (error) {
        if (abort.signal.aborted) return;
        // Nothing is lost: the link stays a link to that page, and the next click follows it.
        failedLinks.add(link);
        console.warn(`[theme] project archive: could not load ${url.pathname}${url.search}; the link now navigates`, error);
      } finally {
        loading = false;
        link.classList.remove('loading');
        link.removeAttribute('aria-busy');
      }
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target as Element | null;
      const entry = target?.closest<HTMLElement>(SELECTORS.filter);
      if (entry && el.contains(entry)) {
        event.preventDefault();
        onFilter(entry);
        return;
      }
      const link = target?.closest<HTMLAnchorElement>(`${SELECTORS.pager} ${SELECTORS.next}`);
      if (!link || !el.contains(link) || failedLinks.has(link)) return;
      // Only the site's own pages are loaded in place; anything else stays an ordinary link.
      const url = siteUrl(link.getAttribute('href'), win.location.href, win.location.origin);
      if (!url) return; // another site: an ordinary link
      event.preventDefault();
      if (loading) return; // repeat clicks while loading are ignored
      void loadNext(link, url);
    };

    // Filter entries are links to "#": as toggle buttons they say which one is on.
    const restoreRoles = filters.map((entry) => [entry, entry.getAttribute('role'), entry.classList.contains('active')] as const);
    for (const entry of filters) entry.setAttribute('role', 'button');
    markFilters();
    applyFilter(items());
    el.addEventListener('click', onClick);
    if (masonry) {
      el.classList.add('is-masonry');
      layout();
      win.addEventListener('resize', relayout);
      // Images that arrive later change heights.
      grid.addEventListener('load', relayout, true);
    }

    return () => {
      abort.abort();
      relayout.cancel();
      el.removeEventListener('click', onClick);
      win.removeEventListener('resize', relayout);
      grid.removeEventListener('load', relayout, true);
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
