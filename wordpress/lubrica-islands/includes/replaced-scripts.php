<?php
/**
 * The classic scripts the bundle replaces, and what becomes of their dependencies.
 */

namespace Lubrica\Islands;

defined( 'ABSPATH' ) || exit;

/** Handles whose behaviour the bundle carries (WooCommerce 9.9, Contact Form 7 6.0 and the site's plugins). */
function replaced_handles(): array {
	$handles = array(
		// WooCommerce.
		// Not wc-cart (the cart page's form: quantities, coupons, shipping calculator) nor
		// wc-checkout: the bundle does not carry them. wc-checkout stays, with jQuery, where it is
		// enqueued; wc-cart and what only it needs are loaded by the bundle at the visitor's first
		// touch of the cart (classic-scripts.php). The bundle gives them woocommerce.js's
		// $.scroll_to_notices.
		'woocommerce', 'wc-add-to-cart', 'wc-add-to-cart-variation', 'wc-single-product',
		'wc-cart-fragments', 'flexslider', 'zoom', 'photoswipe', 'photoswipe-ui-default',
		// Contact Form 7 and its validation (swv).
		'contact-form-7', 'swv',
		// The live site's other plugins (absent handles are skipped).
		'popup-maker-site', 'page-scroll-to-id-plugin-script', 'wpml-legacy-dropdown-0',
		'wpml-legacy-dropdown-click-0', 'wpml-cookie', 'revmin',
	);
	/**
	 * Filters the script handles the bundle replaces. A handle taken out keeps its classic script.
	 *
	 * @param string[] $handles
	 */
	return (array) apply_filters( 'lubrica_islands_replaced_handles', $handles );
}

/**
 * Keeps each replaced handle registered and enqueued, so WordPress still prints its data (the
 * wp_localize_script globals and its inline "before" code, such as `var wpcf7 = …`), but without
 * its file and its dependencies. A handle without a src is an alias in WordPress's own terms:
 * its data and inline code are printed, no <script src>. With the dependencies gone, WordPress's
 * own resolver no longer prints what only the replaced scripts needed (jquery-blockui, js-cookie,
 * wp-util, underscore, and jquery with jquery-migrate when nothing left depends on them), and
 * still prints them for any other plugin that does.
 */
function replace_scripts( \WP_Scripts $scripts, array $stand_ins = array(), array $first_touch_chunks = array() ): void {
	$original = array();
	foreach ( replaced_handles() as $handle ) {
		$script = $scripts->registered[ $handle ] ?? null;
		if ( ! $script ) {
			continue;
		}
		$original[ $handle ] = $script->deps;
		$script->src         = false;
		$script->deps        = array();
		// A handle with a stand-in prints ours in its place: the globals theme code uses from that
		// point of the page on (Popup Maker's window.PUM), before the bundle's module runs. A
		// stand-in that needs jQuery is placed once what the page prints is known.
		if ( isset( $stand_ins[ $handle ] ) && ! $stand_ins[ $handle ][2] ) {
			list( $script->src, $script->ver ) = $stand_ins[ $handle ];
		}
		// Translations need wp-i18n, which only the dropped file used.
		$script->textdomain = null;
		// An inline "after" script runs code of the dropped file (nothing of ours needs it).
		unset( $script->extra['after'] );
	}

	// What is enqueued is known only when it is printed: templates enqueue scripts as they render.
	// The classic scripts loaded at the first touch (cart.js …) are taken out first, so what only
	// they need is not restored.
	$listed  = array();
	$restore = static function () use ( $scripts, $original, $stand_ins, &$listed ): void {
		$listed = defer_classic_scripts( $scripts, $original );
		$printed = printed_at_load( $scripts, $original );
		restore_needed_dependencies( $scripts, $original, $printed );
		place_jquery_stand_ins( $scripts, $original, $stand_ins, $printed );
	};
	add_action( 'wp_print_scripts', $restore, PHP_INT_MAX );
	add_action( 'wp_print_footer_scripts', $restore, 1 );
	add_action(
		'wp_print_footer_scripts',
		static function () use ( &$listed, $first_touch_chunks ): void {
			print_classic_scripts( $listed, $first_touch_chunks );
		},
		11
	);

	/**
	 * Filters whether jQuery stays on every page even when nothing left depends on it (theme
	 * code written against `jQuery(document.body).on('added_to_cart', …)` without declaring the
	 * dependency). The bundle triggers its events through jQuery whenever jQuery is on the page.
	 *
	 * @param bool $keep False by default.
	 */
	if ( apply_filters( 'lubrica_islands_keep_jquery', false ) ) {
		wp_enqueue_script( 'jquery' );
	}
}

/**
 * What the page prints at load: the enqueued scripts that are not replaced, and what they depend
 * on, directly or not, through the replaced handles' original dependencies. Taken just before
 * WordPress resolves what to print (templates enqueue scripts as they render, and a footer script
 * enqueued late can bring jQuery in).
 *
 * @param array<string, string[]> $original Each replaced handle's dependencies as registered.
 * @return array<string, true> The handles, as keys.
 */
function printed_at_load( \WP_Scripts $scripts, array $original ): array {
	$kept = array_filter( $scripts->queue, static fn( string $handle ): bool => ! isset( $original[ $handle ] ) );
	return array_fill_keys( $kept, true ) + dependencies_of( $scripts, $original, $kept );
}

/**
 * A stand-in that needs jQuery (the manifest's `needs`: one that gives jQuery the plugins its
 * script defined, `$.fn.wc_variation_form` …, `$.fn.wc_product_gallery`) is printed where jQuery
 * is, after it: without jQuery nothing can call its plugins, and the page is spared its file.
 *
 * @param array<string, string[]>                                $original  Each replaced handle's dependencies as registered.
 * @param array<string, array{0: string, 1: string, 2: string[]}> $stand_ins The stand-ins: handle => array( URL, version, needs ).
 * @param array<string, true>                                    $printed   What the page prints (printed_at_load).
 */
function place_jquery_stand_ins( \WP_Scripts $scripts, array $original, array $stand_ins, array $printed ): void {
	$with_jquery = isset( $printed['jquery'] ) || isset( $printed['jquery-core'] );
	foreach ( $stand_ins as $handle => list( $src, $ver, $needs ) ) {
		$script = $scripts->registered[ $handle ] ?? null;
		if ( ! $script || ! isset( $original[ $handle ] ) || array( 'jquery' ) !== $needs || ! $with_jquery ) {
			continue;
		}
		$script->src  = $src;
		$script->ver  = $ver;
		$script->deps = array_values( array_unique( array_merge( $script->deps, $needs ) ) );
	}
}

/**
 * A replaced handle that a script left in place depends on keeps its own dependencies: cart.js,
 * when it is printed at load (`lubrica_islands_deferred_handles` without `wc-cart`), depends on
 * `woocommerce`, and uses the jQuery and blockUI that woocommerce.js brought.
 *
 * @param array<string, string[]> $original Each replaced handle's dependencies as registered.
 * @param array<string, true>     $printed  What the page prints (printed_at_load): a replaced
 *                                          handle in it is one a script left in place needs.
 */
function restore_needed_dependencies( \WP_Scripts $scripts, array $original, array $printed ): void {
	foreach ( $original as $handle => $deps ) {
		if ( isset( $printed[ $handle ] ) ) {
			$scripts->registered[ $handle ]->deps = $deps;
		}
	}
}

/**
 * What some scripts depend on, directly or not (the scripts themselves not included): through a
 * replaced handle's original dependencies (what its dropped file needed) and every other
 * handle's registered ones.
 *
 * @param array<string, string[]> $original Each replaced handle's dependencies as registered.
 * @param string[]                $roots    The scripts.
 * @return array<string, true> The dependencies' handles, as keys.
 */
function dependencies_of( \WP_Scripts $scripts, array $original, array $roots ): array {
	$found = array();
	$visit = static function ( string $handle ) use ( &$visit, &$found, $scripts, $original ): void {
		foreach ( $original[ $handle ] ?? $scripts->registered[ $handle ]->deps ?? array() as $dep ) {
			if ( ! isset( $found[ $dep ] ) ) {
				$found[ $dep ] = true;
				$visit( $dep );
			}
		}
	};
	foreach ( $roots as $handle ) {
		$visit( $handle );
	}
	return $found;
}
