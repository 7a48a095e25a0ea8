import { readParams } from './read-params.ts';

/**
 * `wc_cart_fragments_params` (handle `wc-cart-fragments`). The storage keys carry an md5 of the
 * site that WordPress computes; the defaults are only used when the global is missing.
 * cart-fragments.js asks its own `wc_ajax_url` for the fragments, not woocommerce_params'.
 */
export function cartFragmentsParams(doc: Document = document) {
  return readParams(doc, 'wc_cart_fragments_params', () => ({
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    cart_hash_key: 'wc_cart_hash',
    fragment_name: 'wc_fragments',
    request_timeout: 5000,
  }));
}
