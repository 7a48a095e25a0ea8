<?php
/**
 * The per-request switch, so a maintainer can compare a page with the bundle and with the
 * classic scripts it replaces.
 */

namespace Lubrica\Islands;

defined( 'ABSPATH' ) || exit;

function enabled(): bool {
	$on = ! ( defined( 'LUBRICA_ISLANDS_DISABLED' ) && LUBRICA_ISLANDS_DISABLED );
	// An administrator can look at the classic page without touching the config: ?lubrica_islands=off.
	if ( isset( $_GET['lubrica_islands'] ) && 'off' === $_GET['lubrica_islands'] && current_user_can( 'manage_options' ) ) { // phpcs:ignore WordPress.Security.NonceVerification
		$on = false;
	}
	/**
	 * Filters whether the bundle replaces the classic scripts on this request.
	 *
	 * @param bool $on True unless LUBRICA_ISLANDS_DISABLED is set.
	 */
	return (bool) apply_filters( 'lubrica_islands_enabled', $on );
}
