<?php
/**
 * The shop sidebar (the cart widget, assigned by the staging's seed), on every page.
 *
 * @package lubrica-staging
 */

if ( ! is_active_sidebar( 'shop-sidebar' ) ) {
	return;
}
?>
<aside class="site-sidebar" aria-label="Боковая панель">
	<?php dynamic_sidebar( 'shop-sidebar' ); ?>
</aside>
