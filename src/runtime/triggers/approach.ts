import type { LazyClickChunk } from '../define.ts';

/**
 * The events that say a visitor is coming to an element, as they reach the document:
 * `pointerover` stands for `pointerenter`, which does not bubble.
 */
export const APPROACH = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * What wakes an island that waits for the visitor: a coming, or a click. A click usually follows a
 * press or a key, but not always: a key's click on a form's button, a script's `click()` (jQuery's
 * `.trigger('click')` on a button), an assistive technology's.
 */
export const WAKING = [...APPROACH, 'click'] as const;

/**
 * Calls `run` with the element matching `selector` that a visitor comes to, anywhere in `doc`
 * now or later (delegated from the document, so elements added after the call count too). In the
 * capture phase: a listener that stops the event on its way down (the held clicks) does not hide
 * it from this one. Listens until `signal` aborts.
 */
export function onApproach(
  doc: Document,
  selector: string,
  run: (hit: Element) => void,
  signal: AbortSignal,
  types: readonly string[] = APPROACH,
): void {
  const onEvent = (event: Event) => {
    const hit = (event.target as Element | null)?.closest?.(selector);
    if (hit) run(hit);
  };
  for (const type of types) doc.addEventListener(type, onEvent, { capture: true, passive: true, signal });
}

/**
 * A `warm` lazy click's row: when a visitor comes to its element, its chunk is fetched (once:
 * `load` is the row's) and the chunk's own `warm` runs. A chunk that cannot come, or a warm that
 * throws, says nothing here: the click reports a chunk that did not come, with its way back.
 */
export function warmOnApproach(doc: Document, selector: string, load: () => Promise<LazyClickChunk>, signal: AbortSignal): void {
  onApproach(doc, selector, () => load().then((chunk) => chunk.warm?.(doc)).catch(() => {}), signal);
}
