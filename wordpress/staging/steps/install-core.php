<?php
/**
 * Step 1: WordPress itself (tables, admin user) and the site settings the tests rely on.
 *
 * @package lubrica-staging
 */

define( 'WP_INSTALLING', true );
require __DIR__ . '/bootstrap.php';

/**
 * Replaces the pluggable "your new site" mail: there is no mail server (PHP would call a
 * sendmail that does not exist and print an error).
 */
function wp_new_blog_notification() {}

require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if ( ! is_blog_installed() ) {
	wp_install( 'Lubrica', 'admin', 'admin@example.com', false, '', 'admin' );
}

update_option( 'blogdescription', 'Смазочные материалы для промышленности и транспорта' );
update_option( 'blog_public', 0 );
update_option( 'timezone_string', 'Europe/Riga' );
update_option( 'date_format', 'd.m.Y' );
update_option( 'time_format', 'H:i' );
update_option( 'start_of_week', 1 );

// Reviews are comments: open, and no account needed to write one (moderation stays the default).
update_option( 'default_comment_status', 'open' );
update_option( 'comment_registration', 0 );
update_option( 'require_name_email', 1 );

// The sample post and page are noise in the tests' pages and searches.
foreach ( array( 'hello-world' => 'post', 'sample-page' => 'page' ) as $lubrica_slug => $lubrica_type ) {
	$lubrica_post = get_page_by_path( $lubrica_slug, OBJECT, $lubrica_type );
	if ( $lubrica_post ) {
		wp_delete_post( $lubrica_post->ID, true );
	}
}

// Pretty permalinks (the built-in server's router sends every unknown path to index.php).
global $wp_rewrite;
$wp_rewrite->set_permalink_structure( '/%postname%/' );
flush_rewrite_rules( false );
