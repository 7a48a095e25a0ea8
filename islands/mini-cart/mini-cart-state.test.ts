import { describe, expect, it } from 'vitest';
import { MAX_AGE_MS, MINI_CART_KEY, NOTHING_STORED, type LoadInput } from './cache-rules.ts';
import { INITIAL_MINI_CART, nextMiniCart, type MiniCartEffect, type MiniCartEvent, type MiniCartState } from './mini-cart-state.ts';

const NOW = 1_800_000_000_000;
const MINI = { [MINI_CART_KEY]: '<div class="widget_shopping_cart_content"><ul><li>Oil</li></ul></div>' };
const EMPTY = { [MINI_CART_KEY]: '<div class="widget_shopping_cart_content"><p>No products in the cart.</p></div>' };
const NEWER = { [MINI_CART_KEY]: '<div class="widget_shopping_cart_content"><ul><li>Oil</li><li>Grease</li></ul></div>' };

const at = (state: Partial<MiniCartState>): MiniCartState => ({ ...INITIAL_MINI_CART, storage: true, storedHash: 'h1', ...state });
const IDLE = at({});
const IN_FLIGHT = at({ request: 1, requests: 1 });

const input = (rest: Partial<LoadInput> = {}): LoadInput => ({
  now: NOW,
  storage: true,
  cookieHash: 'h1',
  stored: { fragments: MINI, hash: 'h1', created: NOW - 1000, language: 'en' },
  language: 'en',
  wcml: { forceReset: false, langSwitched: false },
  ...rest,
});
const load = (rest: Partial<LoadInput> = {}, itemsInCart = true, changed: { fragments: Record<string, string>; hash: string } | null = null): MiniCartEvent => ({ type: 'load', input: input(rest), itemsInCart, changed });

const request = (id: number): MiniCartEffect => ({ type: 'request', id });
const emit = (name: Extract<MiniCartEffect, { type: 'emit' }>['name']): MiniCartEffect => ({ type: 'emit', name });
const show = (shown: boolean): MiniCartEffect => ({ type: 'show-widgets', shown });
const persist = (fragments: Record<string, string>, hash: string, renewCreated: boolean): MiniCartEffect => ({ type: 'persist', fragments, hash, renewCreated });

describe('the mini cart, event by event', () => {
  it.each<[string, MiniCartState, MiniCartEvent, MiniCartState, MiniCartEffect[]]>([
    // At load (the decision itself: cache-rules.test.ts).
    ['load, the first page of a tab without a cart: the widgets hidden as the items cookie says, one request', INITIAL_MINI_CART, load({ cookieHash: '', stored: NOTHING_STORED }, false), at({ storedHash: null, request: 1, requests: 1 }), [show(false), request(1)]],
    ['load, stored fragments that match: applied from the cache, wc_fragments_loaded, a refresh when their 24 hours are up', INITIAL_MINI_CART, load(), IDLE, [show(true), { type: 'apply', fragments: MINI, hash: 'h1', source: 'cache' }, emit('wc_fragments_loaded'), { type: 'schedule-expiry', ms: MAX_AGE_MS - 1000 }]],
    ['load, the empty cart stored (no creation time): reused, nothing scheduled', INITIAL_MINI_CART, load({ cookieHash: '', stored: { fragments: EMPTY, hash: '', created: null, language: 'en' } }, false), at({ storedHash: '' }), [show(false), { type: 'apply', fragments: EMPTY, hash: '', source: 'cache' }, emit('wc_fragments_loaded')]],
    ['load, WCML forces a reset: a request instead of the stored fragments', INITIAL_MINI_CART, load({ wcml: { forceReset: true, langSwitched: false } }), at({ request: 1, requests: 1 }), [show(true), request(1)]],
    ['load, WCML saw a language switch: a request', INITIAL_MINI_CART, load({ wcml: { forceReset: false, langSwitched: true } }), at({ request: 1, requests: 1 }), [show(true), request(1)]],
    ['load without storage: a request, and nothing will be stored', INITIAL_MINI_CART, load({ storage: false }), at({ storage: false, storedHash: null, request: 1, requests: 1 }), [show(true), request(1)]],
    ['load after an add of this page (the chunk came late): its fragments stored, nothing asked', INITIAL_MINI_CART, load({ stored: NOTHING_STORED }, true, { fragments: MINI, hash: 'h1' }), IDLE, [show(true), persist(MINI, 'h1', true)]],
    ['load after an add, without storage: nothing stored, nothing asked', INITIAL_MINI_CART, load({ storage: false }, true, { fragments: MINI, hash: 'h1' }), at({ storage: false, storedHash: null }), [show(true)]],

    // Refreshes asked.
    ['wc_fragment_refresh / updated_wc_div / the 24 hours: a request', IDLE, { type: 'refresh-asked' }, IN_FLIGHT, [request(1)]],
    ['asked again while one is in flight: a new request, the first is abandoned', IN_FLIGHT, { type: 'refresh-asked' }, at({ request: 2, requests: 2 }), [request(2)]],
    ['a refresh asked after an add overtook the last one starts clean', at({ request: 1, requests: 1, overtaken: true }), { type: 'refresh-asked' }, at({ request: 2, requests: 2 }), [request(2)]],
    ['wc_fragments_refreshed heard: the 24 hours start again', IDLE, { type: 'refreshed-announced' }, IDLE, [{ type: 'schedule-expiry', ms: MAX_AGE_MS }]],
    ['another tab stored a different hash: a request', IDLE, { type: 'storage-changed', sharedHash: 'h2', sessionHash: 'h1' }, IN_FLIGHT, [request(1)]],
    ['a storage event with the hash this tab has: nothing', IDLE, { type: 'storage-changed', sharedHash: 'h1', sessionHash: 'h1' }, IDLE, []],
    ['a storage event without storage of our own: nothing', at({ storage: false }), { type: 'storage-changed', sharedHash: 'h2', sessionHash: null }, at({ storage: false }), []],
    ['back from the back/forward cache: the mini carts emptied, wc_fragment_refresh triggered (which asks)', IDLE, { type: 'restored' }, IDLE, [{ type: 'empty' }, emit('wc_fragment_refresh')]],

    // Refresh answers.
    ['the answer: applied, stored (its 24 hours start), wc_fragments_refreshed; the widgets left as load set them', IN_FLIGHT, { type: 'refreshed', id: 1, fragments: NEWER, hash: 'h2' }, at({ storedHash: 'h2', requests: 1 }), [{ type: 'apply', fragments: NEWER, hash: 'h2', source: 'refresh' }, persist(NEWER, 'h2', true), emit('wc_fragments_refreshed')]],
    ['the answer for an empty cart: stored without a creation time', IN_FLIGHT, { type: 'refreshed', id: 1, fragments: EMPTY, hash: '' }, at({ storedHash: '', requests: 1 }), [{ type: 'apply', fragments: EMPTY, hash: '', source: 'refresh' }, persist(EMPTY, '', false), emit('wc_fragments_refreshed')]],
    ['the answer without storage: applied and announced, not stored', at({ storage: false, storedHash: null, request: 1, requests: 1 }), { type: 'refreshed', id: 1, fragments: MINI, hash: 'h1' }, at({ storage: false, storedHash: null, requests: 1 }), [{ type: 'apply', fragments: MINI, hash: 'h1', source: 'refresh' }, emit('wc_fragments_refreshed')]],
    ['an answer an add overtook: its older cart is not applied nor stored, the refresh is still announced', at({ request: 1, requests: 1, overtaken: true }), { type: 'refreshed', id: 1, fragments: MINI, hash: 'h1' }, at({ requests: 1 }), [emit('wc_fragments_refreshed')]],
    ['the answer to an abandoned request: dropped', at({ request: 2, requests: 2 }), { type: 'refreshed', id: 1, fragments: MINI, hash: 'h1' }, at({ request: 2, requests: 2 }), []],
    ['an answer without fragments: nothing applied, no event (as cart-fragments.js), a warning', IN_FLIGHT, { type: 'refreshed', id: 1, fragments: null, hash: '' }, at({ requests: 1 }), [{ type: 'warn', message: 'the fragments refresh answered without fragments' }]],
    ['the refresh failed: wc_fragments_ajax_error, the page as it was', IN_FLIGHT, { type: 'refresh-failed', id: 1, reason: 'HTTP 500' }, at({ requests: 1 }), [{ type: 'warn', message: 'the cart fragments could not be refreshed: HTTP 500' }, emit('wc_fragments_ajax_error')]],
    ['an abandoned request failing: nothing', at({ request: 2, requests: 2 }), { type: 'refresh-failed', id: 1, reason: 'aborted' }, at({ request: 2, requests: 2 }), []],

    // Fragments an add or a remove brought.
    ['an add or a remove of ours: stored (the creation time kept)', IDLE, { type: 'changed', fragments: NEWER, hash: 'h2' }, at({ storedHash: 'h2' }), [persist(NEWER, 'h2', false)]],
    ['the first cart of the tab (the empty cart stored): its 24 hours start', at({ storedHash: '' }), { type: 'changed', fragments: MINI, hash: 'h1' }, IDLE, [persist(MINI, 'h1', true)]],
    ['the first cart of the tab (nothing stored): its 24 hours start', at({ storedHash: null }), { type: 'changed', fragments: MINI, hash: 'h1' }, IDLE, [persist(MINI, 'h1', true)]],
    ['the last item removed: stored; the hide-if-empty widgets stay shown, with the empty cart, until the next page (as cart-fragments.js)', IDLE, { type: 'changed', fragments: EMPTY, hash: '' }, at({ storedHash: '' }), [persist(EMPTY, '', false)]],
    ['an add that lands while a refresh is in flight overtakes it', IN_FLIGHT, { type: 'changed', fragments: NEWER, hash: 'h2' }, at({ storedHash: 'h2', request: 1, requests: 1, overtaken: true }), [persist(NEWER, 'h2', false)]],
    ['another script\'s added_to_cart with its fragments: applied, stored, wc_fragments_loaded', IDLE, { type: 'adopted', fragments: NEWER, hash: 'h2' }, at({ storedHash: 'h2' }), [{ type: 'apply', fragments: NEWER, hash: 'h2', source: 'event' }, persist(NEWER, 'h2', false), emit('wc_fragments_loaded')]],

    // An add starting.
    ['adding_to_cart: the hidden widgets shown (nothing is drawn on the mini cart until its fragment replaces it)', IDLE, { type: 'add-started' }, IDLE, [show(true)]],
  ])('%s', (_title, state, event, next, effects) => {
    expect(nextMiniCart(state, event)).toEqual({ state: next, effects });
  });
});
