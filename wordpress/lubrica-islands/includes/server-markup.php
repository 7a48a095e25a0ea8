<?php
/**
 * Markup the server prints for the bundle: what it could otherwise only learn by a request, and
 * none of what only the classic scripts used.
 */

namespace Lubrica\Islands;

defined( 'ABSPATH' ) || exit;

function print_server_markup(): void {
	// PhotoSwipe 4's root: the bundle's lightbox (PhotoSwipe 5) builds its own when it opens.
	// Left in the page without PhotoSwipe 4's stylesheet, it shows as an empty dialog.
	remove_action( 'wp_footer', 'woocommerce_photoswipe' );

	// Before the footer scripts (priority 20), so the template is in the page when the module runs.
	add_action( 'wp_footer', __NAMESPACE__ . '\print_empty_mini_cart', 5 );
}

/**
 * The cart widget prints an empty `div.widget_shopping_cart_content` that cart-fragments.js fills
 * from its get_refreshed_fragments request. The bundle makes that request too (the first page of
 * each tab, cart or not), but for a visitor without a cart it fills the widget at once from
 * WooCommerce's own mini cart template rendered with the empty cart, printed here in a <template>:
 * the visitor sees "No products in the cart." without waiting, and the request's answer is then
 * what the page shows, so the bundle replaces nothing and fetches neither DOMPurify nor React for
 * it. Printed only when the page has a cart widget (it enqueued wc-cart-fragments) and this
 * visitor's cart is empty, which is the case for every page a page cache stores (WooCommerce's
 * cart cookies bypass such caches).
 */
function print_empty_mini_cart(): void {
	if ( ! wp_script_is( 'wc-cart-fragments' ) || ! function_exists( 'WC' ) || ! WC()->cart || ! WC()->cart->is_empty() ) {
		return;
	}
	ob_start();
	woocommerce_mini_cart();
	$markup = (string) ob_get_clean();
	printf( "<template id=\"lubrica-empty-mini-cart\">%s</template>\n", $markup ); // phpcs:ignore WordPress.Security.EscapeOutput -- WooCommerce's own template output.
}
