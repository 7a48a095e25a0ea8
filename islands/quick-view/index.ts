import { defineBehaviour } from '../../src/runtime/define.ts';

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
      void import('./open-quick-view.tsx').then(({ openQuickView }) => openQuickView(link, doc));
    };
    doc.addEventListener('click', onClick);
    return () => doc.removeEventListener('click', onClick);
  },
});
