import { useLayoutEffect, useMemo, useState } from 'react';
import { announce } from '../../src/services/announcer.ts';
import { pageLanguage } from '../../src/services/page-language.ts';
import { answeredArchive, nextArchive, printedArchive, type ArchiveEffect, type ArchiveEvent } from './archive-state.ts';
import { NEXT_LINK, SELECTORS, archiveLook, entryLook, matchesFilter, nextLinkLook, nextPageUrl, projectLook, type DrawnArchive } from './frame.ts';
import { LABELS } from './labels.ts';
import type { ArchiveParts } from './parse-props.ts';
import { ServerNode } from '../../src/ui/ServerNode.tsx';
import { Appended, Swapped } from './server-nodes.tsx';
import { useSteps } from './use-steps.ts';

export interface ProjectArchiveProps extends ArchiveParts {
  /** The archive's wrapper. */
  el: HTMLElement;
  doc: Document;
  /** The island's lifetime: its listeners and a page on its way end with it. */
  signal: AbortSignal;
  /** What the entry showed before the view came, the clicks it answered (frame.ts), taken back for the view to draw; null: nothing. */
  answered: DrawnArchive | null;
}

type Effect = ArchiveEffect<HTMLElement>;
type Event = ArchiveEvent<HTMLElement, HTMLElement>;

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The project archive's view: filter and in-place pager over the server's markup. Its state is
 * archive-state.ts (pure, table-tested); this draws each state on the theme's own nodes (the
 * active entry, the projects the filter hides, the next link busy while its page loads), moves
 * the loaded projects in after the printed ones and swaps in each loaded page's pager, and
 * carries out the effects. React's root holds no markup: every node the visitor sees is the
 * server's (sanitised, for what was fetched), so theme CSS and other code keep working. The
 * masonry layout is not here: it is an island of its own that follows the grid's changes.
 */
export function ProjectArchive({ el, filters, grid, projects, pager, active, ajaxNavigation, doc, signal, answered }: ProjectArchiveProps) {
  // The view starts where the entry left the visitor: the clicks it answered are the view's
  // first events (the click on the next link is made again after the mount, and ignored then:
  // its page is on its way).
  const [first] = useState(() => {
    const link = answered?.next ? pager?.querySelector(SELECTORS.next) : null;
    const events: Event[] = answered ? [{ type: 'filter', value: answered.filter }] : [];
    if (link) events.push({ type: 'next', url: nextPageUrl(link, doc.defaultView ?? window) });
    return answeredArchive<HTMLElement, HTMLElement>(printedArchive(active, pager), events);
  });
  const [state, step] = useSteps(nextArchive<HTMLElement, HTMLElement>, () => first.state);
  const allProjects = useMemo(() => [...projects, ...state.added], [projects, state.added]);
  const nextLink = useMemo(() => state.pager?.querySelector<HTMLAnchorElement>(SELECTORS.next) ?? null, [state.pager]);

  // For the island's lifetime (its signal): the listener, and the effects each step asks for.
  useLayoutEffect(() => {
    const win = doc.defaultView ?? window;
    const t = LABELS[pageLanguage(doc)];
    const effects: { [Type in Effect['type']]: (effect: Extract<Effect, { type: Type }>, click: MouseEvent | null) => void } = {
      'prevent-default': (_effect, click) => click?.preventDefault(),
      'announce-shown': () => announce(t.shown(grid.querySelectorAll(`${SELECTORS.item}:not([hidden])`).length), { doc }),
      'fetch-page': ({ url }) => void fetchPage(url),
      'focus-first': ({ projects: added }) => {
        const first = added.find((project) => !project.hidden);
        if (!first) return;
        if (!first.hasAttribute('tabindex')) first.tabIndex = -1;
        first.focus();
      },
      'announce-added': ({ count }) => announce(t.loaded(count), { doc }),
      'warn-link-plain': ({ url, error }) => {
        const { pathname, search } = new URL(url);
        console.warn(`[theme] project archive: could not load ${pathname}${search}; the link now navigates`, error);
      },
    };
    const carryOut = (list: readonly Effect[], click: MouseEvent | null) => {
      for (const effect of list) (effects[effect.type] as (effect: Effect, click: MouseEvent | null) => void)(effect, click);
    };
    const dispatch = (event: Event, click: MouseEvent | null = null) => carryOut(step(event), click);

    async function fetchPage(url: string): Promise<void> {
      try {
        const { loadPage } = await import('./next-page.ts');
        const page = await loadPage(url, doc, signal, { waitForImages: ajaxNavigation });
        if (!signal.aborted) dispatch({ type: 'loaded', projects: page.items, pager: page.pager });
      } catch (error) {
        if (!signal.aborted) dispatch({ type: 'failed', error });
      }
    }

    const onClick = (click: MouseEvent) => {
      // A modified click (a new tab or window) is the browser's, as without the bundle.
      if (click.defaultPrevented || !isPlainClick(click)) return;
      const target = click.target as Element | null;
      const entry = target?.closest<HTMLElement>(SELECTORS.filter);
      if (entry && el.contains(entry)) {
        dispatch({ type: 'filter', value: entry.getAttribute('data-filter') ?? '' }, click);
        return;
      }
      const link = target?.closest<HTMLAnchorElement>(NEXT_LINK);
      if (!link || !el.contains(link)) return;
      // Only the site's own pages are loaded in place; anything else stays an ordinary link.
      dispatch({ type: 'next', url: nextPageUrl(link, win) }, click);
    };
    el.addEventListener('click', onClick, { signal });
    // What the entry's answers owe (first, above): the filter's announcement, the page's request.
    carryOut(first.effects, null);
  }, [el, grid, doc, signal, step, ajaxNavigation, first]);

  return (
    <>
      <ServerNode node={el} {...archiveLook(state.filter)} />
      {filters.map((entry, index) => (
        <ServerNode key={index} node={entry} {...entryLook(entry.getAttribute('data-filter') === state.filter)} />
      ))}
      <Appended parent={grid} nodes={state.added} />
      {allProjects.map((project, index) => (
        <ServerNode key={index} node={project} {...projectLook(matchesFilter(project.getAttribute('data-filter'), state.filter))} />
      ))}
      <Swapped node={state.pager} printed={pager} />
      {nextLink && <ServerNode node={nextLink} {...nextLinkLook(state.loading !== null)} />}
    </>
  );
}
