<?php
/**
 * Closes the layout opened in header.php.
 *
 * @package lubrica-staging
 */

?>
</div>
<footer class="site-footer">
	<p>&copy; <?php echo esc_html( gmdate( 'Y' ) ); ?> <?php bloginfo( 'name' ); ?></p>
</footer>
<?php wp_footer(); ?>
</body>
</html>
