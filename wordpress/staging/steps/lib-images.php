<?php
/**
 * Product pictures drawn on the spot with GD: a solid colour and a label, nothing downloaded.
 *
 * @package lubrica-staging
 */

require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

/**
 * Draws a JPEG (800×800 unless told) and adds it to the media library (with WordPress's and
 * WooCommerce's sub-sizes, as an upload would get).
 *
 * @param string $name  File name without extension (ASCII).
 * @param string $label Text on the picture, ASCII: GD's built-in font has no Cyrillic and the
 *                      machine may have no TrueType font.
 * @param string $rgb   Background colour, "#rrggbb".
 * @param string $alt   Alternative text (Russian, like the catalogue).
 * @param int    $width  Width in px.
 * @param int    $height Height in px.
 * @return int Attachment ID.
 */
function lubrica_image( string $name, string $label, string $rgb, string $alt, int $width = 800, int $height = 800 ): int {
	$image = imagecreatetruecolor( $width, $height );
	list( $r, $g, $b ) = sscanf( $rgb, '#%02x%02x%02x' );
	imagefill( $image, 0, 0, imagecolorallocate( $image, $r, $g, $b ) );

	// The built-in font is 9×15 px: draw the label at that size, then scale it up to fill the width.
	$font  = 5;
	$text_width = imagefontwidth( $font ) * strlen( $label );
	$text       = imagecreatetruecolor( $text_width, imagefontheight( $font ) );
	imagefill( $text, 0, 0, imagecolorallocate( $text, $r, $g, $b ) );
	imagestring( $text, $font, 0, 0, $label, imagecolorallocate( $text, 255, 255, 255 ) );
	$scale = max( 1, min( 8, intdiv( $width - 80, $text_width ) ) );
	$w     = $text_width * $scale;
	$h     = imagefontheight( $font ) * $scale;
	imagecopyresized( $image, $text, intdiv( $width - $w, 2 ), intdiv( $height - $h, 2 ), 0, 0, $w, $h, $text_width, imagefontheight( $font ) );

	$tmp = wp_tempnam( $name . '.jpg' );
	imagejpeg( $image, $tmp, 85 );

	$id = lubrica_check(
		media_handle_sideload(
			array(
				'name'     => $name . '.jpg',
				'tmp_name' => $tmp,
			),
			0,
			$alt
		),
		"add image $name"
	);
	update_post_meta( $id, '_wp_attachment_image_alt', $alt );
	return $id;
}
