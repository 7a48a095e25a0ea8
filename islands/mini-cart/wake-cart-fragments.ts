import { cookies } from '../../src/services/cookies.ts';
import { cartFragmentsParams } from '../../src/services/params/cart-fragments-params.ts';
import { emitWc, onWc } from '../../src/services/wc-events.ts';

const woken = new WeakSet<Document>();

/** The cart cookies WooCommerce sets while the visitor has a cart. */
export function hasCartCookies(): boolean {
  return Boolean(cookies.get('woocommerce_cart_hash') || cookies.get('woocommerce_items_in_cart'));
}

function storedHash(win: Window, key: string): string {
  try {
    return win.sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/**
 * Starts the fragments code (cart-fragments.ts, with the http layer and the store) only when
 * there is something for it to do: a cart, a stale cache to clear, or an event that changes the
 * cart. A visitor without a cart downloads none of it, and makes no request.
 */
export function wakeCartFragments(doc: Document): void {
  if (woken.has(doc)) return;
  woken.add(doc);
  const win = doc.defaultView ?? window;
  const params = cartFragmentsParams(doc);
  const cleanups: Array<() => void> = [];
  let started = false;
  const start = (forceRefresh: boolean) => {
    if (started) return;
    started = true;
    cleanups.forEach((cleanup) => cleanup());
    void import('./cart-fragments.ts').then(({ startCartFragments }) => startCartFragments(doc, { forceRefresh }));
  };
  if (hasCartCookies() || storedHash(win, params.cart_hash_key)) return start(false);
  // No cart: cart-fragments.js would ask the server now and announce the answer. The printed
  // fragments are that answer already, so nothing is asked, and the same is announced.
  emitWc(doc.body, 'wc_fragments_refreshed');

  const onStorage = (event: StorageEvent) => {
    if (event.key === params.cart_hash_key) start(true);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && hasCartCookies()) start(true);
  };
  win.addEventListener('storage', onStorage);
  win.addEventListener('pageshow', onPageShow);
  cleanups.push(
    () => win.removeEventListener('storage', onStorage),
    () => win.removeEventListener('pageshow', onPageShow),
    onWc(doc.body, 'wc_fragment_refresh', () => start(true)),
    onWc(doc.body, 'updated_wc_div', () => start(true)),
    // An add or a remove on this page: the fragments code persists what it brought.
    onWc(doc.body, 'added_to_cart', () => start(false)),
    onWc(doc.body, 'removed_from_cart', () => start(false)),
  );
}
