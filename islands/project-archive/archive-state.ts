/**
 * The project archive's decisions, pure: which filter is on, whether a page is loading, and
 * what each visitor action or answer does. The island (ProjectArchive.island.ts) carries the
 * effects out on the server's markup; the table test beside this file is the contract.
 */
export interface ArchiveState {
  /** The `data-filter` value shown ('*' for all). */
  readonly filter: string;
  /** A next page is on its way: further clicks on the link are ignored. */
  readonly loading: boolean;
}

export type ArchiveEvent =
  /** A filter entry was clicked. */
  | { readonly type: 'filter'; readonly value: string }
  /**
   * The pager's next link was clicked. `inPlace`: it leads to a page of this site that has not
   * failed to load before; otherwise it is an ordinary link.
   */
  | { readonly type: 'next'; readonly inPlace: boolean }
  /** The next page arrived with its projects (and its images, in ajax-navigation mode). */
  | { readonly type: 'loaded' }
  /** The next page did not come, or had no projects. */
  | { readonly type: 'failed' };

export type ArchiveEffect =
  /** The click does not navigate. */
  | 'prevent-default'
  /** Mark the active entry, hide what the filter leaves out, lay out, announce the count. */
  | 'show-filter'
  /** Mark the link busy and fetch the page it links to. */
  | 'load-next'
  /** Append the projects, replace the pager, lay out, focus the first new one, announce them. */
  | 'show-page'
  /** The link is no longer busy. */
  | 'end-busy'
  /** The link stays a link to that page (its next click navigates); a warning says why. */
  | 'keep-link-plain';

export interface ArchiveStep {
  readonly state: ArchiveState;
  readonly effects: readonly ArchiveEffect[];
}

export function nextArchive(state: ArchiveState, event: ArchiveEvent): ArchiveStep {
  switch (event.type) {
    case 'filter':
      // Re-clicking the active entry does nothing (but the "#" link still does not jump).
      if (event.value === state.filter) return { state, effects: ['prevent-default'] };
      return { state: { ...state, filter: event.value }, effects: ['prevent-default', 'show-filter'] };
    case 'next':
      if (!event.inPlace) return { state, effects: [] };
      if (state.loading) return { state, effects: ['prevent-default'] };
      return { state: { ...state, loading: true }, effects: ['prevent-default', 'load-next'] };
    case 'loaded':
      if (!state.loading) return { state, effects: [] };
      return { state: { ...state, loading: false }, effects: ['end-busy', 'show-page'] };
    case 'failed':
      if (!state.loading) return { state, effects: [] };
      return { state: { ...state, loading: false }, effects: ['end-busy', 'keep-link-plain'] };
  }
}
