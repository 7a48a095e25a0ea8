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
  const waiting = new AbortController();
  query.addEventListener(
    'change',
    (event) => {
      if (!event.matches) return;
      waiting.abort();
      run();
    },
    { signal: waiting.signal },
  );
  return () => waiting.abort();
};
