import type { Fragments } from '../../src/services/cart/cart-answer.ts';

/** cart-fragments.js: stored fragments are reused for at most 24 hours. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The fragment every stored set must hold to be reused. */
export const MINI_CART_KEY = 'div.widget_shopping_cart_content';

export interface CacheInput {
  now: number;
  /** The `woocommerce_cart_hash` cookie, '' when absent. */
  cookieHash: string;
  /** The `woocommerce_items_in_cart` cookie is set. */
  itemsInCart: boolean;
  stored: {
    fragments: Fragments | null;
    /** sessionStorage[cart_hash_key], null when absent. */
    hash: string | null;
    /** sessionStorage.wc_cart_created, null when absent. */
    created: number | null;
    /** The language the fragments were stored under, null when unknown. */
    language: string | null;
  };
  /** The WPML language cookie now (or the page's language). */
  language: string;
  /** WCML asks for the fragments to be reset: the site forces it, or the visitor switched language. */
  wcml: { forceReset: boolean; langSwitched: boolean };
}

export type CacheDecision =
  | { action: 'none' }
  | { action: 'reuse'; expiresIn: number }
  | { action: 'refresh'; reason: string };

/**
 * What to do with the mini cart on page load. WooCommerce's rules (§3), with one change: a
 * visitor with no cart at all (neither cart cookie) needs nothing, because the page WordPress
 * printed already shows the empty cart; WooCommerce asks the server anyway on the first page of
 * every tab. The language rules are WCML's: fragments stored under another language are stale,
 * and WCML's own `actions` (a language switch it saw, a reset the site forces) refresh them.
 */
export function decideCache({ now, cookieHash, itemsInCart, stored, language, wcml }: CacheInput): CacheDecision {
  if (!cookieHash && !itemsInCart) return { action: 'none' };
  if (wcml.forceReset) return { action: 'refresh', reason: 'WCML forces a reset' };
  if (wcml.langSwitched) return { action: 'refresh', reason: 'WCML: the language was switched' };
  if (!stored.fragments || !(MINI_CART_KEY in stored.fragments)) return { action: 'refresh', reason: 'no stored mini cart' };
  if (stored.created === null) return { action: 'refresh', reason: 'no creation time' };
  if (stored.created + MAX_AGE_MS < now) return { action: 'refresh', reason: 'older than 24 hours' };
  if ((stored.hash ?? '') !== cookieHash) return { action: 'refresh', reason: 'cart hash changed' };
  if (stored.language !== null && stored.language !== language) return { action: 'refresh', reason: 'language switched' };
  return { action: 'reuse', expiresIn: stored.created + MAX_AGE_MS - now };
}
