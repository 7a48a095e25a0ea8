/**
 * The bridge to WooCommerce's jQuery events, and the only module that touches `window.jQuery`.
 * WooCommerce triggers custom events through jQuery, which native listeners never see, so:
 * - emitWc triggers through jQuery (same node, same arguments) when jQuery is on the page, and
 *   always dispatches a `wc:<name>` CustomEvent mirror (detail: the arguments) for code without it;
 * - onWc listens through jQuery when it is there (so events other scripts trigger reach us), and to
 *   the mirror otherwise. Either way a handler runs once per event.
 */
interface JQueryLike {
  (node: EventTarget): {
    trigger(name: string, args?: unknown[]): unknown;
    triggerHandler(name: string, args?: unknown[]): unknown;
    data(): Record<string, unknown>;
    on(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
    off(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
    data(key: string): unknown;
  };
}

export type WcHandler = (args: unknown[], event: Event | unknown) => void;

function jQueryOf(node: EventTarget): JQueryLike | null {
  const doc = node instanceof Node ? (node.ownerDocument ?? (node as Document)) : document;
  const win = (doc.defaultView ?? window) as Window & { jQuery?: unknown };
  return typeof win.jQuery === 'function' ? (win.jQuery as JQueryLike) : null;
}

export function emitWc(node: EventTarget, name: string, ...args: unknown[]): void {
  const $ = jQueryOf(node);
  if ($) $(node).trigger(name, args);
  node.dispatchEvent(new CustomEvent(`wc:${name}`, { bubbles: true, detail: args }));
}

export function onWc(node: EventTarget, name: string, handler: WcHandler): () => void {
  const $ = jQueryOf(node);
  if ($) {
    const viaJQuery = (event: unknown, ...args: unknown[]) => handler(args, event);
    $(node).on(name, viaJQuery);
    return () => $(node).off(name, viaJQuery);
  }
  const viaMirror = (event: Event) => handler((event as CustomEvent<unknown[]>).detail ?? [], event);
  node.addEventListener(`wc:${name}`, viaMirror);
  return () => node.removeEventListener(`wc:${name}`, viaMirror);
}

/**
 * A node as WooCommerce passes it in event arguments: jQuery-wrapped when jQuery is on the page
 * (handlers call `$button.data()` on it), the node itself otherwise.
 */
export function wcNode(node: Element): unknown {
  const $ = jQueryOf(node);
  return $ ? $(node) : node;
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

/**
 * A DOM event (`change` …) that jQuery code may fire with `.trigger()`, which native listeners
 * never see: through jQuery when it is on the page (it hears native events and triggered ones),
 * natively otherwise. To fire one that everybody hears, dispatch a native event.
 */
export function onDomEvent(node: EventTarget, name: string, handler: (event: DomEventLike) => void): () => void {
  const $ = jQueryOf(node);
  if ($) {
    const viaJQuery = (event: unknown) => handler(event as DomEventLike);
    $(node).on(name, viaJQuery);
    return () => $(node).off(name, viaJQuery);
  }
  node.addEventListener(name, handler);
  return () => node.removeEventListener(name, handler);
}

/** `$(node).data(key)`: what other scripts stored with jQuery (it falls back to the data-* attribute); undefined without jQuery. */
export function jQueryData(node: Element, key: string): unknown {
  const $ = jQueryOf(node);
  return $ ? $(node).data(key) : undefined;
}

/**
 * Gives jQuery a static helper WooCommerce's own scripts defined (`$.scroll_to_notices` …) when
 * jQuery is on the page without them: scripts we do not replace (cart.js, checkout.js) call them.
 * One that another script already defined is kept.
 */
export function provideJQueryStatic(doc: Document, name: string, helper: (...args: never[]) => unknown): void {
  const $ = jQueryOf(doc) as (JQueryLike & Record<string, unknown>) | null;
  if ($ && $[name] === undefined) $[name] = helper;
}
