import type { Trigger } from './types.ts';

/** Pointer, focus or key on the element: the chunk arrives just before it is used. */
const EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;
/** The same, delegated from the document for the elements outside the host (`pointerenter` does not bubble). */
const DELEGATED = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

export const onInteraction: Trigger = (el, run, { also, events = [] }) => {
  const controller = new AbortController();
  const fire = () => {
    controller.abort();
    run();
  };
  const options = { once: true, passive: true, signal: controller.signal } as const;
  for (const type of EVENTS) el.addEventListener(type, fire, options);
  // Capture, so the trigger runs before the held-input capture of the same event stops it.
  for (const name of events) el.addEventListener(`wc:${name}`, fire, { ...options, capture: true });
  if (also) {
    const onDocument = (event: Event) => {
      if ((event.target as Element | null)?.closest?.(also)) fire();
    };
    for (const type of DELEGATED) el.ownerDocument.addEventListener(type, onDocument, { capture: true, passive: true, signal: controller.signal });
  }
  return () => controller.abort();
};
