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
 * page asks the server, as cart-fragments.js does. Each storage is probed as cart-fragments.js
 * probes it (a write and its removal), and `pause` comes between the two: a storage's first use
 * in a page opens it, 5 to 27 ms at 4x CPU on the staging's pages as they load, and the two
 * together were one task of up to 50 ms (the mount yields to the browser there).
 */
export async function openFragmentsCache(win: Window, keys: CacheKeys, pause: () => Promise<void> = async () => {}): Promise<FragmentsCache | null> {
  let session: Storage;
  let local: Storage;
  try {
    session = writable(win.sessionStorage);
    await pause();
    local = writable(win.localStorage);
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

/** cart-fragments.js's probe of a storage: a write and its removal, which throw where it cannot be used. */
function writable(storage: Storage): Storage {
  storage.setItem('wc', 'test');
  storage.removeItem('wc');
  return storage;
}
