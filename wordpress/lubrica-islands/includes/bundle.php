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

	/** Whether a classic script printed in the head so far holds the first paint (one without defer or async). */
	private static function head_script_holds_paint(): bool {
		$scripts = wp_scripts();
		foreach ( $scripts->done as $handle ) {
			$script = $scripts->registered[ $handle ] ?? null;
			if ( $script && $script->src && ! in_array( $scripts->get_data( $handle, 'strategy' ), array( 'defer', 'async' ), true ) ) {
				return true;
			}
		}
		return false;
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
		 * At low priority, as nothing it does is seen before the page is parsed: on a slow line
		 * (400 ms, 400 kbit/s, the login page at 375 px, 3 runs) the button came 10.27 s after the
		 * start without the preload, 9.71 to 9.76 s with it (9.51 s with the plugin off).
		 *
		 * @param bool $prints_password_fields
		 */
		$late = apply_filters( 'lubrica_islands_prints_password_fields', $this->prints_password_fields() ) ? $this->fetch_ahead( 'fields' ) : array();
		// After the head's stylesheets and scripts (wp_print_head_scripts runs at 9), to know
		// whether a script holds the first paint: a classic script the page keeps in its head
		// (jQuery, where a script that stays needs it: the account pages, the checkout) is
		// downloaded and run before anything is painted, and the bundle's files, which run only
		// once the page is parsed, took a share of a slow line from it. There they are preloaded
		// at low priority, after those files: on the login page (400 ms, 400 kbit/s, 375 px, 3
		// runs) the first paint came at 7.36 s, against 7.99 s printed first at the default
		// priority (7.25 s with the plugin off), and the bundle ran at the end of the parse as
		// before (9.70 s). Elsewhere they keep the default priority; the first paint and the end
		// of the parse of the contacts, a product and the shop moved by under 30 ms.
		add_action(
			'wp_head',
			static function () use ( $preloads, $late ): void {
				$low   = ' fetchpriority="low"';
				$links = array_fill_keys( $preloads, self::head_script_holds_paint() ? $low : '' ) + array_fill_keys( $late, $low );
				foreach ( $links as $url => $priority ) {
					printf( "<link rel=\"modulepreload\" href=\"%s\"%s>\n", esc_url( $url ), $priority );
				}
			},
			10
		);
	}
}
