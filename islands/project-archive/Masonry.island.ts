import { IslandError, type IslandModule } from '../../src/runtime/define.ts';
import { debounce } from '../../src/services/timers.ts';
import { GRID_ROW_PX, RELAYOUT_DEBOUNCE_MS, rowSpan } from './masonry.ts';
import { MASONRY_ARCHIVE, SELECTORS } from './frame.ts';

/**
 * Masonry for the archive's grid: each project spans as many of the grid's small rows as its
 * height needs (masonry.ts), so shorter projects let the next ones move up. Laid out at mount,
 * 100 ms after the last resize, when an image arrives, and at once (before the next frame) when
 * projects come or go: a filter hides some, the pager appends some. No React, and nothing of the
 * archive's view: the grid's changes are watched, not announced to it.
 */
const projectMasonry: IslandModule = {
  mount(grid, { doc, signal }) {
    const archive = grid.closest<HTMLElement>(MASONRY_ARCHIVE);
    if (!archive) throw new IslandError('the grid is not inside a masonry project archive');
    const win = doc.defaultView ?? window;
    const items = () => Array.from(grid.querySelectorAll<HTMLElement>(SELECTORS.item));

    const layout = () => {
      const gap = parseFloat(win.getComputedStyle(grid).rowGap) || 0;
      for (const item of items()) {
        item.style.gridRowEnd = '';
        if (item.hidden) continue;
        const measured = item.firstElementChild instanceof win.HTMLElement ? item.firstElementChild : item;
        item.style.gridRowEnd = `span ${rowSpan(measured.getBoundingClientRect().height, GRID_ROW_PX, gap)}`;
      }
    };

    archive.classList.add('is-masonry');
    layout();
    const relayout = debounce(win, signal, RELAYOUT_DEBOUNCE_MS, layout);
    win.addEventListener('resize', relayout, { signal });
    // Images that arrive later change heights.
    grid.addEventListener('load', relayout, { capture: true, signal });
    // Projects added, removed, shown or hidden: laid out in the same task, before it is painted.
    // (The spans written here are style changes, which this does not watch.)
    const changes = new win.MutationObserver(layout);
    changes.observe(grid, { childList: true, subtree: true, attributeFilter: ['hidden'] });

    // The listeners and the debounce end with the signal; the observer and the markup are undone here.
    return () => {
      changes.disconnect();
      archive.classList.remove('is-masonry');
      for (const item of items()) item.style.gridRowEnd = '';
    };
  },
};

export default projectMasonry;
