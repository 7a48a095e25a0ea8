<?php
/**
 * Stylesheets of the replaced scripts whose rules collide with the bundle's markup.
 */

namespace Lubrica\Islands;

defined( 'ABSPATH' ) || exit;

function dequeue_replaced_styles(): void {
	/**
	 * Filters the style handles dequeued with the bundle on. PhotoSwipe 4's skin styles the same
	 * class names PhotoSwipe 5 uses (`.pswp__button` …), so its rules draw a second toolbar over
	 * the bundle's lightbox; the bundle's theme.css carries the lightbox's own styles.
	 *
	 * @param string[] $handles
	 */
	$handles = (array) apply_filters( 'lubrica_islands_replaced_styles', array( 'photoswipe', 'photoswipe-default-skin' ) );
	foreach ( $handles as $handle ) {
		wp_dequeue_style( $handle );
	}
}
