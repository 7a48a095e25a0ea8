<?php
/**
 * Catalogue helpers over WooCommerce's CRUD classes (what the admin screens use too, so the data
 * and lookup tables come out as a shop manager's would).
 *
 * @package lubrica-staging
 */

/**
 * A product category.
 *
 * @return int Term ID.
 */
function lubrica_category( string $slug, string $name ): int {
	$term = lubrica_check( wp_insert_term( $name, 'product_cat', array( 'slug' => $slug ) ), "category $slug" );
	return (int) $term['term_id'];
}

/**
 * A global (taxonomy) attribute with its terms, in the given order.
 *
 * @param string               $slug  Attribute slug; the taxonomy is pa_<slug>.
 * @param string               $label Attribute name shown on the product.
 * @param array<string,string> $terms Term slug => term name.
 * @return array{id:int, taxonomy:string, terms:array<string,int>}
 */
function lubrica_taxonomy_attribute( string $slug, string $label, array $terms ): array {
	$id       = lubrica_check(
		wc_create_attribute(
			array(
				'name'     => $label,
				'slug'     => $slug,
				'order_by' => 'menu_order',
			)
		),
		"attribute $slug"
	);
	$taxonomy = wc_attribute_taxonomy_name( $slug );
	// WooCommerce registers attribute taxonomies on `init`, which has passed in this process.
	register_taxonomy( $taxonomy, array( 'product' ), array( 'hierarchical' => false ) );

	$ids   = array();
	$order = 0;
	foreach ( $terms as $term_slug => $name ) {
		$term = lubrica_check( wp_insert_term( $name, $taxonomy, array( 'slug' => $term_slug ) ), "term $term_slug" );
		update_term_meta( $term['term_id'], 'order', $order++ );
		$ids[ $term_slug ] = (int) $term['term_id'];
	}
	return array(
		'id'       => (int) $id,
		'taxonomy' => $taxonomy,
		'terms'    => $ids,
	);
}

/**
 * A product attribute: global when $taxonomy is given (options are term IDs), custom otherwise
 * (options are the texts themselves).
 *
 * @param array<int|string> $options Term IDs or texts.
 * @param array|null        $taxonomy What lubrica_taxonomy_attribute() returned.
 */
function lubrica_product_attribute( string $name, array $options, int $position, ?array $taxonomy = null ): WC_Product_Attribute {
	$attribute = new WC_Product_Attribute();
	$attribute->set_id( $taxonomy ? $taxonomy['id'] : 0 );
	$attribute->set_name( $taxonomy ? $taxonomy['taxonomy'] : $name );
	$attribute->set_options( $options );
	$attribute->set_position( $position );
	$attribute->set_visible( true );
	$attribute->set_variation( true );
	return $attribute;
}

/**
 * Saves a product or variation from WooCommerce props (`name`, `slug`, `regular_price`,
 * `category_ids`, `image_id`, … as the set_* methods are named).
 *
 * @param WC_Product $product A new product object.
 * @param array      $props   Its props.
 * @return int The product ID.
 */
function lubrica_save( WC_Product $product, array $props ): int {
	lubrica_check( $product->set_props( $props ), 'product ' . ( $props['slug'] ?? $props['sku'] ?? '' ) );
	return $product->save();
}

/**
 * A variable product and its variations (each a list of props with `attributes` as
 * attribute key => term slug or text, '' for "any").
 *
 * @param array            $props      Parent props, `attributes` being WC_Product_Attribute objects.
 * @param array<int,array> $variations Variation props.
 * @return int The parent's ID.
 */
function lubrica_variable_product( array $props, array $variations ): int {
	$parent = lubrica_save( new WC_Product_Variable(), $props );
	foreach ( $variations as $order => $variation ) {
		lubrica_save( new WC_Product_Variation(), $variation + array( 'parent_id' => $parent, 'menu_order' => $order ) );
	}
	// Price range, stock status and the lookup tables of the parent follow its variations.
	WC_Product_Variable::sync( $parent );
	wc_delete_product_transients( $parent );
	return $parent;
}

/**
 * An approved review with a star rating; the product's average and count follow.
 */
function lubrica_review( int $product_id, string $author, string $email, string $text, int $rating, string $date ): void {
	$id = wp_insert_comment(
		array(
			'comment_post_ID'      => $product_id,
			'comment_author'       => $author,
			'comment_author_email' => $email,
			'comment_content'      => $text,
			'comment_type'         => 'review',
			'comment_approved'     => 1,
			'comment_date'         => $date,
			'comment_date_gmt'     => get_gmt_from_date( $date ),
		)
	);
	if ( ! $id ) {
		throw new RuntimeException( "review by $author" );
	}
	update_comment_meta( $id, 'rating', $rating );
	update_comment_meta( $id, 'verified', 0 );
	WC_Comments::clear_transients( $product_id );
}
