import { describe, expect, it } from 'vitest';
import { isShowing, nextPopup, type PopupEffect, type PopupEvent, type PopupPhase } from './popup-state.ts';

describe('a popup\'s showing, event by event', () => {
  it.each<[string, PopupPhase, PopupEvent, PopupPhase, PopupEffect[]]>([
    ['asked to open when closed: pumBeforeOpen first', 'closed', { type: 'ask-open' }, 'closed', ['before-open']],
    ['asked to open while it shows: nothing, no event', 'open', { type: 'ask-open' }, 'open', []],
    ['… nor while it opens', 'opening', { type: 'ask-open' }, 'opening', []],
    ['asked to open while it fades out: pumBeforeOpen', 'closing', { type: 'ask-open' }, 'closing', ['before-open']],
    ['allowed: the others close, it shows', 'closed', { type: 'open', allowed: true, stackable: false }, 'opening', ['close-others', 'show']],
    ['allowed and stackable: the others stay', 'closed', { type: 'open', allowed: true, stackable: true }, 'opening', ['show']],
    ['prevented (preventOpen): pumOpenPrevented, stays closed', 'closed', { type: 'open', allowed: false, stackable: false }, 'closed', ['open-prevented']],
    ['opened again while fading out', 'closing', { type: 'open', allowed: true, stackable: true }, 'opening', ['show']],
    ['the opening ends: open, focus, pumAfterOpen…', 'opening', { type: 'opened' }, 'open', ['finish-open']],
    ['an opening that ends after a close changes nothing', 'closing', { type: 'opened' }, 'closing', []],
    ['asked to close while open: pumBeforeClose first', 'open', { type: 'ask-close' }, 'open', ['before-close']],
    ['asked to close while opening', 'opening', { type: 'ask-close' }, 'opening', ['before-close']],
    ['asked to close when closed: nothing', 'closed', { type: 'ask-close' }, 'closed', []],
    ['allowed: it fades out', 'open', { type: 'close', allowed: true }, 'closing', ['fade-out']],
    ['prevented (preventClose): pumClosePrevented, stays open', 'open', { type: 'close', allowed: false }, 'open', ['close-prevented']],
    ['the fades end: hidden, pumAfterClose', 'closing', { type: 'closed' }, 'closed', ['hide']],
    ['fades that end after it opened again change nothing', 'opening', { type: 'closed' }, 'opening', []],
  ])('%s', (_name, phase, event, next, effects) => {
    expect(nextPopup(phase, event)).toEqual({ phase: next, effects });
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
