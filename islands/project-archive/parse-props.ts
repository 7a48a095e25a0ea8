import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';

/** What the theme's archive-project.php prints, by class. */
export const SELECTORS = {
  filter: '.project-filter [data-filter]',
  grid: '.project-grid',
  item: '.project-item',
  pager: '.project-pagination',
  next: 'a.next',
} as const;

export interface ArchiveParts {
  filters: HTMLElement[];
  grid: HTMLElement;
  masonry: boolean;
  /** Ajax-navigation mode: new projects go in once their images have loaded. */
  ajaxNavigation: boolean;
}

/** The archive wrapper: `data-layout="masonry"|"standard"`, `data-ajax-navigation="1"`. */
export function parseArchive(el: HTMLElement): ParseResult<ArchiveParts> {
  const grid = el.querySelector<HTMLElement>(SELECTORS.grid);
  if (!grid) return invalid(`no ${SELECTORS.grid} inside the project archive`);
  return parsed({
    filters: Array.from(el.querySelectorAll<HTMLElement>(SELECTORS.filter)),
    grid,
    masonry: el.getAttribute('data-layout') === 'masonry',
    ajaxNavigation: el.getAttribute('data-ajax-navigation') === '1',
  });
}
