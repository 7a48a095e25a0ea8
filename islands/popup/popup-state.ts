import type { Step } from '../../src/runtime/step.ts';

/**
 * A popup's showing, pure: closed, opening (its animation running), open, closing (its
 * container's fade running); whether its close buttons show yet; whether its overlay still fades
 * out after it closed; where its container was placed; and what each
 * request, timer or animation end does. Popup Maker fires `pumBeforeOpen` and `pumBeforeClose`
 * before it decides, so a handler can still prevent the step: a request is two events, asked
 * (the "before" event) and then allowed or not. The view (Popup.tsx) draws the state on the
 * server's markup; the controller (popup-controller.ts) carries the effects out once it is drawn.
 * The table test beside this file is the contract.
 */
export type PopupPhase = 'closed' | 'opening' | 'open' | 'closing';

export interface PopupState {
  readonly phase: PopupPhase;
  /** The close button after the content shows: held back from an opening with a `close_button_delay` until that delay has passed after it opened. */
  readonly closeShown: boolean;
  /** Top and left of the container in the overlay (px), from its last placing; null before the first. */
  readonly position: { readonly top: number; readonly left: number } | null;
  /**
   * Closed, its overlay still fading out: Popup Maker closes a popup when its container has faded
   * (`pum-active` off, `pumAfterClose`), then fades the overlay out, 200 ms more.
   */
  readonly overlayFading: boolean;
}

export const CLOSED: PopupState = { phase: 'closed', closeShown: true, position: null, overlayFading: false };

export type PopupEvent =
  /** Something asks to open the popup (a trigger, `PUM.open`, a form's answer). */
  | { readonly type: 'ask-open' }
  /** After `pumBeforeOpen`: open unless a handler prevented it; the close button waits when `close_button_delay` is set. */
  | { readonly type: 'open'; readonly allowed: boolean; readonly stackable: boolean; readonly closeDelayed: boolean }
  /** The opening animations ended. */
  | { readonly type: 'opened' }
  /** `close_button_delay` has passed since it opened. */
  | { readonly type: 'close-button-due' }
  /** Something asks to close it (the close button, Escape, the overlay, a form, stacking). */
  | { readonly type: 'ask-close' }
  /** After `pumBeforeClose`: close unless a handler prevented it. */
  | { readonly type: 'close'; readonly allowed: boolean }
  /** The container's fade ended; the overlay fades out next unless it has none (or no motion is wanted). */
  | { readonly type: 'closed'; readonly overlayFades: boolean }
  /** The overlay's fade ended. */
  | { readonly type: 'overlay-faded' }
  /** The container was measured and placed here (at opening, on resize, `popmake('reposition')`). */
  | { readonly type: 'placed'; readonly top: number; readonly left: number }
  /** The island goes (its markup removed, or unmounted): hidden at once, nothing asked, no fade. */
  | { readonly type: 'ended' };

export type PopupEffect =
  /** Fire `pumBeforeOpen`, then send `open`. */
  | 'before-open'
  | 'open-prevented'
  /** Close the other open popups (this one is not stackable). */
  | 'close-others'
  /** Shown: the close listeners, the container placed, the opening animations. */
  | 'show'
  /** Opened: focus trapped, `pumAfterOpen`, sound, beacon, islands inside scanned. */
  | 'finish-open'
  /** Send `close-button-due` after `close_button_delay`. */
  | 'reveal-close-later'
  /** The held close button shows again: fade it in. */
  | 'fade-in-close'
  /** Fire `pumBeforeClose`, then send `close`. */
  | 'before-close'
  | 'close-prevented'
  /** Stop the opening animations and fade the container out. */
  | 'fade-out'
  /** Fade the overlay out, then send `overlay-faded`. */
  | 'fade-out-overlay'
  /** Closed (its container faded): the close listeners and the trap gone, media stopped (stop-media.ts), `pumAfterClose`. */
  | 'hide'
  /** Fire `pumAfterReposition`. */
  | 'placed';

export type PopupStep = Step<PopupState, PopupEffect>;

/** Opening or open: what `PUM.isOpen` and `popup.isOpen()` say. */
export const isShowing = (phase: PopupPhase): boolean => phase === 'opening' || phase === 'open';

export function nextPopup(state: PopupState, event: PopupEvent): PopupStep {
  const { phase } = state;
  const stay: PopupStep = { state, effects: [] };
  switch (event.type) {
    case 'ask-open':
      return isShowing(phase) ? stay : { state, effects: ['before-open'] };
    case 'open':
      if (isShowing(phase)) return stay;
      if (!event.allowed) return { state, effects: ['open-prevented'] };
      return { state: { ...state, phase: 'opening', closeShown: !event.closeDelayed, overlayFading: false }, effects: event.stackable ? ['show'] : ['close-others', 'show'] };
    case 'opened':
      // Closed (or closing) before its animation ended: nothing more to show.
      if (phase !== 'opening') return stay;
      return { state: { ...state, phase: 'open' }, effects: state.closeShown ? ['finish-open'] : ['finish-open', 'reveal-close-later'] };
    case 'close-button-due':
      return isShowing(phase) && !state.closeShown ? { state: { ...state, closeShown: true }, effects: ['fade-in-close'] } : stay;
    case 'ask-close':
      return isShowing(phase) ? { state, effects: ['before-close'] } : stay;
    case 'close':
      if (!isShowing(phase)) return stay;
      return event.allowed ? { state: { ...state, phase: 'closing' }, effects: ['fade-out'] } : { state, effects: ['close-prevented'] };
    case 'closed':
      // Opened again while it faded: it stays shown.
      if (phase !== 'closing') return stay;
      return { state: { ...state, phase: 'closed', closeShown: true, overlayFading: event.overlayFades }, effects: event.overlayFades ? ['fade-out-overlay', 'hide'] : ['hide'] };
    case 'overlay-faded':
      return state.overlayFading ? { state: { ...state, overlayFading: false }, effects: [] } : stay;
    case 'placed': {
      const same = state.position?.top === event.top && state.position.left === event.left;
      return { state: same ? state : { ...state, position: { top: event.top, left: event.left } }, effects: ['placed'] };
    }
    case 'ended':
      if (phase === 'closed') return state.overlayFading ? { state: { ...state, overlayFading: false }, effects: [] } : stay;
      return { state: { ...state, phase: 'closed', closeShown: true, overlayFading: false }, effects: ['hide'] };
  }
}
