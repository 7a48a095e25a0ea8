import { readFragments, type Fragments } from '../../src/services/cart/cart-answer.ts';
import type { StoredFragments } from './cache-rules.ts';

export interface CacheKeys {
  /** sessionStorage key of the fragments JSON (`wc_fragments_<md5>`). */
  fragment_name: string;
  /** session- and localStorage key of the cart hash (`wc_cart_hash_<md5>`). */
  cart_hash_key: string;
}

const CREATED = 'wc_cart_created';
/** WCML's key: the language the stored fragments belong to. */
const LANGUAGE = 'wcml_current_language';

export interface FragmentsCache {
  read(): StoredFragments;
  /** The hash other tabs last wrote (localStorage). */
  sharedHash(): string | null;
  /** `renewCreated`: the cart's 24 hours start now (`wc_cart_created`). */
  save(entry: { fragments: Fragments; cartHash: string; language: string; renewCreated: boolean }): void;
}

/**
 * WooCommerce's fragments cache, under the same keys, so a visitor coming from the old scripts
 * keeps a valid cache. Null when storage cannot be used (private modes, quotas): then every
 * page asks the server, as cart-fragments.js does.
 */
export function openFragmentsCache(win: Window, keys: CacheKeys): FragmentsCache | null {
  let session: Storage;
  let local: Storage;
  try {
    session = win.sessionStorage;
    local = win.localStorage;
    session.setItem('wc', 'test');
    session.removeItem('wc');
    local.setItem('wc', 'test');
    local.removeItem('wc');
  } catch {
    return null;
  }
  const number = (value: string | null) => (value !== null && Number.isFinite(Number(value)) ? Number(value) : null);
  return {
    read() {
      let fragments: Fragments | null = null;
      try {
        fragments = readFragments(JSON.parse(session.getItem(keys.fragment_name) ?? 'null'));
      } catch {
        fragments = null; // a corrupt entry counts as none
      }
      return { fragments, hash: session.getItem(keys.cart_hash_key), created: number(session.getItem(CREATED)), language: session.getItem(LANGUAGE) };
    },
    sharedHash: () => local.getItem(keys.cart_hash_key),
    save({ fragments, cartHash, language, renewCreated }) {
      try {
        session.setItem(keys.fragment_name, JSON.stringify(fragments));
        session.setItem(keys.cart_hash_key, cartHash);
        local.setItem(keys.cart_hash_key, cartHash);
        session.setItem(LANGUAGE, language);
        if (renewCreated) session.setItem(CREATED, String(Date.now()));
      } catch {
        // Quota exceeded: the next page asks the server instead of using the cache.
      }
    },
  };
}
