<?php
/**
 * Site header: a plain bar with the site name and three links. Deliberately not the production
 * theme's markup (no `.main-header`), so the bundle is tested on WooCommerce's markup alone.
 *
 * @package lubrica-staging
 */

$lubrica_contacts = get_page_by_path( 'contacts' );
?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<header class="site-header">
	<p class="site-title"><a href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php bloginfo( 'name' ); ?></a></p>
	<nav class="site-nav" aria-label="Основное меню">
		<ul>
			<li><a href="<?php echo esc_url( wc_get_page_permalink( 'shop' ) ); ?>">Магазин</a></li>
			<li><a href="<?php echo esc_url( wc_get_cart_url() ); ?>">Корзина</a></li>
			<?php if ( $lubrica_contacts ) : ?>
				<li><a href="<?php echo esc_url( get_permalink( $lubrica_contacts ) ); ?>">Контакты</a></li>
			<?php endif; ?>
		</ul>
	</nav>
</header>
<div class="site-content">
