<?php
/**
 * Everything else (posts, archives, search, 404): a plain list of titles and excerpts.
 *
 * @package lubrica-staging
 */

get_header();
?>
<main id="main" class="site-main">
	<?php if ( have_posts() ) : ?>
		<?php
		while ( have_posts() ) :
			the_post();
			?>
			<article id="post-<?php the_ID(); ?>" <?php post_class(); ?>>
				<h2 class="entry-title"><a href="<?php the_permalink(); ?>"><?php the_title(); ?></a></h2>
				<div class="entry-summary"><?php the_excerpt(); ?></div>
			</article>
			<?php
		endwhile;
		the_posts_navigation();
		?>
	<?php else : ?>
		<h1 class="entry-title">Ничего не найдено</h1>
	<?php endif; ?>
</main>
<?php
get_sidebar();
get_footer();
