import { defineBehaviour } from '../../src/runtime/define.ts';
import { reportFailure } from '../../src/runtime/report-failure.ts';

const LINK = 'a.quick-view[data-href], [data-quick-view][data-href]';

/**
 * Quick-view links: one delegated listener in the entry, and nothing else there. The modal
 * (React, DOMPurify) and the checks on `data-href` are a chunk loaded on the first click.
 */
export default defineBehaviour({
  name: 'quick-view',
  listen(doc) {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLElement>(LINK);
      // A modified click opens the link in a new tab, as the visitor asked.
      if (!link || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void import('./open-quick-view.tsx').then(
        (chunk) => chunk.openQuickView(link, doc),
        (error: unknown) => {
          // The modal's chunk did not come: the link still leads where it leads without JavaScript.
          reportFailure(link, 'quick-view', error);
          const href = link.getAttribute('href');
          if (href) doc.location.assign(href);
        },
      );
    };
    doc.addEventListener('click', onClick);
    return () => doc.removeEventListener('click', onClick);
  },
});
