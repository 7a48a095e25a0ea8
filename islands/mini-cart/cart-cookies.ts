import { cookies } from '../../src/services/cookies.ts';

/** WPML's language cookie: the language the visitor browses in. */
export const WPML_LANGUAGE_COOKIE = 'wp-wpml_current_language';

/**
 * The cookies cart-fragments.js reads as the page starts: WooCommerce's cart cookies
 * (WC_Cart_Session::set_cart_cookies) and WPML's language.
 */
export interface CartCookies {
  /** `woocommerce_cart_hash`, '' when absent. */
  cookieHash: string;
  /** `woocommerce_items_in_cart` says there is something in the cart. */
  itemsInCart: boolean;
  /** WPML's language cookie, when set. */
  language: string | undefined;
}

/**
 * One reading of the cookies, which the mini cart's mount and the fragments' start both take: each
 * js-cookie `get` reads and parses `document.cookie` anew (twice over, in fact), and a read while
 * the page loads can take milliseconds at 4x throttle; by name, the mount made five such reads.
 */
export function readCartCookies(): CartCookies {
  const jar = cookies.get();
  return {
    cookieHash: jar['woocommerce_cart_hash'] ?? '',
    itemsInCart: Number(jar['woocommerce_items_in_cart'] ?? 0) > 0,
    language: jar[WPML_LANGUAGE_COOKIE],
  };
}

export const hasCart = ({ cookieHash, itemsInCart }: CartCookies): boolean => cookieHash !== '' || itemsInCart;
