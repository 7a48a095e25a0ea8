import { runtimeForCall } from '../../src/runtime/bundle-runtime.ts';
import { provideJQueryMethod } from '../../src/services/jquery-method.ts';

/**
 * `$gallery.wc_product_gallery()`, the jQuery plugin of WooCommerce's single-product.js that a
 * quick view calls on a gallery it inserted. Built as the classic script
 * `dist/stand-ins/wc-single-product.js`, which the plugin prints where WooCommerce's script stood
 * when jQuery is on the page (after jQuery). Once the bundle has started, each gallery of the set
 * is scanned: the entry draws its frame, as it does a gallery printed with the page, and the
 * island comes at the visitor's first touch (the observer finds inserted markup too; this is for a
 * call that comes first). Its settings are the page's `wc_single_product_params`, as WooCommerce's
 * own galleries at load have them: other arguments are not taken. Returns the set, for chaining.
 */
export function installGalleryPlugin(win: Window): void {
  provideJQueryMethod(win.document, 'wc_product_gallery', (galleries) => void scanGalleries(win, galleries));
}

async function scanGalleries(win: Window, galleries: Element[]): Promise<void> {
  const islands = await runtimeForCall(win, 'product-gallery: $.fn.wc_product_gallery');
  if (islands) for (const gallery of galleries) islands.scan(gallery);
}
