import { anySignal } from '../../src/services/any-signal.ts';
import { yieldToMain } from '../../src/runtime/yield-to-main.ts';
import { setCartWidgetsShown } from '../../src/services/cart/cart-widget.ts';
import { readFragments } from '../../src/services/cart/cart-answer.ts';
import { announceCart, cartLiveRegion } from '../../src/services/cart/live-region.ts';
import { prefetchReplacing } from '../../src/services/cart/apply-fragments.ts';
import { cartStore } from '../../src/services/cart/cart-store.ts';
import { commitCart, wasCommitted } from '../../src/services/cart/commit-cart.ts';
import { getRefreshedFragments } from '../../src/services/cart/refreshed-fragments.ts';
import { pageLanguage } from '../../src/services/page-language.ts';
import { cartFragmentsParams } from '../../src/services/params/cart-fragments-params.ts';
import { wcmlCartParams } from '../../src/services/params/wcml-cart-params.ts';
import { later } from '../../src/services/timers.ts';
import { emitWc, onWc, type WcHandler } from '../../src/services/wc-events.ts';
import { MINI_CART_KEY, NOTHING_STORED } from './cache-rules.ts';
import type { CartCookies } from './cart-cookies.ts';
import type { FragmentsCache } from './fragments-cache.ts';
import { INITIAL_MINI_CART, nextMiniCart, type MiniCartEffect, type MiniCartEvent } from './mini-cart-state.ts';

const started = new WeakMap<Document, AbortController>();

const warn = (message: string) => console.warn(`[theme] mini cart: ${message}`);

/** The element a WooCommerce event argument holds: a jQuery object's first, or the element itself. */
function elementIn(arg: unknown): HTMLElement | null {
  const node: unknown = typeof arg === 'object' && arg !== null && 'jquery' in arg ? (arg as unknown as ArrayLike<unknown>)[0] : arg;
  return typeof node === 'object' && node !== null && (node as Node).nodeType === 1 ? (node as HTMLElement) : null;
}

/**
 * cart-fragments.js for one document, started by the first mini cart on the page and kept while
 * the page lives (fragments replace the mini cart element itself, so no single island owns it):
 * the page's events go into the state module (mini-cart-state.ts) and its effects are carried out
 * here, in order. Everything it listens to and every timer hangs on one AbortSignal; the
 * returned controller ends them (the page's end, or a test's). `cartCookies` are the cookies as
 * the mini cart's mount read them, `cache` the storage it opened (null: none can be used).
 */
export function startCartFragments(doc: Document, cartCookies: CartCookies, cache: FragmentsCache | null): AbortController {
  const existing = started.get(doc);
  if (existing) return existing;
  const lifetime = new AbortController();
  started.set(doc, lifetime);
  const { signal } = lifetime;
  signal.addEventListener('abort', () => started.delete(doc), { once: true });

  const win = doc.defaultView ?? window;
  const body = doc.body;
  // On the page before the first add it announces (below: another plugin's).
  cartLiveRegion(doc);
  const params = cartFragmentsParams(doc);
  const store = cartStore(doc);
  const language = cartCookies.language ?? pageLanguage(doc);
  let state = INITIAL_MINI_CART;
  let inflight: AbortController | null = null;
  let expiry: AbortController | null = null;

  // Each step's effects run after the last step's are done (an apply can wait for DOMPurify), so
  // what is stored and announced follows the order the events came in; and in a task after the
  // one that brought the event, which has work of its own (at load: opening the storage and
  // reading the cookies; the request and the widgets' show after them were one task over 50 ms).
  let performing = Promise.resolve();
  const step = (event: MiniCartEvent): readonly MiniCartEffect[] => {
    const next = nextMiniCart(state, event);
    state = next.state;
    return next.effects;
  };
  const enqueue = (effects: () => readonly MiniCartEffect[]) => {
    performing = performing.then(() => yieldToMain(win)).then(() => perform(effects())).catch((error: unknown) => {
      console.error(`[theme] island "mini-cart": the cart fragments could not be put in the page (${error instanceof Error ? error.message : String(error)})`);
    });
  };
  /** The page's events are decided as they come: an add's fragments are in the store already. */
  const dispatch = (event: MiniCartEvent) => {
    const effects = step(event);
    enqueue(() => effects);
  };
  /**
   * A refresh's answer is decided only when its turn comes, just before its apply takes its
   * place among the commits: an add or a remove committed while it waited (the server answered
   * both at once) then finds the refresh still in flight and overtakes it. Decided on arrival,
   * the older cart of the refresh was put in the page after the add's.
   */
  const dispatchAnswer = (event: MiniCartEvent) => enqueue(() => step(event));

  async function perform(effects: readonly MiniCartEffect[]): Promise<void> {
    for (const effect of effects) {
      switch (effect.type) {
        case 'request': {
          inflight?.abort();
          const request = (inflight = new AbortController());
          const { id } = effect;
          // WooCommerce's cart widget is printed empty, for the fragments to fill: an answer
          // that will, with a cart, needs the replacing code and DOMPurify, fetched while the
          // server answers rather than after (on a slow line, 1.1 s after the answer).
          if (doc.querySelector(`${MINI_CART_KEY}:empty`)) prefetchReplacing(doc);
          getRefreshedFragments({ doc, wcAjaxUrl: params.wc_ajax_url, timeout: params.request_timeout, signal: anySignal([signal, request.signal]) }).then(
            (answer) => dispatchAnswer({ type: 'refreshed', id, fragments: answer?.fragments ?? null, hash: answer?.cart_hash ?? '' }),
            (error: unknown) => {
              if (!request.signal.aborted && !signal.aborted) dispatchAnswer({ type: 'refresh-failed', id, reason: error instanceof Error ? error.message : String(error) });
            },
          );
          break;
        }
        case 'apply':
          await commitCart(doc, { fragments: effect.fragments, cart_hash: effect.hash }, effect.source);
          break;
        case 'persist':
          cache?.save({ fragments: effect.fragments, cartHash: effect.hash, language, renewCreated: effect.renewCreated });
          break;
        case 'emit':
          emitWc(body, effect.name);
          break;
        case 'schedule-expiry':
          expiry?.abort();
          expiry = new AbortController();
          later(win, anySignal([signal, expiry.signal]), effect.ms, () => dispatch({ type: 'refresh-asked' }));
          break;
        case 'show-widgets':
          setCartWidgetsShown(doc, effect.shown);
          break;
        case 'empty':
          for (const miniCart of doc.querySelectorAll(MINI_CART_KEY)) miniCart.replaceChildren();
          break;
        case 'warn':
          warn(effect.message);
          break;
      }
    }
  }

  const on = (name: string, handler: WcHandler) => signal.addEventListener('abort', onWc(body, name, handler), { once: true });
  on('wc_fragment_refresh', () => dispatch({ type: 'refresh-asked' }));
  on('updated_wc_div', () => dispatch({ type: 'refresh-asked' }));
  on('wc_fragments_refreshed', () => dispatch({ type: 'refreshed-announced' }));
  on('adding_to_cart', () => dispatch({ type: 'add-started' }));
  // added_to_cart / removed_from_cart that another script triggered by hand (a plugin's own ajax
  // add on the product page): add-to-cart.js's handlers. The button it passed (an add's) shows
  // added with its View cart link, the fragments come in, the button's message is announced.
  // The click actions' own went through commitCart (and come in through the store, below); they
  // did the rest themselves.
  const adopt =
    (added: boolean): WcHandler =>
    ([raw, hash, passed]) => {
      if (wasCommitted(raw)) return;
      const fragments = readFragments(raw);
      const button = elementIn(passed);
      // Rare (it takes a plugin of that kind), so its code comes then, not with every mini cart:
      // the add click's chunk, which has it (a chunk of its own would cost every page's entry
      // its name in the preload map).
      if (button && added) {
        import('../cart-actions/add-to-cart.ts').then(
          ({ updateButton }) => updateButton(button, fragments, doc),
          () => warn('the added button was left as it is: its code did not load'),
        );
      }
      if (fragments) dispatch({ type: 'adopted', fragments, hash: typeof hash === 'string' ? hash : '' });
      if (button) announceCart(doc, button.dataset.success_message);
    };
  on('added_to_cart', adopt(true));
  on('removed_from_cart', adopt(false));
  signal.addEventListener(
    'abort',
    store.subscribe((now, before) => {
      if (now.source === 'change' && now.fragments && now.fragments !== before.fragments) dispatch({ type: 'changed', fragments: now.fragments, hash: now.cartHash });
    }),
    { once: true },
  );
  win.addEventListener(
    'storage',
    (event) => {
      if (cache && event.key === params.cart_hash_key) dispatch({ type: 'storage-changed', sharedHash: cache.sharedHash(), sessionHash: cache.read().hash });
    },
    { signal },
  );
  win.addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted) dispatch({ type: 'restored' });
    },
    { signal },
  );

  const { cookieHash, itemsInCart } = cartCookies;
  const wcml = wcmlCartParams(doc);
  const before = store.getState();
  dispatch({
    type: 'load',
    input: { now: Date.now(), storage: cache !== null, cookieHash, stored: cache?.read() ?? NOTHING_STORED, language, wcml: { forceReset: wcml.force_reset, langSwitched: wcml.is_lang_switched } },
    itemsInCart,
    // An add or a remove that finished before this chunk arrived.
    changed: before.source === 'change' && before.fragments ? { fragments: before.fragments, hash: before.cartHash } : null,
  });
  return lifetime;
}
