<?php
/**
 * Step 3: WooCommerce's tables and pages, then the shop's settings (as on the real site: EUR with
 * the symbol right, "1 249,00 €"; a store in Riga) with everything that would reach for the
 * network, the setup wizard or the "coming soon" mode turned off.
 *
 * @package lubrica-staging
 */

require __DIR__ . '/bootstrap.php';

WC_Install::install();
WC_Install::create_pages();
// WooCommerce runs its first-install actions on the first admin page view (HPOS, the coming-soon
// option); run them now so that view does not change the shop behind the tests' back.
WC_Install::newly_installed();

$lubrica_options = array(
	// Shop open to everyone, no wizard or task list, no tracking or suggestions.
	'woocommerce_coming_soon'                  => 'no',
	'woocommerce_store_pages_only'             => 'no',
	'woocommerce_onboarding_profile'           => array( 'skipped' => true ),
	'woocommerce_task_list_hidden'             => 'yes',
	'woocommerce_extended_task_list_hidden'    => 'yes',
	'woocommerce_allow_tracking'               => 'no',
	'woocommerce_show_marketplace_suggestions' => 'no',
	'woocommerce_default_customer_address'     => 'base', // Not 'geolocation': that downloads a database.

	'woocommerce_store_address'                => 'Brīvības iela 100',
	'woocommerce_store_city'                   => 'Rīga',
	'woocommerce_store_postcode'               => 'LV-1001',
	'woocommerce_default_country'              => 'LV',
	'woocommerce_currency'                     => 'EUR',
	'woocommerce_currency_pos'                 => 'right_space',
	'woocommerce_price_decimal_sep'            => ',',
	'woocommerce_price_thousand_sep'           => ' ',
	'woocommerce_price_num_decimals'           => 2,
	'woocommerce_calc_taxes'                   => 'no',
	'woocommerce_weight_unit'                  => 'kg',
	'woocommerce_dimension_unit'               => 'cm',

	// Add to cart by AJAX on the shop page, staying on the page after adding.
	'woocommerce_enable_ajax_add_to_cart'      => 'yes',
	'woocommerce_cart_redirect_after_add'      => 'no',

	'woocommerce_demo_store'                   => 'yes',
	'woocommerce_demo_store_notice'            => 'Доставка по Балтии бесплатно от 200 €',

	'woocommerce_enable_reviews'               => 'yes',
	'woocommerce_enable_review_rating'         => 'yes',
	'woocommerce_review_rating_required'       => 'yes',
	'woocommerce_review_rating_verification_required' => 'no',
	'woocommerce_review_rating_verification_label'    => 'yes',
);
foreach ( $lubrica_options as $lubrica_name => $lubrica_value ) {
	update_option( $lubrica_name, $lubrica_value );
}

// WooCommerce 9.9 creates block-based cart and checkout pages; the classic shortcodes are what
// WooCommerce's jQuery scripts (and so the bundle) work on. Page titles in the shop's language.
$lubrica_pages = array(
	'shop'      => array( 'Магазин', null ),
	'cart'      => array( 'Корзина', '<!-- wp:shortcode -->[woocommerce_cart]<!-- /wp:shortcode -->' ),
	'checkout'  => array( 'Оформление заказа', '<!-- wp:shortcode -->[woocommerce_checkout]<!-- /wp:shortcode -->' ),
	'myaccount' => array( 'Мой аккаунт', null ),
);
foreach ( $lubrica_pages as $lubrica_key => list( $lubrica_title, $lubrica_content ) ) {
	$lubrica_page = array(
		'ID'         => wc_get_page_id( $lubrica_key ),
		'post_title' => $lubrica_title,
	);
	if ( null !== $lubrica_content ) {
		$lubrica_page['post_content'] = $lubrica_content;
	}
	lubrica_check( wp_update_post( $lubrica_page, true ), "update the $lubrica_key page" );
}

// Shipping to the Baltics: a flat rate, free from 200 € (what the store notice says). The cart
// page then has shipping methods to choose and the shipping calculator.
$lubrica_zone = new WC_Shipping_Zone();
$lubrica_zone->set_zone_name( 'Балтия' );
foreach ( array( 'LV', 'LT', 'EE' ) as $lubrica_country ) {
	$lubrica_zone->add_location( $lubrica_country, 'country' );
}
$lubrica_zone->save();
$lubrica_flat = $lubrica_zone->add_shipping_method( 'flat_rate' );
update_option(
	"woocommerce_flat_rate_{$lubrica_flat}_settings",
	array(
		'title'      => 'Курьер',
		'tax_status' => 'none',
		'cost'       => '5',
	)
);
$lubrica_free = $lubrica_zone->add_shipping_method( 'free_shipping' );
update_option(
	"woocommerce_free_shipping_{$lubrica_free}_settings",
	array(
		'title'      => 'Бесплатная доставка',
		'requires'   => 'min_amount',
		'min_amount' => '200',
	)
);

// Two offline payment methods, so the classic checkout has a choice to make.
update_option(
	'woocommerce_bacs_settings',
	array(
		'enabled' => 'yes',
		'title'   => 'Банковский перевод',
	)
);
update_option(
	'woocommerce_cod_settings',
	array(
		'enabled' => 'yes',
		'title'   => 'Оплата при получении',
	)
);

// A coupon, so the cart's coupon field has a code that applies (10% off the items).
$lubrica_coupon = new WC_Coupon();
$lubrica_coupon->set_code( 'baltic10' );
$lubrica_coupon->set_discount_type( 'percent' );
$lubrica_coupon->set_amount( 10 );
$lubrica_coupon->save();
