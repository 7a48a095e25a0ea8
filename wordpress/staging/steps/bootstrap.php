<?php
/**
 * Loads WordPress for one install step. wp.ts runs each step as its own `php` process (WordPress
 * and its plugins keep state per request; a fresh process sees what the previous step saved) with
 * LUBRICA_WP_DIR set to the unpacked tree. A step fails by throwing: PHP exits non-zero and wp.ts
 * stops with the step's log.
 *
 * @package lubrica-staging
 */

$lubrica_wp_dir = getenv( 'LUBRICA_WP_DIR' );
if ( ! $lubrica_wp_dir || ! is_file( $lubrica_wp_dir . '/wp-load.php' ) ) {
	throw new RuntimeException( 'LUBRICA_WP_DIR is not a WordPress tree' );
}

require_once $lubrica_wp_dir . '/wp-load.php';

/**
 * Throws when a WordPress call answered with an error.
 *
 * @template T
 * @param T|WP_Error $result What the call returned.
 * @param string     $what   What was being done, for the message.
 * @return T
 */
function lubrica_check( $result, string $what ) {
	if ( is_wp_error( $result ) ) {
		throw new RuntimeException( $what . ': ' . $result->get_error_message() );
	}
	return $result;
}
