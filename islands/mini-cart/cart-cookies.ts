import { cookies } from '../../src/services/cookies.ts';

/** The cart cookies WooCommerce sets while the visitor has a cart (WC_Cart_Session::set_cart_cookies). */
export function cartCookies(): { cookieHash: string; itemsInCart: boolean } {
  return { cookieHash: cookies.get('woocommerce_cart_hash') ?? '', itemsInCart: Number(cookies.get('woocommerce_items_in_cart') ?? 0) > 0 };
}

export function hasCartCookies(): boolean {
  const { cookieHash, itemsInCart } = cartCookies();
  return cookieHash !== '' || itemsInCart;
}
