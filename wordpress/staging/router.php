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

/*
 * Versioned static files (a `?ver=` query, or a hashed name under dist/chunks/) are sent with the
 * long-lived caching a production server gives them, for the classic scripts and the bundle alike,
 * so a repeat view is measured as a shopper would have it: nothing of them downloaded again. The
 * built-in server sends no caching headers of its own.
 */
$lubrica_types = array( 'js' => 'text/javascript', 'css' => 'text/css', 'map' => 'application/json' );
$lubrica_ext   = strtolower( pathinfo( $lubrica_path, PATHINFO_EXTENSION ) );
if ( is_file( $lubrica_file ) && isset( $lubrica_types[ $lubrica_ext ] ) && ( isset( $_GET['ver'] ) || str_contains( $lubrica_path, '/dist/chunks/' ) ) ) {
	header( 'Content-Type: ' . $lubrica_types[ $lubrica_ext ] . '; charset=utf-8' );
	header( 'Cache-Control: public, max-age=31536000, immutable' );
	header( 'Content-Length: ' . filesize( $lubrica_file ) );
	readfile( $lubrica_file );
	return true;
}

if ( is_file( $lubrica_file ) || ( str_ends_with( $lubrica_path, '/' ) && is_file( $lubrica_file . 'index.php' ) ) ) {
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $lubrica_root . '/index.php';
chdir( $lubrica_root );
require $lubrica_root . '/index.php';
