import { describe, expect, it } from 'vitest';
import { CLOSED, isShowing, nextPopup, type PopupEffect, type PopupEvent, type PopupPhase, type PopupState } from './popup-state.ts';

const at = (phase: PopupPhase, more: Partial<PopupState> = {}): PopupState => ({ ...CLOSED, phase, ...more });
const PLACED = { top: 100, left: 400 };
const open = (stackable: boolean, closeDelayed = false): PopupEvent => ({ type: 'open', allowed: true, stackable, closeDelayed });

describe('a popup\'s showing, event by event', () => {
  it.each<[string, PopupState, PopupEvent, PopupState, PopupEffect[]]>([
    ['asked to open when closed: pumBeforeOpen first', at('closed'), { type: 'ask-open' }, at('closed'), ['before-open']],
    ['asked to open while it shows: nothing, no event', at('open'), { type: 'ask-open' }, at('open'), []],
    ['… nor while it opens', at('opening'), { type: 'ask-open' }, at('opening'), []],
    ['asked to open while it fades out: pumBeforeOpen', at('closing'), { type: 'ask-open' }, at('closing'), ['before-open']],
    ['allowed: the others close, it shows', at('closed'), open(false), at('opening'), ['close-others', 'show']],
    ['allowed and stackable: the others stay', at('closed'), open(true), at('opening'), ['show']],
    ['allowed with a close button delay: the close button hides', at('closed'), open(true, true), at('opening', { closeShown: false }), ['show']],
    ['shown where it was last placed until it is placed again', at('closed', { position: PLACED }), open(true), at('opening', { position: PLACED }), ['show']],
    ['prevented (preventOpen): pumOpenPrevented, stays closed', at('closed'), { type: 'open', allowed: false, stackable: false, closeDelayed: true }, at('closed'), ['open-prevented']],
    ['a late allowed open while it already shows changes nothing', at('open'), open(false), at('open'), []],
    ['opened again while fading out', at('closing'), open(true), at('opening'), ['show']],
    ['the opening ends: open, focus, pumAfterOpen…', at('opening'), { type: 'opened' }, at('open'), ['finish-open']],
    ['… and the close button waits for its delay', at('opening', { closeShown: false }), { type: 'opened' }, at('open', { closeShown: false }), ['finish-open', 'reveal-close-later']],
    ['an opening that ends after a close changes nothing', at('closing'), { type: 'opened' }, at('closing'), []],
    ['an opening that ends after the island went changes nothing', at('closed'), { type: 'opened' }, at('closed'), []],
    ['the close button delay passes: it fades in', at('open', { closeShown: false }), { type: 'close-button-due' }, at('open'), ['fade-in-close']],
    ['… also while the opening still runs', at('opening', { closeShown: false }), { type: 'close-button-due' }, at('opening'), ['fade-in-close']],
    ['… and mean nothing once it closes', at('closing', { closeShown: false }), { type: 'close-button-due' }, at('closing', { closeShown: false }), []],
    ['asked to close while open: pumBeforeClose first', at('open'), { type: 'ask-close' }, at('open'), ['before-close']],
    ['asked to close while opening', at('opening'), { type: 'ask-close' }, at('opening'), ['before-close']],
    ['asked to close when closed: nothing', at('closed'), { type: 'ask-close' }, at('closed'), []],
    ['asked to close while it fades out: nothing more', at('closing'), { type: 'ask-close' }, at('closing'), []],
    ['allowed: it fades out', at('open'), { type: 'close', allowed: true }, at('closing'), ['fade-out']],
    ['prevented (preventClose): pumClosePrevented, stays open', at('open'), { type: 'close', allowed: false }, at('open'), ['close-prevented']],
    ['the container\'s fade ends: the overlay starts fading out, and it is closed (pumAfterClose); the close buttons are no longer held back', at('closing', { closeShown: false }), { type: 'closed', overlayFades: true }, at('closed', { overlayFading: true }), ['fade-out-overlay', 'hide']],
    ['… without an overlay to fade (overlay disabled, reduced motion): closed, nothing more', at('closing'), { type: 'closed', overlayFades: false }, at('closed'), ['hide']],
    ['the container\'s fade ends where it was placed', at('closing', { position: PLACED }), { type: 'closed', overlayFades: false }, at('closed', { position: PLACED }), ['hide']],
    ['a fade that ends after it opened again changes nothing', at('opening'), { type: 'closed', overlayFades: true }, at('opening'), []],
    ['the overlay\'s fade ends: hidden', at('closed', { overlayFading: true }), { type: 'overlay-faded' }, at('closed'), []],
    ['asked to open while its overlay fades out: pumBeforeOpen', at('closed', { overlayFading: true }), { type: 'ask-open' }, at('closed', { overlayFading: true }), ['before-open']],
    ['opened again while its overlay fades out: the fade is over', at('closed', { overlayFading: true }), open(true), at('opening'), ['show']],
    ['an overlay\'s fade that ends after it opened again changes nothing', at('opening'), { type: 'overlay-faded' }, at('opening'), []],
    ['placed: the container goes there, pumAfterReposition', at('opening'), { type: 'placed', ...PLACED }, at('opening', { position: PLACED }), ['placed']],
    ['placed while closed (popmake reposition): kept for the next showing', at('closed'), { type: 'placed', ...PLACED }, at('closed', { position: PLACED }), ['placed']],
    ['the island goes while it shows: hidden at once, nothing asked', at('open', { closeShown: false }), { type: 'ended' }, at('closed'), ['hide']],
    ['… or while it fades out', at('closing'), { type: 'ended' }, at('closed'), ['hide']],
    ['the island goes while it is closed: nothing', at('closed'), { type: 'ended' }, at('closed'), []],
    ['… or while its overlay fades out: hidden at once', at('closed', { overlayFading: true }), { type: 'ended' }, at('closed'), []],
  ])('%s', (_name, state, event, next, effects) => {
    expect(nextPopup(state, event)).toEqual({ state: next, effects });
  });

  it('a state that does not change is the same object, so the view does not draw it again', () => {
    const state = at('open', { position: PLACED });
    expect(nextPopup(state, { type: 'ask-open' }).state).toBe(state);
    expect(nextPopup(state, { type: 'placed', ...PLACED }).state).toBe(state);
    expect(nextPopup(state, { type: 'close-button-due' }).state).toBe(state);
  });

  it.each<[PopupPhase, boolean]>([
    ['closed', false],
    ['opening', true],
    ['open', true],
    ['closing', false],
  ])('%s is showing: %s', (phase, showing) => {
    expect(isShowing(phase)).toBe(showing);
  });
});
