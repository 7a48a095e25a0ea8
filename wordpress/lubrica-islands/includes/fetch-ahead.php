<?php
/**
 * Classic scripts fetched ahead for a visitor with a cart: what the checkout and the cart's first
 * touch will run.
 *
 * Without the plugin every page prints jQuery in its head, so a visitor reaching the checkout has
 * it cached from the first page. The checkout still prints it in its head, where it holds the
 * first paint until it is in. With the plugin, the pages before it leave jQuery out, and the
 * checkout's first view waited for its download: on a slow line (400 ms, 400 kbit/s, the
 * staging) 3.3 s later than without the plugin. The cart's first touch waited likewise for the
 * scripts the bundle loads then (cart.js with jQuery, classic-scripts.php): its first update
 * answered 4.7 s later.
 *
 * So a page seen by a visitor whose cart holds something (the cart and the checkout are then
 * likely next) asks the browser to fetch those scripts for later: `<link rel="prefetch">`, at the
 * lowest priority, stored and not run. A visitor without a cart (every page a page cache stores)
 * is spared them until an add to cart by AJAX on the page.
 */

namespace Lubrica\Islands;

defined( 'ABSPATH' ) || exit;

/**
 * Takes the files' URLs while WordPress still has them (the scripts the bundle loads at the
 * cart's first touch lose theirs, classic-scripts.php), and prints the links after the footer's
 * scripts (priority 20), when whether WordPress printed them is known.
 */
function fetch_ahead_for_checkout( \WP_Scripts $scripts ): void {
	/**
	 * Filters the scripts fetched ahead, for a visitor with a cart, on a page that does not print
	 * them: by default what the checkout runs and every WooCommerce page printed without the
	 * plugin (so a visitor had them cached): jQuery (the alias `jquery` stands for jQuery and
	 * jQuery Migrate), blockUI and js-cookie.
	 *
	 * @param string[] $handles
	 */
	$handles = (array) apply_filters( 'lubrica_islands_fetch_ahead_handles', array( 'jquery', 'jquery-blockui', 'js-cookie' ) );
	$urls    = array();
	foreach ( $handles as $handle ) {
		$script = $scripts->registered[ $handle ] ?? null;
		foreach ( ! $script ? array() : ( $script->src ? array( $handle ) : $script->deps ) as $file ) {
			if ( ! empty( $scripts->registered[ $file ]->src ) ) {
				$urls[ $file ] = script_url( $scripts, $file );
			}
		}
	}
	add_action(
		'wp_footer',
		static function () use ( $scripts, $urls ): void {
			$later = array();
			foreach ( $urls as $handle => $url ) {
				// Not one printed as a file (one the bundle loads at the first touch is an alias by then).
				if ( ! wp_script_is( $handle, 'done' ) || empty( $scripts->registered[ $handle ]->src ) ) {
					$later[] = $url;
				}
			}
			if ( cart_holds_something() ) {
				prefetch_for_cart( $later );
			} elseif ( $later && wp_script_is( 'wc-add-to-cart', 'done' ) ) {
				// For the bundle's add to cart by AJAX, which puts them in the page once the cart
				// holds something (islands/cart-actions/fetch-ahead.ts): the same for every visitor
				// without a cart, so a page cache may keep it.
				printf( "<template id=\"lubrica-fetch-ahead\">%s</template>\n", implode( '', array_map( __NAMESPACE__ . '\prefetch_link', $later ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in prefetch_link().
			}
		},
		21
	);
}

/**
 * Prints a `<link rel="prefetch">` for each URL not yet prefetched on this page, if the visitor's
 * cart holds something.
 *
 * @param string[] $urls
 */
function prefetch_for_cart( array $urls ): void {
	static $printed = array();
	if ( ! cart_holds_something() ) {
		return;
	}
	foreach ( array_diff( $urls, $printed ) as $url ) {
		echo prefetch_link( $url ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in prefetch_link().
		$printed[] = $url;
	}
}

/** The link that has the browser fetch a URL for later (the lowest priority; stored, not run). */
function prefetch_link( string $url ): string {
	return sprintf( '<link rel="prefetch" href="%s">', esc_url( $url ) );
}

function cart_holds_something(): bool {
	return function_exists( 'WC' ) && WC()->cart && ! WC()->cart->is_empty();
}
