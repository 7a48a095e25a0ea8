import { APPROACH, WAKING, onApproach } from './approach.ts';
import type { Trigger } from './types.ts';

/**
 * Pointer, focus, key or click on the element: the chunk arrives just before it is used. (The
 * approach's `pointerover`, heard once on the element, is its `pointerenter`.)
 */
export const onInteraction: Trigger = (el, run, { also, events = [], wakes }) => {
  const controller = new AbortController();
  const fire = () => {
    controller.abort();
    run();
  };
  const { signal } = controller;
  const options = { once: true, passive: true, signal } as const;
  // On the document, in the capture phase: the held clicks' listener stops a click there, not
  // before.
  if (wakes && el.querySelector(wakes)) {
    // Only a touch of these elements inside the host wakes it. (A host holding none of them, a
    // theme's own markup, wakes at any touch, as other islands do.)
    onApproach(el.ownerDocument, wakes, (hit) => el.contains(hit) && fire(), signal, WAKING);
  } else {
    for (const type of APPROACH) el.addEventListener(type, fire, options);
    el.ownerDocument.addEventListener('click', (event) => el.contains(event.target as Node | null) && fire(), { capture: true, passive: true, signal });
  }
  // Capture, so the trigger runs before the held-input capture of the same event stops it.
  for (const name of events) el.addEventListener(`wc:${name}`, fire, { ...options, capture: true });
  if (also) onApproach(el.ownerDocument, also, fire, signal, WAKING);
  return () => controller.abort();
};
