<?php
/**
 * Router for PHP's built-in server (`php -S … -t .wp/wordpress router.php`), standing in for
 * Apache's rewrite rules: real files (also through the theme and plugin symlinks) and folders
 * with an index.php are left to the server, which serves them or runs them if they are PHP; every
 * other path (pretty permalinks, /wp-json/…) goes to WordPress's index.php with the server
 * variables Apache would give it.
 */

$lubrica_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$lubrica_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$lubrica_file = $lubrica_root . $lubrica_path;

if ( is_file( $lubrica_file ) || ( str_ends_with( $lubrica_path, '/' ) && is_file( $lubrica_file . 'index.php' ) ) ) {
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $lubrica_root . '/index.php';
chdir( $lubrica_root );
require $lubrica_root . '/index.php';
