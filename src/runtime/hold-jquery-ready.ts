import { bundleRuntime } from './bundle-runtime.ts';

/** The longest jQuery's ready waits for the bundle's start, from the document's (a preparation's chunk that does not come). */
export const READY_HOLD_MS = 1000;

/** jQuery's count of what its ready waits for (the document, and each hold), and its step that counts one down. */
type ReadyCount = { readyWait?: unknown; isReady?: unknown; ready?: (wait: true) => void };

/**
 * For the classic stand-in of a script whose ready handler drew the page (single-product.js: the
 * open tab, the gallery), printed after jQuery and before the scripts that depend on it: jQuery's
 * ready handlers wait until the bundle's runtime has started, with the islands it found drawn as
 * they look (a product island's preparation is a chunk, which may come after the document's
 * ready), at most READY_HOLD_MS. So a theme's ready code finds them drawn, as it found
 * WooCommerce's, whose handlers ran before its own; a tab it clicks is answered on the drawn tabs,
 * not held and clicked again after the mount, which its own jQuery handler would hear twice.
 * Without the bundle on the page, ready waits for the document only, as always.
 *
 * It holds as `jQuery.holdReady(true)` and `(false)` do, on the count itself: jQuery Migrate,
 * which WordPress prints with jQuery, records every call to holdReady as deprecated (in
 * `jQuery.migrateWarnings`; its unminified build also logs it in the console).
 */
export function holdJQueryReady(win: Window): void {
  const jq = (win as Window & { jQuery?: ReadyCount }).jQuery;
  // No jQuery, one without that count, or one already ready (a script loaded late): nothing to hold.
  if (typeof jq?.readyWait !== 'number' || typeof jq.ready !== 'function' || jq.isReady) return;
  jq.readyWait++;
  const release = () => jq.ready!(true);
  void bundleRuntime(win)
    .then((islands) => Promise.race([islands?.whenStarted(), new Promise((capped) => win.setTimeout(capped, READY_HOLD_MS))]))
    .then(release, release);
}
