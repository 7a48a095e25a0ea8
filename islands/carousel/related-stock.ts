/**
 * WooCommerce's related products (single-product/related.php), a carousel without a marker: the
 * `related-products` island's stock selector, on its own so the entry's definition takes nothing
 * else of the carousel with it.
 */
export const RELATED_STOCK = 'section.related.products';
