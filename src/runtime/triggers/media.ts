import type { Trigger } from './types.ts';

/** When a media query matches (for example only on narrow screens). */
export const onMedia: Trigger = (el, run, { media }) => {
  const win = el.ownerDocument.defaultView ?? window;
  if (!media) {
    run();
    return () => {};
  }
  const query = win.matchMedia(media);
  if (query.matches) {
    run();
    return () => {};
  }
  const listener = (event: MediaQueryListEvent) => {
    if (!event.matches) return;
    query.removeEventListener('change', listener);
    run();
  };
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
