import type { Unmount } from '../define.ts';

export interface TriggerOptions {
  /** Media query, for the `media` trigger. */
  readonly media?: string | undefined;
  /** For the `interaction` trigger: elements outside the host whose touch wakes the island too. */
  readonly also?: string | undefined;
  /** For the `interaction` trigger: WooCommerce events on the host that wake the island too. */
  readonly events?: readonly string[] | undefined;
  /** For the `interaction` trigger: only a touch of these elements inside the host wakes the island. */
  readonly wakes?: string | undefined;
}

/**
 * Every trigger has this signature: call `run` once when the element should mount, and return a
 * function that cancels the wait (the element was removed before its time came).
 */
export type Trigger = (el: HTMLElement, run: () => void, options: TriggerOptions) => Unmount;
