import { later } from '../../src/services/timers.ts';
import type { PopupContext } from './popup-context.ts';
import { firePum } from './pum-events.ts';

/**
 * What closes a shown popup, heard until `signal` (the showing's) aborts: its close buttons
 * (`.pum-close`, `.popmake-close`; `pum-do-default` keeps the link's own action), Escape and F4
 * when the settings say so (for the last such popup opened), and a click outside the container
 * when `close_on_overlay_click`.
 * Each records `PUM.last_close_trigger`. Ends with `pumSetupClose`, as Popup Maker's setup does.
 */
export function armCloseTriggers(ctx: PopupContext, close: (reason: string) => void, signal: AbortSignal): void {
  const { el, container, doc, win, settings, pum } = ctx;
  const closeBy = (reason: string) => {
    pum.lastCloseTrigger = reason;
    close(reason);
  };
  el.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest('.pum-close, .popmake-close');
      if (!button || !el.contains(button)) return;
      if (!button.classList.contains('pum-do-default') && !button.hasAttribute('data-do-default')) event.preventDefault();
      closeBy('Close Button');
    },
    { signal },
  );
  if (settings.close_on_esc_press || settings.close_on_f4_press) {
    // Popup Maker has one key listener on the window, which each popup that closes on a key takes
    // over as it opens: a key closes the last of them opened, not every popup stacked under it.
    pum.keyClosers.push(settings.id);
    signal.addEventListener('abort', () => (pum.keyClosers = pum.keyClosers.filter((id) => id !== settings.id)), { once: true });
    win.addEventListener(
      'keyup',
      (event) => {
        if (pum.keyClosers.at(-1) !== settings.id) return;
        if (settings.close_on_esc_press && event.key === 'Escape') closeBy('ESC Key');
        else if (settings.close_on_f4_press && event.key === 'F4') closeBy('F4 Key');
      },
      { signal },
    );
  }
  if (settings.close_on_overlay_click) {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) closeBy('Overlay Click');
    };
    // After this click's dispatch: the click that opened the popup must not close it.
    later(win, signal, 0, () => doc.addEventListener('click', onClick, { signal }));
  }
  firePum(el, 'pumSetupClose');
}
