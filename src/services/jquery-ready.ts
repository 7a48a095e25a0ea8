/**
 * Runs `act` after jQuery's ready, as a WooCommerce script's ready handler runs, when jQuery is on
 * the page (its ready may be held: src/runtime/hold-jquery-ready.ts), or now without it: what
 * WooCommerce does from its ready handlers, a theme's ready handlers, bound before, hear.
 *
 * (Its own module, not wc-events.ts: only the variation form's chunk needs it, and a new export of
 * the chunk the entry shares renames that chunk's exports, which costs the entry bytes it has not.)
 */
export function afterJQueryReady(doc: Document, act: () => void): void {
  const jQuery = (doc.defaultView as (Window & { jQuery?: unknown }) | null)?.jQuery;
  if (typeof jQuery === 'function') (jQuery as (ready: () => void) => unknown)(act);
  else act();
}
