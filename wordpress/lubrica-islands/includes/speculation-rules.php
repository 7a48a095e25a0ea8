<?php
/**
 * The checkout left out of WordPress's speculation rules on a cart page whose cart.js the bundle
 * loads at the first touch.
 *
 * WordPress (6.8 on) prefetches a same-site link at its press (`<script type="speculationrules">`,
 * eagerness "conservative"). Without the plugin, cart.js has saved a shipping method at the
 * choice, before any press on "Proceed to checkout". With it, cart.js comes at the first touch,
 * and on a slow line a visitor can choose a method and tap the way on before cart.js has saved
 * it: the bundle holds that tap until it has (islands/classic-cart/checkout-after-choice.ts), but
 * the press had already prefetched the checkout as the session was then, and the browser showed
 * that one: the courier charged where free shipping was chosen. So on that page the checkout is
 * not prefetched; it is fetched at the click, as on a site without speculation rules.
 */

namespace Lubrica\Islands;

defined( 'ABSPATH' ) || exit;

/** Call at `wp_enqueue_scripts`, once WooCommerce has enqueued the cart's script. */
function keep_checkout_unspeculated(): void {
	if ( ! in_array( 'wc-cart', deferred_handles(), true ) || ! wp_script_is( 'wc-cart', 'enqueued' ) || ! function_exists( 'wc_get_checkout_url' ) ) {
		return;
	}
	$checkout = wp_parse_url( wc_get_checkout_url() );
	// Without pretty permalinks the checkout is `?page_id=…`: WordPress prints no rules then.
	if ( empty( $checkout['path'] ) || isset( $checkout['query'] ) ) {
		return;
	}
	// A path pattern, relative to the home URL's path (WP_URL_Pattern_Prefixer takes it off and
	// puts it back), with URLPattern's special characters escaped as WordPress escapes its own.
	$pattern = addcslashes( trailingslashit( $checkout['path'] ), '+*?:{}()\\' ) . '*';
	add_filter(
		'wp_speculation_rules_href_exclude_paths',
		static fn( array $paths ): array => array_merge( $paths, array( $pattern ) )
	);
}
