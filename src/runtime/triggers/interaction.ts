import { APPROACH, onApproach } from './approach.ts';
import type { Trigger } from './types.ts';

/**
 * Pointer, focus or key on the element: the chunk arrives just before it is used. (The approach's
 * `pointerover`, heard once on the element, is its `pointerenter`.)
 */
export const onInteraction: Trigger = (el, run, { also, events = [], wakes }) => {
  const controller = new AbortController();
  const fire = () => {
    controller.abort();
    run();
  };
  const { signal } = controller;
  const options = { once: true, passive: true, signal } as const;
  if (wakes && el.querySelector(wakes)) {
    // Only a touch of these elements inside the host wakes it; and a click on one, for the click
    // a key makes (Enter in a field clicks the form's submit button). On the document, in the
    // capture phase: the held clicks' listener stops the click there, not before. (A host holding
    // none of them, a theme's own markup, wakes at any touch, as other islands do.)
    onApproach(el.ownerDocument, wakes, (hit) => el.contains(hit) && fire(), signal, [...APPROACH, 'click']);
  } else for (const type of APPROACH) el.addEventListener(type, fire, options);
  // Capture, so the trigger runs before the held-input capture of the same event stops it.
  for (const name of events) el.addEventListener(`wc:${name}`, fire, { ...options, capture: true });
  if (also) onApproach(el.ownerDocument, also, fire, signal);
  return () => controller.abort();
};
