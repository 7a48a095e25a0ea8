/**
 * The quick-view dialog's states, pure: the product page is loading, shown or failed, and the
 * dialog is open or fading out. QuickViewModal.tsx draws each state; the table test beside this
 * file is the contract.
 */
export type QuickViewPhase = 'loading' | 'ready' | 'failed';

export interface QuickViewState {
  readonly phase: QuickViewPhase;
  /** Fading out (Escape, the close button, a click on the backdrop); it is removed after the fade. */
  readonly closing: boolean;
}

export type QuickViewEvent =
  /** The page arrived: `found` when it had a product block. */
  | { readonly type: 'loaded'; readonly found: boolean }
  /** The page did not come. */
  | { readonly type: 'failed' }
  /** The visitor closed the dialog. */
  | { readonly type: 'close' };

export const OPENING: QuickViewState = { phase: 'loading', closing: false };

export function nextQuickView(state: QuickViewState, event: QuickViewEvent): QuickViewState {
  switch (event.type) {
    case 'loaded':
      // An answer after the visitor asked to close changes nothing they would see.
      if (state.phase !== 'loading' || state.closing) return state;
      return { ...state, phase: event.found ? 'ready' : 'failed' };
    case 'failed':
      if (state.phase !== 'loading' || state.closing) return state;
      return { ...state, phase: 'failed' };
    case 'close':
      return state.closing ? state : { ...state, closing: true };
  }
}
