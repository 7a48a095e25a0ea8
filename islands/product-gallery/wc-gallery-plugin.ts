import { bundleRuntime, runtimeForCall } from '../../src/runtime/bundle-runtime.ts';
import { holdJQueryReady } from '../../src/runtime/hold-jquery-ready.ts';
import { provideJQueryMethod } from '../../src/services/jquery-method.ts';
import { emitWc } from '../../src/services/wc-events.ts';

type GalleryWindow = Window & { jQuery?: (ready: () => void) => unknown; wc_single_product_params?: unknown };

/**
 * What WooCommerce's single-product.js gives other code about galleries, where jQuery is on the
 * page: built as the classic script `dist/stand-ins/wc-single-product.js`, which the plugin prints
 * where that script stood (after jQuery).
 * - `$gallery.wc_product_gallery()`, which a quick view calls on a gallery it inserted: once the
 *   bundle has started, each gallery of the set is scanned. The entry draws its frame, as it does
 *   a gallery printed with the page, and the island comes at the visitor's first touch (the
 *   observer finds inserted markup too; this is for a call that comes first). Its settings are the
 *   page's `wc_single_product_params`, as WooCommerce's own galleries at load have them: other
 *   arguments are not taken. Returns the set, for chaining.
 * - At jQuery's ready, as WooCommerce's script starts the page's galleries there:
 *   `wc-product-gallery-before-init` and `wc-product-gallery-after-init` on each, with the gallery
 *   and the params, the frame drawn in between (themes add to the gallery after it). Without the
 *   params WooCommerce's script does nothing, and neither does this. No instance is stored in
 *   `$gallery.data('product_gallery')`: there is no jQuery object of the gallery to give.
 * - jQuery's ready waits for the bundle's start (holdJQueryReady): single-product.js drew the tabs
 *   and the gallery in its ready handler, which ran before those of the scripts after it.
 */
export function installGalleryPlugin(win: Window): void {
  holdJQueryReady(win);
  provideJQueryMethod(win.document, 'wc_product_gallery', (galleries) => void scanGalleries(win, galleries));
  (win as GalleryWindow).jQuery?.(() => void startGalleries(win));
}

async function scanGalleries(win: Window, galleries: Element[]): Promise<void> {
  const islands = await runtimeForCall(win, 'product-gallery: $.fn.wc_product_gallery');
  if (islands) for (const gallery of galleries) islands.scan(gallery);
}

async function startGalleries(win: Window): Promise<void> {
  const params = (win as GalleryWindow).wc_single_product_params;
  if (params === undefined) return;
  const islands = await bundleRuntime(win);
  for (const gallery of win.document.querySelectorAll('.woocommerce-product-gallery')) {
    emitWc(gallery, 'wc-product-gallery-before-init', gallery, params);
    islands?.scan(gallery);
    emitWc(gallery, 'wc-product-gallery-after-init', gallery, params);
  }
}
