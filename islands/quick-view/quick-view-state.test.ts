import { describe, expect, it } from 'vitest';
import { OPENING, nextQuickView, type QuickViewEvent, type QuickViewState } from './quick-view-state.ts';

const ready: QuickViewState = { phase: 'ready', closing: false };
const failed: QuickViewState = { phase: 'failed', closing: false };
const closingWhileLoading: QuickViewState = { phase: 'loading', closing: true };

describe('the quick-view dialog, event by event', () => {
  it.each<[string, QuickViewState, QuickViewEvent, QuickViewState]>([
    ['a page with a product block is shown', OPENING, { type: 'loaded', found: true }, ready],
    ['a page without one is a failure (with the link to the page)', OPENING, { type: 'loaded', found: false }, failed],
    ['a page that did not come is a failure', OPENING, { type: 'failed' }, failed],
    ['closing while loading fades out', OPENING, { type: 'close' }, closingWhileLoading],
    ['an answer after closing changes nothing', closingWhileLoading, { type: 'loaded', found: true }, closingWhileLoading],
    ['a failure after closing changes nothing', closingWhileLoading, { type: 'failed' }, closingWhileLoading],
    ['closing the shown product fades out', ready, { type: 'close' }, { phase: 'ready', closing: true }],
    ['closing twice is closing once', { phase: 'ready', closing: true }, { type: 'close' }, { phase: 'ready', closing: true }],
    ['a late second answer does not replace the product', ready, { type: 'loaded', found: false }, ready],
  ])('%s', (_name, state, event, next) => {
    expect(nextQuickView(state, event)).toEqual(next);
  });
});
