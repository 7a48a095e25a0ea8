import { throttle } from '../../src/services/timers.ts';
import { place } from './placement.ts';
import type { PopupContext } from './popup-context.ts';

const REPOSITION_THROTTLE_MS = 500;

/** Where the container goes now: its box measured as the view drew it, placed by `location` and offsets. */
export function measurePlacement({ container, doc, win, settings }: PopupContext): { top: number; left: number } {
  const box = container.getBoundingClientRect();
  return place(settings, { width: win.innerWidth, height: win.innerHeight }, { width: box.width, height: box.height }, doc.body.classList.contains('admin-bar'));
}

/** Placed again on each resize, at most every 500 ms (the last resize kept), until `signal` aborts; never with `disable_reposition`. */
export function followResizes({ win, settings }: PopupContext, reposition: () => void, signal: AbortSignal): void {
  if (settings.disable_reposition) return;
  win.addEventListener('resize', throttle(win, signal, REPOSITION_THROTTLE_MS, reposition), { signal });
}
