import type { PopupProps } from './parse-props.ts';
import type { PumState } from './pum.ts';
import type { PopupSettings } from './settings.ts';

/**
 * What each part of one popup's behaviour works on (triggers, cookies, close triggers,
 * positioning, motion, beacon, forms): Popup Maker's server nodes, the page, the merged
 * settings, and the window's shared PUM registry and hooks.
 */
export interface PopupContext {
  /** The overlay (`.pum-overlay#pum-<id>`), the island's element. */
  readonly el: HTMLElement;
  /** Its `.pum-container`. */
  readonly container: HTMLElement;
  readonly doc: Document;
  readonly win: Window;
  readonly settings: PopupSettings;
  readonly vars: PopupProps['vars'];
  readonly pum: PumState;
  /** When the runtime found the popup (`performance.now()`): Popup Maker's init, where its timers start. */
  readonly foundAt: number;
  /** A warning naming the popup and its element: bad settings are skipped, never fatal. */
  warn(message: string): void;
}
