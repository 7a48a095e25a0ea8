<?php
/**
 * Classic scripts the bundle does not replace but loads itself, at the visitor's first touch:
 * WooCommerce's cart.js with what it needs (jQuery, blockUI, the country selects). Their data
 * (`wc_cart_params` …) is printed as usual; their files are listed in
 * `<script type="application/json" id="lubrica-classic-scripts">`, which the bundle's
 * classic-cart island reads.
 */

namespace Lubrica\Islands;

defined( 'ABSPATH' ) || exit;

/** Handles loaded at the first touch instead of at page load. */
function deferred_handles(): array {
	/**
	 * Filters the classic script handles the bundle loads at the visitor's first touch of their
	 * markup. Take `wc-cart` out to print cart.js and its dependencies at load, as WordPress does.
	 *
	 * @param string[] $handles Only handles the bundle knows how to load (`wc-cart`).
	 */
	return array_values( array_intersect( (array) apply_filters( 'lubrica_islands_deferred_handles', array( 'wc-cart' ) ), array( 'wc-cart' ) ) );
}

/**
 * Scripts WooCommerce enqueues beside a deferred handle for it, without being its dependency:
 * selectWoo for the shipping calculator's country select (country-select.js uses it when it is
 * there). Loaded with it, before it.
 */
const COMPANIONS = array( 'wc-cart' => array( 'selectWoo' ) );

/**
 * The URL WordPress would print for a script (WP_Scripts::do_item): the base URL for a relative
 * src, the version as `ver`, and the `script_loader_src` filter.
 */
function script_url( \WP_Scripts $scripts, string $handle ): string {
	$script = $scripts->registered[ $handle ];
	$src    = (string) $script->src;
	if ( ! preg_match( '|^(https?:)?//|', $src ) && ! ( $scripts->content_url && str_starts_with( $src, $scripts->content_url ) ) ) {
		$src = $scripts->base_url . $src;
	}
	$ver = null === $script->ver ? '' : ( $script->ver ? $script->ver : $scripts->default_version );
	if ( $ver ) {
		$src = add_query_arg( 'ver', $ver, $src );
	}
	return (string) apply_filters( 'script_loader_src', $src, $handle );
}

/**
 * Takes each deferred handle that is enqueued, with its companions and the dependencies only they need, out of what
 * WordPress prints, and remembers their URLs in print order. A dependency that a script still
 * printed needs (jQuery kept by another plugin) stays printed and is not listed. The handles keep
 * their data: each becomes an alias (no file), and the deferred handle depends on them all, so
 * WordPress prints their `var …_params` before its own. Runs once, before the head's scripts
 * are printed, with the replaced handles' original dependencies (their files are the bundle's:
 * never listed, but what they needed is).
 *
 * @param array<string, string[]> $original Each replaced handle's dependencies as registered.
 * @return array<string, string[]> The URLs listed per deferred handle (so far in this request).
 */
function defer_classic_scripts( \WP_Scripts $scripts, array $original ): array {
	static $listed = array();
	$deferred = deferred_handles();
	$deps_of  = static fn( string $handle ): array => $original[ $handle ] ?? $scripts->registered[ $handle ]->deps ?? array();

	// The scripts that stay printed, and what they need.
	$taken = $deferred;
	foreach ( $deferred as $handle ) {
		$taken = array_merge( $taken, COMPANIONS[ $handle ] ?? array() );
	}
	$staying = array_filter( $scripts->queue, static fn( string $handle ): bool => ! isset( $original[ $handle ] ) && ! in_array( $handle, $taken, true ) );
	$kept    = array_fill_keys( $staying, true ) + dependencies_of( $scripts, $original, $staying );

	foreach ( $deferred as $handle ) {
		if ( isset( $listed[ $handle ] ) || ! in_array( $handle, $scripts->queue, true ) || ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$order = array();
		$walk  = static function ( string $current ) use ( &$walk, &$order, $deps_of ): void {
			if ( isset( $order[ $current ] ) ) {
				return;
			}
			$order[ $current ] = false;
			foreach ( $deps_of( $current ) as $dep ) {
				$walk( $dep );
			}
			unset( $order[ $current ] );
			$order[ $current ] = true;
		};
		foreach ( COMPANIONS[ $handle ] ?? array() as $companion ) {
			if ( in_array( $companion, $scripts->queue, true ) ) {
				$walk( $companion );
			}
		}
		$walk( $handle );

		$urls  = array();
		$taken = array();
		foreach ( array_keys( $order ) as $current ) {
			$script = $scripts->registered[ $current ] ?? null;
			if ( ! $script || isset( $kept[ $current ] ) || in_array( $current, $scripts->done, true ) ) {
				continue;
			}
			if ( $script->src && ! isset( $original[ $current ] ) ) {
				$urls[] = script_url( $scripts, $current );
			}
			if ( $current === $handle ) {
				continue;
			}
			$taken[]      = $current;
			$script->src  = false;
			$script->deps = array();
		}
		// Still its dependencies, as aliases: WooCommerce localizes a script only while it is
		// enqueued or a dependency of one (wc_address_i18n_params is added as the footer prints).
		$main       = $scripts->registered[ $handle ];
		$main->src  = false;
		$main->deps = $taken;
		unset( $main->extra['after'] );
		$listed[ $handle ] = $urls;
	}
	return $listed;
}

/**
 * The list the bundle reads, printed once, in the footer. For a cart that holds something, the
 * files are fetched ahead too (fetch-ahead.php), after the bundle's chunks that load them: its
 * first touch then does not wait for them, on a slow line, as it does not without the plugin
 * (they are not run until then).
 *
 * @param array<string, string[]> $listed             The URLs per deferred handle.
 * @param string[]                $first_touch_chunks The URLs of the bundle's chunks that load them.
 */
function print_classic_scripts( array $listed, array $first_touch_chunks = array() ): void {
	if ( ! $listed ) {
		return;
	}
	printf(
		"<script type=\"application/json\" id=\"lubrica-classic-scripts\">%s</script>\n",
		wp_json_encode( $listed, JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP )
	);
	prefetch_for_cart( array_merge( $first_touch_chunks, ...array_values( $listed ) ) );
}
