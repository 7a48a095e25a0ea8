import type { Trigger } from './types.ts';

/**
 * When the element comes near the viewport. One IntersectionObserver serves every element, so a
 * page of many below-the-fold islands costs one observer, not one each.
 */
const waiting = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const run = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        run?.();
      }
    },
    { rootMargin: '200px 0px' },
  );
  return observer;
}

export const onVisible: Trigger = (el, run) => {
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return () => {};
  }
  const io = sharedObserver();
  waiting.set(el, run);
  io.observe(el);
  return () => {
    waiting.delete(el);
    io.unobserve(el);
  };
};
