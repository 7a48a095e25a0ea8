/**
 * The bridge to WooCommerce's jQuery events (other reads of `window.jQuery`: jquery-method.ts gives
 * it plugin methods, jquery-ready.ts waits for its ready, hold-jquery-ready.ts holds that ready).
 * WooCommerce triggers custom events through jQuery, which native listeners never see, so:
 * - emitWc triggers through jQuery (same node, same arguments) when jQuery is on the page, and
 *   always dispatches a `wc:<name>` CustomEvent mirror (detail: the arguments) for code without it;
 * - onWc listens through jQuery when it is there (so events other scripts trigger reach us), and to
 *   the mirror otherwise. Either way a handler runs once per event.
 */
interface JQueryLike {
  (node: EventTarget): {
    trigger(event: string | object, args?: unknown[]): unknown;
    triggerHandler(name: string, args?: unknown[]): unknown;
    data(): Record<string, unknown>;
    on(name: string, selector: string | undefined, handler: (event: unknown, ...args: unknown[]) => void): unknown;
    off(name: string, selector: string | undefined, handler: (event: unknown, ...args: unknown[]) => void): unknown;
    data(key: string): unknown;
  };
  Event(name: string): object;
  /** jQuery's own mark of the native event it is making: its handlers skip that event. */
  event?: { triggered?: string | undefined };
}

export type WcHandler = (args: unknown[], event: Event | unknown) => void;

function jQueryOf(node: EventTarget): JQueryLike | null {
  const doc = node instanceof Node ? (node.ownerDocument ?? (node as Document)) : document;
  const win = (doc.defaultView ?? window) as Window & { jQuery?: unknown };
  return typeof win.jQuery === 'function' ? (win.jQuery as JQueryLike) : null;
}

export function emitWc(node: EventTarget, name: string, ...args: unknown[]): void {
  dispatchWc(node, name, args, false);
}

/** The events an island emitted as its own outputs (`emitOwnWc`), jQuery's event objects and the mirrors. */
const ownEvents = new WeakSet<object>();

/**
 * emitWc for an island that also hears the same event from other scripts (the variation form
 * answers `check_variations` whoever triggers it): its handler asks `isOwnWcEvent` and leaves
 * its own out, since it has already done that step.
 */
export function emitOwnWc(node: EventTarget, name: string, ...args: unknown[]): void {
  dispatchWc(node, name, args, true);
}

/** The event a WcHandler got was emitted with `emitOwnWc`. */
export function isOwnWcEvent(event: unknown): boolean {
  return typeof event === 'object' && event !== null && ownEvents.has(event);
}

function dispatchWc(node: EventTarget, name: string, args: unknown[], own: boolean): void {
  const $ = jQueryOf(node);
  if ($) {
    // jQuery hands handlers the very Event object it was given, so it can be recognised.
    const event = own ? $.Event(name) : name;
    if (own) ownEvents.add(event as object);
    $(node).trigger(event, args);
  }
  const mirror = new CustomEvent(`wc:${name}`, { bubbles: true, detail: args });
  if (own) ownEvents.add(mirror);
  node.dispatchEvent(mirror);
}

/** Options of a subscription: with `signal`, it ends when the signal aborts (an island's lifetime). */
export interface ListenOptions {
  signal?: AbortSignal;
}

export function onWc(node: EventTarget, name: string, handler: WcHandler, options: ListenOptions = {}): () => void {
  const viaJQuery = (event: unknown, ...args: unknown[]) => handler(args, event);
  const viaMirror = (event: Event) => handler((event as CustomEvent<unknown[]>).detail ?? [], event);
  return subscribe(node, `wc:${name}`, viaMirror, name, viaJQuery, options);
}

/**
 * Subscriptions made while jQuery is not on the page, and what to do to it (statics to give it,
 * the click bridge), waiting for jQuery to arrive later (the classic cart's scripts load at the
 * visitor's first touch): then `jQueryArrived` moves each subscription onto jQuery, so the events
 * those scripts trigger through jQuery reach us too, still once per event.
 */
interface Waiting {
  subscriptions: Set<(jq: JQueryLike) => void>;
  onArrival: Array<(jq: JQueryLike) => void>;
}
const waitingFor = new WeakMap<Window, Waiting>();

function waiting(node: EventTarget): Waiting {
  const doc = node instanceof Node ? (node.ownerDocument ?? (node as Document)) : document;
  const win = doc.defaultView ?? window;
  let entry = waitingFor.get(win);
  if (!entry) waitingFor.set(win, (entry = { subscriptions: new Set(), onArrival: [] }));
  return entry;
}

/**
 * Listens through jQuery when it is on the page, natively otherwise until it arrives. With a
 * selector, to the events of the elements inside `node` that match it, delegated as jQuery
 * delegates (`$(node).on(name, selector, handler)`), as WooCommerce's own listeners are.
 */
function subscribe(
  node: EventTarget,
  nativeName: string,
  nativeHandler: (event: Event) => void,
  jQueryName: string,
  jQueryHandler: (event: unknown, ...args: unknown[]) => void,
  { signal, selector }: DomListenOptions,
): () => void {
  if (signal?.aborted) return () => undefined;
  const on = (jq: JQueryLike) => {
    jq(node).on(jQueryName, selector, jQueryHandler);
    return () => void jq(node).off(jQueryName, selector, jQueryHandler);
  };
  const $ = jQueryOf(node);
  let off: () => void;
  if ($) off = on($);
  else {
    // With a selector, what jQuery's delegation calls the handler for: an element inside `node`, at or above the target, that matches.
    const native = selector
      ? (event: Event) => {
          const match = (event.target as Element | null)?.closest?.(selector);
          if (match && match !== node && (node as Node).contains(match)) nativeHandler(event);
        }
      : nativeHandler;
    node.addEventListener(nativeName, native);
    const { subscriptions } = waiting(node);
    const moveToJQuery = (jq: JQueryLike) => {
      node.removeEventListener(nativeName, native);
      off = on(jq);
    };
    subscriptions.add(moveToJQuery);
    off = () => {
      subscriptions.delete(moveToJQuery);
      node.removeEventListener(nativeName, native);
    };
  }
  const stop = () => off();
  signal?.addEventListener('abort', stop, { once: true });
  return stop;
}

/**
 * jQuery has just been put on the page (by scripts loaded after ours started): the listeners made
 * without it move onto it, the statics WooCommerce's scripts expect are given to it, and the
 * click bridge is set on it.
 */
export function jQueryArrived(doc: Document): void {
  const $ = jQueryOf(doc);
  if (!$) return;
  const { subscriptions, onArrival } = waiting(doc);
  for (const moveToJQuery of subscriptions) moveToJQuery($);
  subscriptions.clear();
  for (const arrive of onArrival.splice(0)) arrive($);
}

/**
 * A node as WooCommerce passes it in event arguments: jQuery-wrapped when jQuery is on the page
 * (handlers call `$button.data()` on it), the node itself otherwise.
 */
export function wcNode(node: Element): unknown {
  const $ = jQueryOf(node);
  return $ ? $(node) : node;
}

/** Nodes as one jQuery set when jQuery is on the page (Popup Maker's `getPopup('open')`), the list otherwise. */
export function wcSet(doc: Document, nodes: readonly Element[]): unknown {
  const $ = jQueryOf(doc) as ((nodes: readonly Element[]) => unknown) | null;
  return $ ? $(nodes) : nodes;
}

/**
 * A question WooCommerce asks other scripts with `triggerHandler` (such as
 * `should_send_ajax_request.adding_to_cart`): false when a jQuery handler returned false, or when
 * a listener of the cancelable `wc:<name>` mirror called preventDefault.
 */
export function askWc(node: EventTarget, name: string, ...args: unknown[]): boolean {
  const $ = jQueryOf(node);
  if ($ && $(node).triggerHandler(name, args) === false) return false;
  return node.dispatchEvent(new CustomEvent(`wc:${name}`, { cancelable: true, detail: args }));
}

/** jQuery's data cache of a node (where plugins put extra keys with `.data(k, v)`), or null without jQuery. */
export function wcData(node: Element): Record<string, unknown> | null {
  const $ = jQueryOf(node);
  return $ ? { ...$(node).data() } : null;
}

/** What a DOM event handler needs, from a native event or a jQuery one. */
export interface DomEventLike {
  target: EventTarget | null;
  preventDefault(): void;
}

/** Options of a DOM event subscription: `selector` names the elements inside the node it is for. */
export interface DomListenOptions extends ListenOptions {
  selector?: string;
}

/**
 * A DOM event (`change` …) that jQuery code may fire with `.trigger()`, which native listeners
 * never see: through jQuery when it is on the page (it hears native events and triggered ones),
 * natively otherwise. To fire one that everybody hears, dispatch a native event.
 * An event of the node's descendants takes the `selector` of those it is for: jQuery's dispatch
 * runs a handler bound on the node itself after every delegated one and leaves the event's
 * `currentTarget` on the node, where a delegated handler that reads it later finds it gone
 * (cart.js reads it in its answer, to focus the shipping method chosen again). Without one it is
 * for events dispatched on the node itself (Popup Maker's on a popup).
 */
export function onDomEvent(node: EventTarget, name: string, handler: (event: DomEventLike) => void, options: DomListenOptions = {}): () => void {
  return subscribe(node, name, handler, name, (event: unknown) => handler(event as DomEventLike), options);
}

/** `$(node).data(key)`: what other scripts stored with jQuery (it falls back to the data-* attribute); undefined without jQuery. */
export function jQueryData(node: Element, key: string): unknown {
  const $ = jQueryOf(node);
  return $ ? $(node).data(key) : undefined;
}

/**
 * Clicks that jQuery code makes on a link (`$('.reviews_tab a').trigger('click')`, as a theme's
 * "read the reviews" does, after WooCommerce's own review link): jQuery runs its handlers and
 * dispatches no native click on a link, so no island heard them. From the time jQuery is on the
 * page, each is dispatched again as a native click on the link (`clickAsJQuery`), for the islands
 * and the runtime's held clicks. (On other elements jQuery calls the native `click()` itself.)
 */
export function bridgeJQueryClicks(doc: Document): void {
  const win = doc.defaultView ?? window;
  const bridge = (jq: JQueryLike) =>
    // Delegated to links (those it is for), not bound on the document: see onDomEvent.
    jq(doc).on('click', 'a', (event: unknown) => {
      const { originalEvent, target } = event as { originalEvent?: Event; target: Element };
      if (!originalEvent && target instanceof win.HTMLAnchorElement) clickAsJQuery(target);
    });
  withJQuery(doc, bridge);
}

/**
 * How to make a click again that a holder took (hold-clicks.ts): one jQuery code made
 * (`.trigger('click')`) as `clickAsJQuery`, since jQuery's handlers have heard it already; any
 * other (a visitor's, a script's `click()`) as a plain `click()`.
 */
export const clickAgainAs = (event: Event): ((target: HTMLElement) => void) =>
  jQueryOf(event.target!)?.event?.triggered === 'click' ? clickAsJQuery : (target) => target.click();

/**
 * A native click on `target` as after jQuery code's: every native listener hears it, jQuery's
 * handlers do not again (its mark), and a link is not followed (jQuery follows none); a button
 * does what it does. For the bridge above, and for a held click jQuery code made, made again.
 */
export function clickAsJQuery(target: Element): void {
  const win = target.ownerDocument.defaultView ?? window;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, view: win });
  const unfollowed = (seen: Event) => seen === click && target instanceof win.HTMLAnchorElement && seen.preventDefault();
  const marks = jQueryOf(target)?.event ?? {};
  const before = marks.triggered;
  marks.triggered = 'click';
  win.addEventListener('click', unfollowed);
  // (A listener that throws is reported, not thrown here: the marks are always put back.)
  target.dispatchEvent(click);
  marks.triggered = before;
  win.removeEventListener('click', unfollowed);
}

/** Does `act` to jQuery now when it is on the page, or once it arrives (`jQueryArrived`). */
export function withJQuery(doc: Document, act: (jq: JQueryLike) => void): void {
  const $ = jQueryOf(doc);
  if ($) act($);
  else waiting(doc).onArrival.push(act);
}
