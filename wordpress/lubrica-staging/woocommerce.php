<?php
/**
 * Shop, product categories and single products: WooCommerce's own loop and templates.
 *
 * @package lubrica-staging
 */

get_header();
?>
<main id="main" class="site-main">
	<?php woocommerce_content(); ?>
</main>
<?php
get_sidebar();
get_footer();
