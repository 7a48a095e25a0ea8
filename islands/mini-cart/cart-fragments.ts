import { getRefreshedFragments } from '../../src/services/cart/cart-api.ts';
import { readFragments } from '../../src/services/cart/cart-answer.ts';
import { cartStore, type CartState } from '../../src/services/cart/cart-store.ts';
import { commitCart } from '../../src/services/cart/commit-cart.ts';
import { cookies } from '../../src/services/cookies.ts';
import { pageLanguage } from '../../src/services/page-language.ts';
import { cartFragmentsParams } from '../../src/services/params/cart-fragments-params.ts';
import { wcmlCartParams } from '../../src/services/params/wcml-cart-params.ts';
import { emitWc, onWc } from '../../src/services/wc-events.ts';
import { decideCache, MAX_AGE_MS } from './cache-rules.ts';
import { openFragmentsCache } from './fragments-cache.ts';

export const WPML_LANGUAGE_COOKIE = 'wp-wpml_current_language';

const running = new WeakMap<Document, () => void>();

/** The cart cookies WooCommerce sets while the visitor has a cart. */
function cartCookies() {
  return { cookieHash: cookies.get('woocommerce_cart_hash') ?? '', itemsInCart: Boolean(cookies.get('woocommerce_items_in_cart')) };
}

/**
 * cart-fragments.js for one document, started by the first mini cart on the page and kept while
 * the page lives (fragments replace the mini cart element itself, so no single island owns it).
 * Decides on load whether the stored fragments can be used (cache-rules.ts), refreshes when
 * they cannot or when asked to, persists every new cart, and follows other tabs.
 */
export function startCartFragments(doc: Document, { forceRefresh = false }: { forceRefresh?: boolean } = {}): () => void {
  const existing = running.get(doc);
  if (existing) return existing;
  const win = doc.defaultView ?? window;
  const body = doc.body;
  const params = cartFragmentsParams(doc);
  const cache = openFragmentsCache(win, params);
  const store = cartStore(doc);
  const language = cookies.get(WPML_LANGUAGE_COOKIE) ?? pageLanguage(doc);
  let expiry = 0;
  let inflight: AbortController | null = null;

  const scheduleExpiry = (ms: number) => {
    win.clearTimeout(expiry);
    expiry = win.setTimeout(() => void refresh(), Math.max(0, ms));
  };

  async function refresh(): Promise<void> {
    inflight?.abort();
    const controller = (inflight = new AbortController());
    try {
      const answer = await getRefreshedFragments({ doc, timeout: params.request_timeout, signal: controller.signal });
      if (!answer?.fragments) throw new Error('the answer has no fragments');
      await commitCart(doc, answer, 'refresh');
      emitWc(body, 'wc_fragments_refreshed');
      scheduleExpiry(MAX_AGE_MS);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('[theme] the cart fragments could not be refreshed:', error instanceof Error ? error.message : error);
      emitWc(body, 'wc_fragments_ajax_error');
    } finally {
      if (inflight === controller) inflight = null;
    }
  }

  const persist = (state: CartState) => {
    if (!cache || !state.fragments || state.source === 'cache') return;
    cache.save({ fragments: state.fragments, cartHash: state.cartHash, language, renewCreated: state.source === 'refresh' });
  };
  const unsubscribe = store.subscribe(persist);
  // An add to cart may have finished before this chunk arrived.
  persist(store.getState());

  const stored = cache?.read() ?? { fragments: null, hash: null, created: null, language: null };
  const actions = wcmlCartParams(doc);
  const wcml = { forceReset: actions.force_reset, langSwitched: actions.is_lang_switched };
  const decision = decideCache({ now: Date.now(), ...cartCookies(), stored, language, wcml });
  if (forceRefresh) {
    void refresh();
  } else if (store.getState().source === 'change') {
    // An add or a remove on this page already brought the current fragments (persisted above).
    scheduleExpiry(MAX_AGE_MS);
  } else if (decision.action === 'none') {
    if (stored.hash) cache?.clear();
    // The cart is gone (a stale store, no cookies): the printed fragments are current, as in
    // wake-cart-fragments.ts, and announced the same way.
    emitWc(body, 'wc_fragments_refreshed');
  } else if (decision.action === 'reuse') {
    store.setState({ fragments: stored.fragments, cartHash: stored.hash ?? '', source: 'cache' });
    void commitCart(doc, { fragments: stored.fragments, cart_hash: stored.hash ?? '' }, 'cache').then(() => emitWc(body, 'wc_fragments_loaded'));
    scheduleExpiry(decision.expiresIn);
  } else {
    void refresh();
  }

  // Fragments an add or a remove brought that we did not commit ourselves (plugins trigger these by hand).
  const adopt = (args: unknown[]) => {
    const fragments = readFragments(args[0]);
    if (fragments && fragments !== store.getState().fragments) void commitCart(doc, { fragments, cart_hash: typeof args[1] === 'string' ? args[1] : '' }, 'change');
  };
  const onStorage = (event: StorageEvent) => {
    if (cache && event.key === params.cart_hash_key && cache.sharedHash() !== cache.read().hash) void refresh();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    // A page from the back/forward cache shows the cart as it was when the visitor left.
    if (event.persisted && (cartCookies().cookieHash || cartCookies().itemsInCart || store.getState().cartHash)) void refresh();
  };
  const offs = [
    onWc(body, 'wc_fragment_refresh', () => void refresh()),
    onWc(body, 'updated_wc_div', () => void refresh()),
    onWc(body, 'added_to_cart', adopt),
    onWc(body, 'removed_from_cart', adopt),
  ];
  win.addEventListener('storage', onStorage);
  win.addEventListener('pageshow', onPageShow);

  const stop = () => {
    offs.forEach((off) => off());
    unsubscribe();
    inflight?.abort();
    win.clearTimeout(expiry);
    win.removeEventListener('storage', onStorage);
    win.removeEventListener('pageshow', onPageShow);
    running.delete(doc);
  };
  running.set(doc, stop);
  return stop;
}
