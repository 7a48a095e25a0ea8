import type { Step } from '../../src/runtime/step.ts';

/**
 * The project archive's decisions, pure: which filter is on, which page is on its way, what has
 * been loaded in place, and what each visitor action or answer does beyond what the view draws
 * from the state. The view (ProjectArchive.tsx) draws the state on the server's markup and
 * carries the effects out; the table test beside this file is the contract.
 *
 * `Project` and `Pager` are what the view shows them as (its server nodes); this module only
 * holds them.
 */
export interface ArchiveState<Project = unknown, Pager = unknown> {
  /** The `data-filter` value shown ('*' for all): the active entry, the projects left visible. */
  readonly filter: string;
  /** The address of the next page on its way (the link busy, further clicks ignored), or null. */
  readonly loading: string | null;
  /** Addresses that could not be loaded in place: their link navigates, as without the bundle. */
  readonly plain: readonly string[];
  /** The projects loaded in place, in order: after the server's in the grid. */
  readonly added: readonly Project[];
  /** The pager shown: the server's at first, then the last loaded page's (null: it had none). */
  readonly pager: Pager | null;
}

export type ArchiveEvent<Project = unknown, Pager = unknown> =
  /** A filter entry was clicked. */
  | { readonly type: 'filter'; readonly value: string }
  /** The pager's next link was clicked; `url` is null for a link that does not lead to a page of this site. */
  | { readonly type: 'next'; readonly url: string | null }
  /** The page on its way arrived with its projects (their images loaded, in ajax-navigation mode) and its pager. */
  | { readonly type: 'loaded'; readonly projects: readonly Project[]; readonly pager: Pager | null }
  /** The page on its way did not come, or had no projects. */
  | { readonly type: 'failed'; readonly error: unknown };

export type ArchiveEffect<Project = unknown> =
  /** The click does not navigate. */
  | { readonly type: 'prevent-default' }
  /** Say how many projects the new filter shows. */
  | { readonly type: 'announce-shown' }
  /** Fetch that page; its answer comes back as `loaded` or `failed`. */
  | { readonly type: 'fetch-page'; readonly url: string }
  /** Focus the first of these new projects the filter shows. */
  | { readonly type: 'focus-first'; readonly projects: readonly Project[] }
  /** Say how many projects came. */
  | { readonly type: 'announce-added'; readonly count: number }
  /** Say in the console that the link now navigates, and why. */
  | { readonly type: 'warn-link-plain'; readonly url: string; readonly error: unknown };

export type ArchiveStep<Project = unknown, Pager = unknown> = Step<ArchiveState<Project, Pager>, ArchiveEffect<Project>>;

/** The archive as the server printed it: `filter` from its active entry, `pager` its pager. */
export function printedArchive<Project, Pager>(filter: string, pager: Pager | null): ArchiveState<Project, Pager> {
  return { filter, loading: null, plain: [], added: [], pager };
}

const PREVENT = { type: 'prevent-default' } as const;

/**
 * The archive as the view finds it when it mounts: printed, then the clicks the entry answered
 * before the view came (the filter it drew, the next page it showed on its way), as if the view
 * had had them. What they owe is owed still (the filter's announcement, the page's request);
 * the clicks themselves are done with, so nothing is prevented.
 */
export function answeredArchive<Project, Pager>(printed: ArchiveState<Project, Pager>, answered: ReadonlyArray<ArchiveEvent<Project, Pager>>): ArchiveStep<Project, Pager> {
  return answered.reduce<ArchiveStep<Project, Pager>>(
    ({ state, effects }, event) => {
      const step = nextArchive(state, event);
      return { state: step.state, effects: [...effects, ...step.effects.filter((effect) => effect.type !== 'prevent-default')] };
    },
    { state: printed, effects: [] },
  );
}

export function nextArchive<Project, Pager>(state: ArchiveState<Project, Pager>, event: ArchiveEvent<Project, Pager>): ArchiveStep<Project, Pager> {
  switch (event.type) {
    case 'filter':
      // Re-clicking the active entry does nothing (but the "#" link still does not jump).
      if (event.value === state.filter) return { state, effects: [PREVENT] };
      return { state: { ...state, filter: event.value }, effects: [PREVENT, { type: 'announce-shown' }] };
    case 'next':
      // A link off the site, or to a page that failed to load in place, is an ordinary link.
      if (event.url === null || state.plain.includes(event.url)) return { state, effects: [] };
      if (state.loading !== null) return { state, effects: [PREVENT] };
      return { state: { ...state, loading: event.url }, effects: [PREVENT, { type: 'fetch-page', url: event.url }] };
    case 'loaded':
      if (state.loading === null) return { state, effects: [] };
      return {
        state: { ...state, loading: null, added: [...state.added, ...event.projects], pager: event.pager },
        effects: [
          { type: 'focus-first', projects: event.projects },
          { type: 'announce-added', count: event.projects.length },
        ],
      };
    case 'failed':
      if (state.loading === null) return { state, effects: [] };
      // Nothing is lost: the link stays a link to that page, and its next click follows it.
      return {
        state: { ...state, loading: null, plain: [...state.plain, state.loading] },
        effects: [{ type: 'warn-link-plain', url: state.loading, error: event.error }],
      };
  }
}
