<?php
/**
 * Plugin Name: Lubrica staging
 * Description: Staging-only switches. Copied to wp-content/mu-plugins/lubrica-staging.php by wordpress/staging/wp.ts on every start: edit the source there.
 */

/**
 * A staging switch's value for this request: its cookie (the tests set one per visitor), or ''.
 */
function lubrica_staging_switch( string $name ): string {
	return (string) ( $_COOKIE[ $name ] ?? '' ); // phpcs:ignore WordPress.Security
}

// The bundle's per-request off switch: the cookie or query `lubrica_islands=off` gives the page
// as WooCommerce's own scripts would run it, so tests can compare both on the same site.
add_filter(
	'lubrica_islands_enabled',
	static function ( $on ) {
		$off = 'off' === lubrica_staging_switch( 'lubrica_islands' ) || 'off' === ( $_GET['lubrica_islands'] ?? '' ); // phpcs:ignore WordPress.Security
		return $off ? false : $on;
	}
);

// As if another plugin kept jQuery on the page (the cookie `lubrica_keep_jquery=1`): the bench
// measures the bundle both ways.
add_filter(
	'lubrica_islands_keep_jquery',
	static fn ( $keep ) => $keep || '1' === lubrica_staging_switch( 'lubrica_keep_jquery' )
);

// The shop's admin setting "Enable AJAX add to cart buttons on archives" turned off (the cookie
// `lubrica_ajax_add_to_cart=no`): WooCommerce then enqueues no add-to-cart.js, and its buttons and
// the mini cart's remove links are plain links.
add_filter(
	'pre_option_woocommerce_enable_ajax_add_to_cart',
	static fn ( $value ) => 'no' === lubrica_staging_switch( 'lubrica_ajax_add_to_cart' ) ? 'no' : $value
);

// Accounts created at the checkout with a password the guest chooses (the cookie
// `lubrica_checkout_signup=yes`): WooCommerce's "Allow customers to create an account during
// checkout" on, "Send password setup link" off. The form then prints a password field.
add_filter(
	'pre_option_woocommerce_enable_signup_and_login_from_checkout',
	static fn ( $value ) => 'yes' === lubrica_staging_switch( 'lubrica_checkout_signup' ) ? 'yes' : $value
);
add_filter(
	'pre_option_woocommerce_registration_generate_password',
	static fn ( $value ) => 'yes' === lubrica_staging_switch( 'lubrica_checkout_signup' ) ? 'no' : $value
);

// Cart fragments switched off as another plugin would (the cookie `lubrica_cart_fragments=off`):
// its params are left out, so cart-fragments.js returns early and nothing refreshes the mini cart.
add_filter(
	'woocommerce_get_script_data',
	static fn ( $data, $handle ) => 'wc-cart-fragments' === $handle && 'off' === lubrica_staging_switch( 'lubrica_cart_fragments' ) ? null : $data,
	10,
	2
);

// Contact Form 7's JavaScript not loaded, as sites do with its own filter (the cookie
// `lubrica_cf7_js=off`): no `wpcf7` global, the forms post without JavaScript.
add_filter(
	'wpcf7_load_js',
	static fn ( $load ) => 'off' === lubrica_staging_switch( 'lubrica_cf7_js' ) ? false : $load
);

/**
 * Serves `$script` as a JavaScript file at `/?<$query_var>=1`: the file of a plugin the staging
 * does not have, which a switch below registers as that plugin does.
 */
function lubrica_staging_script_file( string $query_var, string $script ): void {
	add_action(
		'init',
		static function () use ( $query_var, $script ) {
			if ( isset( $_GET[ $query_var ] ) ) { // phpcs:ignore WordPress.Security
				header( 'Content-Type: text/javascript; charset=utf-8' );
				echo $script; // phpcs:ignore WordPress.Security.EscapeOutput
				exit;
			}
		}
	);
}

// Popup Maker's site script as the plugin registers it, with its data (the cookie
// `lubrica_popup_maker=on`), and a theme script written against its API after it in the footer.
// The staging has no Popup Maker: its file is a stand-in served here, which defines window.PUM
// with its hooks, marked as the staging's. The theme script records what it found at its top.
lubrica_staging_script_file( 'lubrica_staging_pum_site', 'window.PUM = { hooks: { addAction: function () {} }, staging: "popup-maker" };' );
if ( 'on' === lubrica_staging_switch( 'lubrica_popup_maker' ) ) {
	add_action(
		'wp_enqueue_scripts',
		static function () {
			wp_enqueue_script( 'popup-maker-site', home_url( '/?lubrica_staging_pum_site=1' ), array( 'jquery' ), '1.20.6', true );
			wp_localize_script( 'popup-maker-site', 'pum_vars', array( 'version' => '1.20.6', 'home_url' => '/', 'message_position' => 'top' ) );
			wp_register_script( 'lubrica-theme-popups', false, array( 'popup-maker-site' ), '1', true );
			wp_enqueue_script( 'lubrica-theme-popups' );
			wp_add_inline_script( 'lubrica-theme-popups', 'window.themePopups = { atTop: typeof PUM.hooks.addAction, staging: PUM.staging || null };' );
		}
	);
}

// A theme script that clicks through jQuery (the cookie `lubrica_theme_clicks=on`), as themes
// do after WooCommerce's own review link: at ready, a product page opens its reviews tab with
// `$('.reviews_tab a').trigger('click')`, after WooCommerce's tabs have started (it depends on
// their script where the page has it). It depends on jQuery, so jQuery stays on the page with
// the plugin on, and it counts the tab clicks its own jQuery handler hears. Its handler on the
// add to cart buttons (a "fly to cart" look) prevents their default and counts them: WooCommerce's
// ajax add acts on the click all the same.
if ( 'on' === lubrica_staging_switch( 'lubrica_theme_clicks' ) ) {
	add_action(
		'wp_enqueue_scripts',
		static function () {
			wp_register_script( 'lubrica-theme-clicks', false, is_product() ? array( 'jquery', 'wc-single-product' ) : array( 'jquery' ), '1', true );
			wp_enqueue_script( 'lubrica-theme-clicks' );
			wp_add_inline_script(
				'lubrica-theme-clicks',
				'jQuery( function ( $ ) { window.themeClicks = { tabs: 0, adds: 0 }; $( document.body ).on( "click", ".wc-tabs li a", function () { window.themeClicks.tabs++; } ).on( "click", ".add_to_cart_button", function ( e ) { e.preventDefault(); window.themeClicks.adds++; } ); $( ".wc-tabs li.reviews_tab a" ).trigger( "click" ); } );'
			);
		}
	);
}

// A quick view, as quick-view plugins make it (the cookie `lubrica_quick_view=on`): its script
// depends on WooCommerce's add-to-cart-variation.js and single-product.js, with FlexSlider (so
// jQuery and those scripts' parameters are on the page, the shop's included), and calls their
// jQuery plugins. On the shop, a button loads the variable product's gallery and summary into a
// panel and starts them with `$gallery.wc_product_gallery()` and `$form.wc_variation_form()`,
// chained, as those plugins do. On every page the script counts, from its jQuery ready handler as
// a theme's would, the gallery's slide resets and the variation forms' starts (wc_variation_form),
// and records the galleries' init events (wc-product-gallery-before-init, -after-init) with what the
// gallery has then (its magnifier trigger, its thumbnails).
if ( 'on' === lubrica_staging_switch( 'lubrica_quick_view' ) ) {
	add_action(
		'wp_enqueue_scripts',
		static function () {
			wp_register_script( 'lubrica-quick-view', false, array( 'jquery', 'wc-add-to-cart-variation', 'wc-single-product', 'flexslider' ), '1', true );
			wp_enqueue_script( 'lubrica-quick-view' );
			wp_add_inline_script(
				'lubrica-quick-view',
				'window.quickView = { slideResets: 0, formStarts: 0, galleryInits: [] }; jQuery( document ).on( "wc-product-gallery-before-init wc-product-gallery-after-init", function ( e, gallery, params ) { window.quickView.galleryInits.push( [ e.type, gallery === e.target, params === window.wc_single_product_params, jQuery( gallery ).find( ".woocommerce-product-gallery__trigger" ).length, jQuery( gallery ).find( ".flex-control-thumbs img" ).length ] ); } ); jQuery( function ( $ ) { $( document.body ).on( "woocommerce_gallery_reset_slide_position", ".images", function () { window.quickView.slideResets++; } ).on( "wc_variation_form", "form.variations_form", function () { window.quickView.formStarts++; } ).on( "click", ".staging-quick-view", function () { var $panel = $( ".staging-quick-view-panel" ); $.get( $( this ).data( "product" ), function ( html ) { var product = new DOMParser().parseFromString( html, "text/html" ).querySelector( "div.product" ); $panel.empty().append( product.querySelector( ".woocommerce-product-gallery" ), product.querySelector( ".summary" ) ); $panel.find( ".woocommerce-product-gallery" ).wc_product_gallery().addClass( "staging-quick-view-started" ); $panel.find( "form.variations_form" ).wc_variation_form().addClass( "staging-quick-view-started" ); } ); } ); } );'
			);
		}
	);
	add_action(
		'woocommerce_after_shop_loop',
		static function () {
			echo '<button type="button" class="staging-quick-view" data-product="' . esc_url( home_url( '/product/gidravlicheskoe-maslo-hlp-46/' ) ) . '">Быстрый просмотр</button><div class="product staging-quick-view-panel"></div>';
		}
	);
}

// Page Scroll to id's script as the plugin registers it, with its data (the cookie
// `lubrica_page_scroll=on`), and a theme script written against its API after it in the footer,
// which depends on it alone (jQuery comes through it). The staging has no Page Scroll to id: its
// file is a placeholder served here, which records the calls made to `$.mPageScroll2id`. At
// jQuery's ready the theme script records what it found and scrolls to the product's description
// through the API, 40 px above it.
lubrica_staging_script_file( 'lubrica_staging_ps2id', 'window.stagingPageScrollCalls = []; jQuery.mPageScroll2id = function () { window.stagingPageScrollCalls.push( [].slice.call( arguments ) ); };' );
if ( 'on' === lubrica_staging_switch( 'lubrica_page_scroll' ) ) {
	add_action(
		'wp_enqueue_scripts',
		static function () {
			wp_enqueue_script( 'page-scroll-to-id-plugin-script', home_url( '/?lubrica_staging_ps2id=1' ), array( 'jquery' ), '1.7.6', true );
			wp_localize_script(
				'page-scroll-to-id-plugin-script',
				'mPS2id_params',
				array(
					'instances'       => array(
						'mPS2id_instance_0' => array(
							'selector'            => "a[href*='#']:not([href='#'])",
							'scrollSpeed'         => 800,
							'autoScrollSpeed'     => 'true',
							'offset'              => 0,
							'pageEndSmoothScroll' => 'true',
						),
					),
					'total_instances' => '1',
					'shortcode_class' => '_ps2id',
				)
			);
			wp_register_script( 'lubrica-theme-scroll', false, array( 'page-scroll-to-id-plugin-script' ), '1', true );
			wp_enqueue_script( 'lubrica-theme-scroll' );
			wp_add_inline_script( 'lubrica-theme-scroll', 'jQuery( function ( $ ) { window.themeScroll = { atReady: typeof $.mPageScroll2id }; $.mPageScroll2id( "scrollTo", "tab-description", { offset: 40 } ); } );' );
		}
	);
}

// A theme's cart count (the cookie `lubrica_cart_count=number`): a count in the page, refreshed by a
// fragment whose value is the number itself, not markup, as themes often write it. jQuery's
// replaceWith, which WooCommerce hands each fragment, writes a number as text.
if ( 'number' === lubrica_staging_switch( 'lubrica_cart_count' ) ) {
	add_action(
		'wp_body_open',
		static function () {
			$count = WC()->cart ? WC()->cart->get_cart_contents_count() : 0;
			echo '<p class="staging-cart-count">Товаров в корзине: <span class="cart-count">' . (int) $count . '</span></p>';
		}
	);
	add_filter(
		'woocommerce_add_to_cart_fragments',
		static function ( $fragments ) {
			$fragments['span.cart-count'] = WC()->cart->get_cart_contents_count();
			return $fragments;
		}
	);
}

// The sidebar's cart widget set to "Hide if the cart is empty" (the cookie
// `lubrica_cart_widget=hide-if-empty`): WooCommerce wraps it in .hide_cart_widget_if_empty, which
// cart-fragments.js hides at load for an empty cart and shows at adding_to_cart.
add_filter(
	'option_widget_woocommerce_widget_cart',
	static function ( $widgets ) {
		if ( 'hide-if-empty' !== lubrica_staging_switch( 'lubrica_cart_widget' ) || ! is_array( $widgets ) ) {
			return $widgets;
		}
		foreach ( $widgets as $key => $widget ) {
			if ( is_array( $widget ) ) {
				$widgets[ $key ]['hide_if_empty'] = 1;
			}
		}
		return $widgets;
	}
);

// Nothing leaves the site, loopback requests included (WP_HTTP_BLOCK_EXTERNAL lets those through):
// no update checks, marketplace feeds or Action Scheduler self-requests competing with the tests.
add_filter(
	'pre_http_request',
	static fn ( $response, $args, $url ) => new WP_Error( 'lubrica_staging_offline', 'The staging makes no HTTP requests: ' . $url ),
	10,
	3
);

// WordPress's update checks are HTTP requests too: blocked, each would log a warning on every admin
// view. Not made at all.
foreach (
	array(
		'admin_init'           => array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ),
		'load-plugins.php'     => array( 'wp_update_plugins' ),
		'load-themes.php'      => array( 'wp_update_themes' ),
		'load-update.php'      => array( 'wp_update_plugins', 'wp_update_themes' ),
		'load-update-core.php' => array( 'wp_update_plugins', 'wp_update_themes' ),
	) as $lubrica_hook => $lubrica_checks
) {
	foreach ( $lubrica_checks as $lubrica_check ) {
		remove_action( $lubrica_hook, $lubrica_check );
	}
}

// Nor do the pages: no Gravatar pictures in the reviews, no emoji images from WordPress's CDN
// (its loader fetches them in a browser without colour emoji, as headless Chromium is).
add_filter( 'pre_option_show_avatars', '__return_zero' );
remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );

// The tests post a review per mode within seconds, from one address: no flood check (15 s).
add_filter( 'comment_flood_filter', '__return_false' );
remove_action( 'check_comment_flood', 'check_comment_flood_db' );

// The toolbar would add its own markup and scripts to the pages under test when logged in as admin.
add_filter( 'show_admin_bar', '__return_false' );
