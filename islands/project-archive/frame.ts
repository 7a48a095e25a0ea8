import { snapshotAttributes } from '../../src/runtime/snapshot-attributes.ts';
import { siteUrl } from '../../src/services/safe-url.ts';

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
 * The archive's filter: an entry carries a filter value (`data-filter`), a project carries its
 * values (`data-filter`, space-separated). `*` (or an empty value) shows every project.
 */
export function matchesFilter(projectValues: string | null, filter: string): boolean {
  if (filter === SHOW_ALL || filter === '') return true;
  return (projectValues ?? '').split(/\s+/).includes(filter);
}

/** The page a next link loads in place: only the site's own (null: it stays an ordinary link). */
export function nextPageUrl(link: Element, win: Window): string | null {
  return siteUrl(link.getAttribute('href'), win.location.href, win.location.origin)?.href ?? null;
}

/**
 * The archive's frame: how its server nodes look in one state, class tokens on or off and
 * attributes set (null: not drawn, the printed value stands). The entry draws them before the
 * view comes (drawArchive, below), the view each state's (ProjectArchive.tsx, through
 * src/ui/ServerNode): the theme's own nodes and classes, never a copy.
 */
export interface Look {
  readonly classes?: Readonly<Record<string, boolean>>;
  readonly attributes: Readonly<Record<string, string | null>>;
}

/** The wrapper says which filter is on (test-visible state). */
export const archiveLook = (filter: string): Look => ({ attributes: { 'data-filter-active': filter } });

/** A filter entry, a link to "#", as the toggle button it acts as: pressed and `active` when its filter is on. */
export const entryLook = (on: boolean): Look => ({ classes: { active: on }, attributes: { role: 'button', 'aria-pressed': String(on) } });

/** A project the filter leaves out is hidden (theme.css hides it whatever display the theme gives it). */
export const projectLook = (shown: boolean): Look => ({ attributes: { hidden: shown ? null : '' } });

/** The next link while its page is on its way: `loading` (theme.css dims it) and busy. */
export const nextLinkLook = (busy: boolean): Look => ({ classes: { loading: busy }, attributes: { 'aria-busy': busy ? 'true' : null } });

/** What the entry draws: the filter on, and whether the next page is on its way (its click answered). */
export interface DrawnArchive {
  readonly filter: string;
  readonly next: boolean;
}

/** The look the entry drew on each archive, and how to put the server's markup back. */
const drawn = new WeakMap<Element, { state: DrawnArchive; undo: () => void }>();

/**
 * A look on one node, drawn over the server's markup; gives back how to put that back. Only the
 * classes it changed are changed back (the masonry adds its own to the wrapper meanwhile).
 */
function drawLook(node: Element, { classes = {}, attributes }: Look): () => void {
  const flipped = Object.keys(classes).filter((name) => node.classList.contains(name) !== classes[name]);
  // Taking a class off again leaves `class=""` where the server printed none: that goes too.
  const undo = snapshotAttributes([node], [...Object.keys(attributes), ...(node.hasAttribute('class') ? [] : ['class'])]);
  for (const name of flipped) node.classList.toggle(name);
  for (const [name, value] of Object.entries(attributes)) if (value !== null) node.setAttribute(name, value);
  return () => {
    for (const name of flipped) node.classList.toggle(name);
    undo();
  };
}

/**
 * The archive in one state, drawn by the entry on the server's markup with the view's looks
 * (what was drawn before is put back first, so a look's null leaves the printed value). The
 * masonry, which watches the grid's `hidden` attributes, lays the grid out again in this task.
 */
function drawArchive(el: HTMLElement, state: DrawnArchive): void {
  takeBackArchive(el);
  const filters = Array.from(el.querySelectorAll(SELECTORS.filter));
  const link = el.querySelector(NEXT_LINK);
  const undos = [
    drawLook(el, archiveLook(state.filter)),
    ...filters.map((entry) => drawLook(entry, entryLook(entry.getAttribute('data-filter') === state.filter))),
    ...Array.from(el.querySelectorAll(`${SELECTORS.grid} ${SELECTORS.item}`), (project) => drawLook(project, projectLook(matchesFilter(project.getAttribute('data-filter'), state.filter)))),
    ...(link ? [drawLook(link, nextLinkLook(state.next))] : []),
  ];
  drawn.set(el, { state, undo: () => undos.reverse().forEach((undo) => undo()) });
}

/**
 * Takes back what the entry drew, leaving the server's markup, and says what it showed: the
 * island's undo (if the view does not load, the archive is the server's again), and the view's
 * first step, which draws the same state in the same task (no frame shows the difference) over
 * the server's markup, as ServerNode needs. Null when nothing is drawn.
 */
export function takeBackArchive(el: HTMLElement): DrawnArchive | null {
  const look = drawn.get(el);
  drawn.delete(el);
  look?.undo();
  return look?.state ?? null;
}

/**
 * The archive's load-time look, in the entry: the filter entries are toggle buttons (pressed:
 * the one the server marked active) and the wrapper says which filter is on, as the view will
 * draw them. The view, and React, arrive at the first touch of the filter or the pager.
 */
export function prepareArchive(el: HTMLElement): () => void {
  drawArchive(el, { filter: printedFilter(Array.from(el.querySelectorAll(SELECTORS.filter))), next: false });
  return () => void takeBackArchive(el);
}

/**
 * A click on the filter or the pager before the view came, answered at once on the prepared
 * look (the view reads what was drawn when it mounts, see takeBackArchive). A filter entry: its
 * projects shown, the others hidden, the entry pressed; the active one again changes nothing
 * (true: the click is done with). The next link to a page of this site: shown busy at once, but
 * the click stays held (false): the view, finding the page on its way, loads it and ignores the
 * click made again; if the view does not load, the click follows the link, as without the bundle.
 * Nothing is answered once the view has taken the look back (its mount is under way).
 */
export function answerArchive(el: HTMLElement, target: HTMLElement): boolean {
  const state = drawn.get(el)?.state;
  if (!state) return false;
  if (target.matches(SELECTORS.filter)) {
    const filter = target.getAttribute('data-filter') ?? '';
    if (filter !== state.filter) drawArchive(el, { ...state, filter });
    return true;
  }
  if (!state.next && nextPageUrl(target, el.ownerDocument.defaultView ?? window)) drawArchive(el, { ...state, next: true });
  return false;
}
