<?php
/**
 * The built bundle as `dist/manifest.json` describes it: the entry module, its stylesheet and
 * the hashed chunks the entry imports statically.
 */

namespace Lubrica\Islands;

defined( 'ABSPATH' ) || exit;

final class Bundle {
	/**
	 * @param string               $base_url Where dist/ is served from, ending in a slash.
	 * @param array<string, mixed> $manifest The decoded manifest.json.
	 */
	private function __construct( private string $base_url, private array $manifest ) {}

	/** The bundle built into $dir, or null (and one line in the PHP log) when it is not there. */
	public static function from_dist( string $dir, string $url ): ?self {
		$json     = is_readable( "$dir/manifest.json" ) ? file_get_contents( "$dir/manifest.json" ) : false;
		$manifest = false === $json ? null : json_decode( $json, true );
		if ( ! is_array( $manifest ) || empty( $manifest['theme.js']['file'] ) ) {
			error_log( "lubrica-islands: no bundle in $dir (run `npm run build`); the classic scripts stay." ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			return null;
		}
		/**
		 * Filters the URL dist/ is served from (a CDN, say). Chunks load relative to the entry, so
		 * the whole folder must be there.
		 *
		 * @param string $url The plugin's own dist/ URL, ending in a slash.
		 */
		$base_url = trailingslashit( (string) apply_filters( 'lubrica_islands_base_url', $url ) );
		return new self( $base_url, $manifest );
	}

	/**
	 * The classic stand-ins built for replaced handles (`stand-ins/<handle>.js` in the manifest,
	 * build/classic-stand-ins.ts), printed in their place: handle => array( URL, version, needs ),
	 * where needs lists the scripts it runs on (`jquery` for a stand-in of jQuery plugins).
	 *
	 * @return array<string, array{0: string, 1: string, 2: string[]}>
	 */
	public function stand_ins(): array {
		$found = array();
		foreach ( $this->manifest as $name => $entry ) {
			if ( preg_match( '#^stand-ins/([a-z0-9_-]+)\.js$#', (string) $name, $match ) && ! empty( $entry['file'] ) ) {
				$found[ $match[1] ] = array( $this->base_url . $entry['file'], (string) ( $entry['version'] ?? '' ), array_map( 'strval', (array) ( $entry['needs'] ?? array() ) ) );
			}
		}
		return $found;
	}

	/**
	 * The URLs of the chunks a lazy module of the bundle needs beyond what every page loads at
	 * its start (the manifest's `fetchAhead`, build/theme-manifest.ts), by the name the build
	 * gives it (`classic-cart`).
	 *
	 * @return string[]
	 */
	public function fetch_ahead( string $name ): array {
		$files = (array) ( $this->manifest['theme.js']['fetchAhead'][ $name ] ?? array() );
		return array_map( fn( $file ): string => $this->base_url . $file, $files );
	}

	/** The account pages; the checkout's form where a guest chooses a password to create an account. */
	private function prints_password_fields(): bool {
		if ( function_exists( 'is_account_page' ) && is_account_page() ) {
			return true;
		}
		return function_exists( 'is_checkout' ) && is_checkout() && ! is_wc_endpoint_url() && ! is_user_logged_in()
			&& WC()->checkout()->is_registration_enabled()
			&& 'yes' !== get_option( 'woocommerce_registration_generate_password' );
	}

	public function enqueue(): void {
		$entry = $this->manifest['theme.js'];
		if ( isset( $this->manifest['theme.css'] ) ) {
			$css = $this->manifest['theme.css'];
			wp_enqueue_style( 'lubrica-islands', $this->base_url . $css['file'], array(), $css['version'] );
		}
		$entry_url = $this->base_url . $entry['file'];
		wp_enqueue_script_module( 'lubrica-islands', $entry_url, array(), $entry['version'] );

		// A classic theme prints modules in the footer; preloading the entry and its static imports
		// from the head starts their download with the page instead of at its end. The entry's URL
		// must be the one the module tag will use (with ?ver=), or the preload is wasted. The chunks
		// the entry imports at every page's start too: then the bundle's preload helper, finding
		// these links, adds none of its own while the page starts.
		$preloads = array( add_query_arg( 'ver', $entry['version'], $entry_url ) );
		foreach ( array_merge( $entry['preload'] ?? array(), $entry['startPreload'] ?? array() ) as $file ) {
			$preloads[] = $this->base_url . $file; // Hashed names: no ?ver= needed.
		}
		/**
		 * Filters whether the page prints a single product (its gallery, tabs and review stars),
		 * whose preparations (the chunk `product`: what those islands draw at load) are then
		 * preloaded with the entry, not fetched a round trip after it. True on product pages; a
		 * theme that prints a product elsewhere (the [product_page] shortcode) may say so.
		 *
		 * @param bool $prints_product
		 */
		if ( apply_filters( 'lubrica_islands_prints_product', function_exists( 'is_product' ) && is_product() ) ) {
			$preloads = array_merge( $preloads, $this->fetch_ahead( 'product' ) );
		}
		/**
		 * Filters whether the page prints WooCommerce's password fields, whose show/hide button the
		 * bundle's chunk `fields` adds (woocommerce.js added it at DOM-ready): it is then preloaded
		 * from the head, not fetched a round trip after the entry. True on the account pages, and on
		 * the checkout where a guest may create an account with a password of their own.
		 *
		 * At low priority: on a slow line (400 ms, 400 kbit/s, the login page, where jQuery stays
		 * in the head and holds the first paint) a preload at the entry's priority shared the line
		 * with the head's files and the page painted 0.14 s later; at low priority it paints as
		 * without the preload, and the button comes 0.24 s sooner (10.0 s, against 10.3; 9.5 s with
		 * the plugin off, whose page is lighter there).
		 *
		 * @param bool $prints_password_fields
		 */
		$late = apply_filters( 'lubrica_islands_prints_password_fields', $this->prints_password_fields() ) ? $this->fetch_ahead( 'fields' ) : array();
		add_action(
			'wp_head',
			static function () use ( $preloads, $late ): void {
				foreach ( $preloads as $url ) {
					printf( "<link rel=\"modulepreload\" href=\"%s\">\n", esc_url( $url ) );
				}
				foreach ( $late as $url ) {
					printf( "<link rel=\"modulepreload\" href=\"%s\" fetchpriority=\"low\">\n", esc_url( $url ) );
				}
			},
			2
		);
	}
}
