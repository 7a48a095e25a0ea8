import type { Fragments } from '../../src/services/cart/cart-answer.ts';
import { decideAtLoad, MAX_AGE_MS, type LoadInput } from './cache-rules.ts';
import type { Step } from '../../src/runtime/step.ts';

/**
 * The mini cart and its fragments, pure: cart-fragments.js's decisions (reference §3: reuse or
 * refresh at load, refresh when asked, by another tab, after a back/forward-cache restore or
 * when the 24 hours are up; store what arrives) and add-to-cart.js's part in them (fragments an
 * add or a remove brought, the hidden cart widgets shown when an add starts). The controller
 * (cart-fragments.ts) turns the page's events into these events and carries the effects out; the
 * table test beside this file is the contract.
 */
export interface MiniCartState {
  /** sessionStorage and localStorage can be written: what arrives is stored, and another tab is followed. */
  readonly storage: boolean;
  /** This tab's stored cart hash ('' for an empty cart, null when nothing is stored): a change to a cart from none starts its 24 hours. */
  readonly storedHash: string | null;
  /** The refresh in flight, 0 when none: an answer to any other is dropped. */
  readonly request: number;
  /** How many refreshes were asked for (the next one's id). */
  readonly requests: number;
  /** An add or a remove brought fragments while the refresh in flight was on its way: its answer is older. */
  readonly overtaken: boolean;
}

export const INITIAL_MINI_CART: MiniCartState = { storage: false, storedHash: null, request: 0, requests: 0, overtaken: false };

interface Cart {
  readonly fragments: Fragments;
  readonly hash: string;
}

export type MiniCartEvent =
  /**
   * The first mini cart of the page is mounted. `itemsInCart`: the `woocommerce_items_in_cart`
   * cookie; `changed`: fragments an add or a remove of this page brought before.
   */
  | { readonly type: 'load'; readonly input: LoadInput; readonly itemsInCart: boolean; readonly changed: Cart | null }
  /** `wc_fragment_refresh` or `updated_wc_div` on the body, or the 24 hours are up. */
  | { readonly type: 'refresh-asked' }
  /** `wc_fragments_refreshed` on the body, ours or another script's. */
  | { readonly type: 'refreshed-announced' }
  /** A `storage` event for the cart hash key: another tab stored a cart. */
  | { readonly type: 'storage-changed'; readonly sharedHash: string | null; readonly sessionHash: string | null }
  /** `pageshow` with `persisted`: the page came back from the back/forward cache. */
  | { readonly type: 'restored' }
  /** The refresh `id` answered; `fragments` null when the answer has none. */
  | { readonly type: 'refreshed'; readonly id: number; readonly fragments: Fragments | null; readonly hash: string }
  | { readonly type: 'refresh-failed'; readonly id: number; readonly reason: string }
  /** An add or a remove of the click actions put its fragments into the page. */
  | ({ readonly type: 'changed' } & Cart)
  /** `added_to_cart` / `removed_from_cart` that another script triggered with its own fragments. */
  | ({ readonly type: 'adopted' } & Cart)
  /** `adding_to_cart`. */
  | { readonly type: 'add-started' };

export type MiniCartEffect =
  /** get_refreshed_fragments; a refresh still in flight is abandoned. */
  | { readonly type: 'request'; readonly id: number }
  /** Put the fragments into the page (only what differs: see apply-fragments.ts). */
  | ({ readonly type: 'apply'; readonly source: 'refresh' | 'cache' | 'event' } & Cart)
  /** Store them for this tab and the hash for the others; `renewCreated`: the 24 hours start now. */
  | ({ readonly type: 'persist'; readonly renewCreated: boolean } & Cart)
  | { readonly type: 'emit'; readonly name: 'wc_fragments_refreshed' | 'wc_fragments_loaded' | 'wc_fragments_ajax_error' | 'wc_fragment_refresh' }
  /** Refresh in `ms`, instead of when the last schedule said. */
  | { readonly type: 'schedule-expiry'; readonly ms: number }
  /** The cart widgets with "hide if the cart is empty" shown or hidden. */
  | { readonly type: 'show-widgets'; readonly shown: boolean }
  /** The mini carts emptied (a page back from the back/forward cache, until its refresh answers). */
  | { readonly type: 'empty' }
  | { readonly type: 'warn'; readonly message: string };

export type MiniCartStep = Step<MiniCartState, MiniCartEffect>;

function refresh(state: MiniCartState): MiniCartStep {
  const id = state.requests + 1;
  return { state: { ...state, request: id, requests: id, overtaken: false }, effects: [{ type: 'request', id }] };
}

/**
 * Fragments that are in the page now (`before`: what puts them there): stored, then `after`. The
 * hide-if-empty widgets stay as they are: cart-fragments.js sets them at load and shows them at
 * adding_to_cart, nothing else (a widget emptied by a removal shows its empty cart until the next page).
 */
function arrived(state: MiniCartState, cart: Cart, renewCreated: boolean, before: MiniCartEffect[], after: MiniCartEffect[]): MiniCartEffect[] {
  const persist: MiniCartEffect[] = state.storage ? [{ type: 'persist', fragments: cart.fragments, hash: cart.hash, renewCreated }] : [];
  return [...before, ...persist, ...after];
}

/** An add or a remove's fragments: cart-fragments.js stores them, and a cart that starts from none starts its 24 hours. */
function changed(state: MiniCartState, cart: Cart, before: MiniCartEffect[], after: MiniCartEffect[]): MiniCartStep {
  return {
    state: { ...state, storedHash: state.storage ? cart.hash : state.storedHash, overtaken: state.request !== 0 },
    effects: arrived(state, cart, (state.storedHash ?? '') === '', before, after),
  };
}

export function nextMiniCart(state: MiniCartState, event: MiniCartEvent): MiniCartStep {
  const stay: MiniCartStep = { state, effects: [] };
  switch (event.type) {
    case 'load': {
      const loaded: MiniCartState = { ...state, storage: event.input.storage, storedHash: event.input.storage ? event.input.stored.hash : null };
      const shown: MiniCartEffect = { type: 'show-widgets', shown: event.itemsInCart };
      // The page already shows what the add or remove brought: stored, and nothing to ask.
      if (event.changed) {
        const stored = changed(loaded, event.changed, [], []);
        return { state: stored.state, effects: [shown, ...stored.effects] };
      }
      const decision = decideAtLoad(event.input);
      if (decision.action === 'refresh') {
        const asked = refresh(loaded);
        return { state: asked.state, effects: [shown, ...asked.effects] };
      }
      const cart = { fragments: event.input.stored.fragments ?? {}, hash: event.input.stored.hash ?? '' };
      const expiry: MiniCartEffect[] = decision.expiresIn === null ? [] : [{ type: 'schedule-expiry', ms: decision.expiresIn }];
      return { state: loaded, effects: [shown, { type: 'apply', ...cart, source: 'cache' }, { type: 'emit', name: 'wc_fragments_loaded' }, ...expiry] };
    }
    case 'refresh-asked':
      return refresh(state);
    case 'refreshed-announced':
      return { state, effects: [{ type: 'schedule-expiry', ms: MAX_AGE_MS }] };
    case 'storage-changed':
      return state.storage && event.sharedHash !== event.sessionHash ? refresh(state) : stay;
    case 'restored':
      // The cart of when the visitor left is not shown: cart-fragments.js empties the mini cart
      // and triggers wc_fragment_refresh, which it hears itself.
      return { state, effects: [{ type: 'empty' }, { type: 'emit', name: 'wc_fragment_refresh' }] };
    case 'refreshed': {
      if (event.id !== state.request) return stay;
      const done: MiniCartState = { ...state, request: 0, overtaken: false };
      // cart-fragments.js does nothing with an answer without fragments: no event either.
      if (!event.fragments) return { state: done, effects: [{ type: 'warn', message: 'the fragments refresh answered without fragments' }] };
      const announce: MiniCartEffect = { type: 'emit', name: 'wc_fragments_refreshed' };
      // An add or a remove answered after this refresh was asked: the page has the newer cart.
      if (state.overtaken) return { state: done, effects: [announce] };
      const cart = { fragments: event.fragments, hash: event.hash };
      return {
        state: { ...done, storedHash: state.storage ? event.hash : state.storedHash },
        effects: arrived(state, cart, event.hash !== '', [{ type: 'apply', ...cart, source: 'refresh' }], [announce]),
      };
    }
    case 'refresh-failed':
      if (event.id !== state.request) return stay;
      return {
        state: { ...state, request: 0, overtaken: false },
        effects: [{ type: 'warn', message: `the cart fragments could not be refreshed: ${event.reason}` }, { type: 'emit', name: 'wc_fragments_ajax_error' }],
      };
    case 'changed':
      // The click action that put them in announces them (wc_fragments_loaded), as add-to-cart.js does.
      return changed(state, event, [], []);
    case 'adopted':
      // add-to-cart.js applies the fragments of any added_to_cart / removed_from_cart, and announces them.
      return changed(state, event, [{ type: 'apply', fragments: event.fragments, hash: event.hash, source: 'event' }], [{ type: 'emit', name: 'wc_fragments_loaded' }]);
    case 'add-started':
      // cart-fragments.js shows the hidden cart widgets at adding_to_cart. (add-to-cart.js dims
      // and blocks a mini cart only in the moment its fragment replaces it: nothing to draw.)
      return { state, effects: [{ type: 'show-widgets', shown: true }] };
  }
}
