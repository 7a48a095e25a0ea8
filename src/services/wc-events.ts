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
    on(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
    off(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
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
