import { defineBehaviour } from '../../src/runtime/define.ts';

/**
 * Quick-view links: a row in the runtime's table of lazy clicks, and nothing else in the entry.
 * The modal (React, DOMPurify) and the checks on `data-href` are a chunk loaded on the first
 * click; if it does not come, the link leads where it leads without JavaScript.
 */
export default defineBehaviour({
  name: 'quick-view',
  clicks: [
    {
      selector: 'a.quick-view[data-href], [data-quick-view][data-href]',
      load: () => import('./open-quick-view.tsx'),
      // A modified click opens the link in a new tab, as the visitor asked.
      plainOnly: true,
    },
  ],
});
