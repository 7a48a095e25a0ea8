<?php
/**
 * Plugin Name:       Lubrica Islands
 * Description:       Replaces the jQuery scripts of WooCommerce, Contact Form 7 and the site's other plugins with one small module bundle (islands over the server's own markup).
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * License:           GPL-2.0-or-later
 * Text Domain:       lubrica-islands
 *
 * The bundle lives in `dist/` beside this file (`npm run build` puts it there). What it does per
 * request, in order: read `dist/manifest.json`; enqueue `theme.js` as a script module with its
 * modulepreloads and `theme.css`; keep the data WordPress prints for the scripts it replaces but
 * drop their files (and so their dependencies: jQuery's helpers, and jQuery itself when nothing
 * left needs it); list cart.js and what only it needs for the bundle to load at the first touch of
 * the cart (and leave the checkout out of WordPress's speculation rules there); have jQuery
 * fetched ahead for the checkout, for a visitor with a cart; dequeue the
 * stylesheets that collide with the bundle's; print the markup the bundle would otherwise need a
 * request for.
 *
 * Switched off for a request by `define('LUBRICA_ISLANDS_DISABLED', true)` or the filter
 * `lubrica_islands_enabled` returning false: WordPress then prints the classic scripts as before.
 */

namespace Lubrica\Islands;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/includes/switch.php';
require_once __DIR__ . '/includes/bundle.php';
require_once __DIR__ . '/includes/replaced-scripts.php';
require_once __DIR__ . '/includes/classic-scripts.php';
require_once __DIR__ . '/includes/replaced-styles.php';
require_once __DIR__ . '/includes/server-markup.php';
require_once __DIR__ . '/includes/fetch-ahead.php';
require_once __DIR__ . '/includes/speculation-rules.php';

// After every plugin has registered and enqueued its own assets (they do so at priority 10).
add_action(
	'wp_enqueue_scripts',
	static function (): void {
		if ( ! enabled() ) {
			return;
		}
		$bundle = Bundle::from_dist( __DIR__ . '/dist', plugins_url( 'dist/', __FILE__ ) );
		if ( ! $bundle ) {
			return; // Not built: the classic scripts stay, and the admin sees why (see Bundle::from_dist).
		}
		$bundle->enqueue();
		fetch_ahead_for_checkout( wp_scripts() );
		keep_checkout_unspeculated();
		replace_scripts( wp_scripts(), $bundle->stand_ins(), $bundle->fetch_ahead( 'classic-cart' ) );
		dequeue_replaced_styles();
		print_server_markup();
	},
	PHP_INT_MAX
);
