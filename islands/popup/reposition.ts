import { throttle } from '../../src/services/timers.ts';
import { place } from './placement.ts';
import type { PopupContext } from './popup-context.ts';

const REPOSITION_THROTTLE_MS = 500;

/**
 * Where the container goes now: its box measured as the view drew it, placed by `location` and
 * offsets in the window without its scrollbar (jQuery's `$(window).width()`, which Popup Maker
 * places against): beside a page that keeps its scrollbar (a popup without an overlay), a right
 * offset is counted from the scrollbar, not from under it.
 */
export function measurePlacement({ container, doc, settings }: PopupContext): { top: number; left: number } {
  const box = container.getBoundingClientRect();
  const { clientWidth, clientHeight } = doc.documentElement;
  return place(settings, { width: clientWidth, height: clientHeight }, { width: box.width, height: box.height }, doc.body.classList.contains('admin-bar'));
}

/** Placed again on each resize, at most every 500 ms (the last resize kept), until `signal` aborts; never with `disable_reposition`. */
export function followResizes({ win, settings }: PopupContext, reposition: () => void, signal: AbortSignal): void {
  if (settings.disable_reposition) return;
  win.addEventListener('resize', throttle(win, signal, REPOSITION_THROTTLE_MS, reposition), { signal });
}
