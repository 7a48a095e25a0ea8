import type { Fragments } from '../../src/services/cart/cart-answer.ts';

/** cart-fragments.js: stored fragments are reused for at most 24 hours. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The fragment every stored set must hold to be reused. */
export const MINI_CART_KEY = 'div.widget_shopping_cart_content';

/** What this tab's fragments cache holds (fragments-cache.ts). */
export interface StoredFragments {
  fragments: Fragments | null;
  /** sessionStorage[cart_hash_key], null when absent. */
  hash: string | null;
  /** sessionStorage.wc_cart_created, null when absent. */
  created: number | null;
  /** The language the fragments were stored under (WCML's `wcml_current_language`), null when unknown. */
  language: string | null;
}

export const NOTHING_STORED: StoredFragments = { fragments: null, hash: null, created: null, language: null };

export interface LoadInput {
  now: number;
  /** sessionStorage and localStorage can be written (cart-fragments.js's probe). */
  storage: boolean;
  /** The `woocommerce_cart_hash` cookie, '' when absent. */
  cookieHash: string;
  stored: StoredFragments;
  /** The WPML language cookie now (or the page's language). */
  language: string;
  /** WCML's `actions`: the site forces a reset (`force_reset`), or the visitor came from another language (`is_lang_switched`). */
  wcml: { forceReset: boolean; langSwitched: boolean };
}

export type LoadDecision =
  /** Apply the stored fragments; `expiresIn` until their 24 hours are up (null: no creation time, an empty cart's). */
  | { action: 'reuse'; expiresIn: number | null }
  | { action: 'refresh' };

/**
 * What to do with the mini cart on page load: cart-fragments.js's rules (reference §3), in its
 * order, after WCML's. So the first page of every tab asks the server, with or without a cart
 * (sessionStorage is per tab, and nothing stored means no cart hash), and later pages reuse
 * what it stored while the hash matches the cookie. WCML's rules: fragments stored under another
 * language are stale, and its `actions` ask for a refresh.
 */
const REFRESH: LoadDecision = { action: 'refresh' };

export function decideAtLoad({ now, storage, cookieHash, stored, language, wcml }: LoadInput): LoadDecision {
  if (!storage) return REFRESH; // nothing can be reused (cart-fragments.js refreshes on every page)
  if (wcml.forceReset || wcml.langSwitched) return REFRESH; // WCML's actions
  const hash = stored.hash ?? '';
  if (hash && stored.created === null) return REFRESH; // a cart without its creation time
  if (stored.created !== null && stored.created + MAX_AGE_MS < now) return REFRESH; // its 24 hours are up
  if (!stored.fragments?.[MINI_CART_KEY]) return REFRESH; // nothing stored (the tab's first page) or no mini cart in it
  if (hash !== cookieHash) return REFRESH; // the cart changed elsewhere (another device, the server)
  if (stored.language !== null && stored.language !== language) return REFRESH; // stored in another language (WCML)
  return { action: 'reuse', expiresIn: stored.created === null ? null : stored.created + MAX_AGE_MS - now };
}
