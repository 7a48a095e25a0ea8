import { writeAttributes } from '../../src/ui/write-attributes.ts';

/** What the theme's archive-project.php prints, by class. */
export const SELECTORS = {
  filter: '.project-filter [data-filter]',
  grid: '.project-grid',
  item: '.project-item',
  pager: '.project-pagination',
  next: 'a.next',
} as const;

/** The filter value that shows every project (as does an empty one). */
export const SHOW_ALL = '*';

/** The archive in masonry mode, by its marker. */
export const MASONRY_ARCHIVE = '[data-island="project-archive"][data-layout="masonry"]';

/** The pager's next link. */
export const NEXT_LINK = `${SELECTORS.pager} ${SELECTORS.next}`;

/** The filter the server marked active (its entry's `active` class), or '*'. */
export function printedFilter(filters: readonly Element[]): string {
  return filters.find((entry) => entry.classList.contains('active'))?.getAttribute('data-filter') ?? SHOW_ALL;
}

/**
 * The archive's frame: how its server nodes look in one state, class tokens on or off and
 * attributes set (null: not drawn, the printed value stands). The entry draws the load-time look
 * (prepareArchive, below), the view each state's (ProjectArchive.tsx, through src/ui/ServerNode):
 * the theme's own nodes and classes, never a copy.
 */
export interface Look {
  readonly classes?: Readonly<Record<string, boolean>>;
  readonly attributes: Readonly<Record<string, string | null>>;
}

/** The wrapper says which filter is on (test-visible state). */
export const archiveLook = (filter: string): Look => ({ attributes: { 'data-filter-active': filter } });

/** A filter entry, a link to "#", as the toggle button it acts as: pressed and `active` when its filter is on. */
export const entryLook = (on: boolean): Look => ({ classes: { active: on }, attributes: { role: 'button', 'aria-pressed': String(on) } });

/**
 * The archive's load-time look, in the entry: the filter entries are toggle buttons (pressed:
 * the one the server marked active) and the wrapper says which filter is on, as the view will
 * draw them. The view, and React, arrive at the first touch of the filter or the pager.
 */
export function prepareArchive(el: HTMLElement): () => void {
  const filters = Array.from(el.querySelectorAll<HTMLElement>(SELECTORS.filter));
  const active = printedFilter(filters);
  // Attributes only: the `active` class is already on the entry the server marked.
  return writeAttributes([
    [el, archiveLook(active).attributes],
    ...filters.map((entry) => [entry, entryLook(entry.getAttribute('data-filter') === active).attributes] as const),
  ]);
}
