import { defineIsland } from '../../src/runtime/define.ts';
import { NEXT_LINK, SELECTORS, answerArchive, prepareArchive } from './frame.ts';

/** What the visitor acts on: a filter entry, the next link. */
const ACTIONS = `${SELECTORS.filter}, ${NEXT_LINK}`;

export default defineIsland({
  name: 'project-archive',
  // What the archive shows at load is the server's markup: the masonry layout is an island of
  // its own (project-masonry.ts, `load`), the filter's toggle semantics are drawn in the entry.
  // The view, and React, change the page only when the filter or the pager is used: they arrive
  // at the first touch of one (a hover, a focus, a key). The click that woke them is answered
  // at once in the entry, on the prepared look (a filter shown; the next page shown on its way,
  // its click held all the same), and the view starts from there; the clicks held are made once
  // it is mounted. A touch of a project's own link brings nothing.
  when: 'interaction',
  wakes: ACTIONS,
  holds: ACTIONS,
  prepare: prepareArchive,
  answer: answerArchive,
  load: () => {
    // The pager's page loader (the http layer and DOMPurify) is fetched beside the view, so a
    // next-page click waits for neither, and a filter click does not wait for it.
    import('./next-page.ts').catch(() => undefined);
    return import('./ProjectArchive.island.tsx');
  },
});
