import type { Unmount } from '../define.ts';

export interface TriggerOptions {
  /** Media query, for the `media` trigger. */
  readonly media?: string;
}

/**
 * Every trigger has this signature: call `run` once when the element should mount, and return a
 * function that cancels the wait (the element was removed before its time came).
 */
export type Trigger = (el: HTMLElement, run: () => void, options: TriggerOptions) => Unmount;
