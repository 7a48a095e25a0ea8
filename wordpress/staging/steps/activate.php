<?php
/**
 * Step 2: the plugins from the archive and the staging theme. (Activating WooCommerce also runs
 * its installer once; the next step runs it again in a process where WooCommerce loaded normally.)
 *
 * @package lubrica-staging
 */

require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

foreach ( array( 'woocommerce/woocommerce.php', 'contact-form-7/wp-contact-form-7.php' ) as $lubrica_plugin ) {
	lubrica_check( activate_plugin( $lubrica_plugin ), "activate $lubrica_plugin" );
}

if ( ! wp_get_theme( 'lubrica-staging' )->exists() ) {
	throw new RuntimeException( 'theme lubrica-staging is missing from wp-content/themes' );
}
switch_theme( 'lubrica-staging' );
