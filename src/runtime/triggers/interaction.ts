import type { Trigger } from './types.ts';

/** Pointer, focus or key on the element: the chunk arrives just before it is used. */
const EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

export const onInteraction: Trigger = (el, run) => {
  const controller = new AbortController();
  const fire = () => {
    controller.abort();
    run();
  };
  for (const type of EVENTS) {
    el.addEventListener(type, fire, { once: true, passive: true, signal: controller.signal });
  }
  return () => controller.abort();
};
