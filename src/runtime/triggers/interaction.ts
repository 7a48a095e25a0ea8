import type { Trigger } from './types.ts';

/** Pointer, focus or key on the element: the chunk arrives just before it is used. */
const EVENTS = ['pointerenter', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;
/** The same, delegated from the document for the elements outside the host (`pointerenter` does not bubble). */
const DELEGATED = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

export const onInteraction: Trigger = (el, run, { also, events = [], wakes }) => {
  const controller = new AbortController();
  const fire = () => {
    controller.abort();
    run();
  };
  const options = { once: true, passive: true, signal: controller.signal } as const;
  const delegated = { capture: true, passive: true, signal: controller.signal } as const;
  if (wakes && el.querySelector(wakes)) {
    // Only a touch of these elements inside the host wakes it; and a click on one, for the click
    // a key makes (Enter in a field clicks the form's submit button). On the document, in the
    // capture phase: the held clicks' listener stops the click there, not before. (A host holding
    // none of them, a theme's own markup, wakes at any touch, as other islands do.)
    const onInside = (event: Event) => {
      const hit = (event.target as Element | null)?.closest?.(wakes);
      if (hit && el.contains(hit)) fire();
    };
    for (const type of [...DELEGATED, 'click']) el.ownerDocument.addEventListener(type, onInside, delegated);
  } else for (const type of EVENTS) el.addEventListener(type, fire, options);
  // Capture, so the trigger runs before the held-input capture of the same event stops it.
  for (const name of events) el.addEventListener(`wc:${name}`, fire, { ...options, capture: true });
  if (also) {
    const onDocument = (event: Event) => {
      if ((event.target as Element | null)?.closest?.(also)) fire();
    };
    for (const type of DELEGATED) el.ownerDocument.addEventListener(type, onDocument, delegated);
  }
  return () => controller.abort();
};
