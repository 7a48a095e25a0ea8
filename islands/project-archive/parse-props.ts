import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';
import { SELECTORS, printedFilter } from './frame.ts';

export interface ArchiveParts {
  filters: HTMLElement[];
  /** The filter the server marked active (its entry's `active` class), or '*'. */
  active: string;
  grid: HTMLElement;
  /** The projects the server printed. */
  projects: HTMLElement[];
  /** The pager the server printed, if any. */
  pager: HTMLElement | null;
  /** Ajax-navigation mode: new projects go in once their images have loaded. */
  ajaxNavigation: boolean;
}

/** The archive wrapper: `data-layout="masonry"|"standard"`, `data-ajax-navigation="1"`. */
export function parseArchive(el: HTMLElement): ParseResult<ArchiveParts> {
  const grid = el.querySelector<HTMLElement>(SELECTORS.grid);
  if (!grid) return invalid(`no ${SELECTORS.grid} inside the project archive`);
  const filters = Array.from(el.querySelectorAll<HTMLElement>(SELECTORS.filter));
  return parsed({
    filters,
    active: printedFilter(filters),
    grid,
    projects: Array.from(grid.querySelectorAll<HTMLElement>(SELECTORS.item)),
    pager: el.querySelector<HTMLElement>(SELECTORS.pager),
    ajaxNavigation: el.getAttribute('data-ajax-navigation') === '1',
  });
}
