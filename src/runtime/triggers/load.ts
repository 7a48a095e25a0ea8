import type { Trigger } from './types.ts';

/** Above the fold, needed at once: runs in the same scan. */
export const onLoad: Trigger = (_el, run) => {
  run();
  return () => {};
};
