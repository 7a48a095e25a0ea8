<?php
/**
 * Lubrica Staging theme: the least a classic theme needs for WooCommerce's own templates,
 * scripts and styles to run as on the real site. No JavaScript of its own: the bundle (the
 * lubrica-islands plugin) decides what runs.
 *
 * @package lubrica-staging
 */

add_action(
	'after_setup_theme',
	static function () {
		add_theme_support( 'title-tag' );
		add_theme_support( 'woocommerce' );
		// These make WooCommerce enqueue zoom, photoswipe and flexslider on product pages.
		add_theme_support( 'wc-product-gallery-zoom' );
		add_theme_support( 'wc-product-gallery-lightbox' );
		add_theme_support( 'wc-product-gallery-slider' );
	}
);

add_action(
	'widgets_init',
	static function () {
		register_sidebar(
			array(
				'id'            => 'shop-sidebar',
				'name'          => 'Shop sidebar',
				'before_widget' => '<section id="%1$s" class="widget %2$s">',
				'after_widget'  => '</section>',
				'before_title'  => '<h2 class="widget-title">',
				'after_title'   => '</h2>',
			)
		);
	}
);

add_action(
	'wp_enqueue_scripts',
	static function () {
		wp_enqueue_style( 'lubrica-staging', get_stylesheet_uri(), array(), wp_get_theme()->get( 'Version' ) );
	}
);

// WooCommerce hides the cart widget on the cart and checkout pages; the staging keeps it on every
// page so the mini cart and the fragments that refresh it can be tested beside the cart form.
add_filter( 'woocommerce_widget_cart_is_hidden', '__return_false' );
