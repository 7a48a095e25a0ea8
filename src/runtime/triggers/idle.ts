import type { Trigger } from './types.ts';

/** When the main thread is idle; a timeout keeps a busy page from starving the island. */
export const onIdle: Trigger = (el, run) => {
  const win: Window = el.ownerDocument.defaultView ?? window;
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(() => run(), { timeout: 2000 });
    return () => win.cancelIdleCallback(handle);
  }
  // Safari before 18 has no requestIdleCallback.
  const handle = win.setTimeout(run, 200);
  return () => win.clearTimeout(handle);
};
