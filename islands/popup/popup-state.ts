/**
 * A popup's showing, pure: closed, opening (its animation running), open, closing (its fades
 * running), and what each request or animation end does. Popup Maker fires `pumBeforeOpen` and
 * `pumBeforeClose` before it decides, so a handler can still prevent the step: a request is two
 * events, asked (the "before" event) and then allowed or not. The controller
 * (popup-controller.ts) carries the effects out; the table test beside this file is the contract.
 */
export type PopupPhase = 'closed' | 'opening' | 'open' | 'closing';

export type PopupEvent =
  /** Something asks to open the popup (a trigger, `PUM.open`, a form's answer). */
  | { readonly type: 'ask-open' }
  /** After `pumBeforeOpen`: open unless a handler prevented it. */
  | { readonly type: 'open'; readonly allowed: boolean; readonly stackable: boolean }
  /** The opening animations ended. */
  | { readonly type: 'opened' }
  /** Something asks to close it (the close button, Escape, the overlay, a form, stacking). */
  | { readonly type: 'ask-close' }
  /** After `pumBeforeClose`: close unless a handler prevented it. */
  | { readonly type: 'close'; readonly allowed: boolean }
  /** The closing fades ended. */
  | { readonly type: 'closed' };

export type PopupEffect =
  /** Fire `pumBeforeOpen`, then send `open`. */
  | 'before-open'
  | 'open-prevented'
  /** Close the other open popups (this one is not stackable). */
  | 'close-others'
  /** Shown: classes, styles, aria-modal, the close listeners, the position, the opening animations. */
  | 'show'
  /** Opened: focus trapped, close buttons shown after their delay, `pumAfterOpen`, sound, beacon, islands inside scanned. */
  | 'finish-open'
  /** Fire `pumBeforeClose`, then send `close`. */
  | 'before-close'
  | 'close-prevented'
  /** Stop the opening animations and fade out. */
  | 'fade-out'
  /** Hidden: classes and styles back, the close listeners and the trap gone, videos paused, `pumAfterClose`. */
  | 'hide';

export interface PopupStep {
  readonly phase: PopupPhase;
  readonly effects: readonly PopupEffect[];
}

/** Opening or open: what `PUM.isOpen` and `popup.isOpen()` say. */
export const isShowing = (phase: PopupPhase): boolean => phase === 'opening' || phase === 'open';

export function nextPopup(phase: PopupPhase, event: PopupEvent): PopupStep {
  const stay: PopupStep = { phase, effects: [] };
  switch (event.type) {
    case 'ask-open':
      return isShowing(phase) ? stay : { phase, effects: ['before-open'] };
    case 'open':
      if (isShowing(phase)) return stay;
      if (!event.allowed) return { phase, effects: ['open-prevented'] };
      return { phase: 'opening', effects: event.stackable ? ['show'] : ['close-others', 'show'] };
    case 'opened':
      // Closed (or closing) before its animation ended: nothing more to show.
      return phase === 'opening' ? { phase: 'open', effects: ['finish-open'] } : stay;
    case 'ask-close':
      return isShowing(phase) ? { phase, effects: ['before-close'] } : stay;
    case 'close':
      if (!isShowing(phase)) return stay;
      return event.allowed ? { phase: 'closing', effects: ['fade-out'] } : { phase, effects: ['close-prevented'] };
    case 'closed':
      // Opened again while it faded: it stays shown.
      return phase === 'closing' ? { phase: 'closed', effects: ['hide'] } : stay;
  }
}
