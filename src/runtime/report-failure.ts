import { describeElement } from './describe-element.ts';

export const STATE_ATTR = 'data-island-state';

export type IslandState = 'pending' | 'mounted' | 'failed';

export function setState(el: Element, state: IslandState): void {
  el.setAttribute(STATE_ATTR, state);
}

/**
 * Marks the element failed and reports it once. Like Astro, a cancelable `island:error` event
 * goes first, so theme code can take over the reporting; otherwise one console error names the
 * island and the element. The server markup is left alone by the caller.
 */
export function reportFailure(el: Element, name: string, error: unknown): void {
  setState(el, 'failed');
  const reason = error instanceof Error ? error.message : String(error);
  const event = new CustomEvent('island:error', {
    bubbles: true,
    cancelable: true,
    detail: { name, error },
  });
  const proceed = el.dispatchEvent(event);
  if (proceed) {
    console.error(`[theme] island "${name}" failed on ${describeElement(el)}: ${reason}`);
  }
}
