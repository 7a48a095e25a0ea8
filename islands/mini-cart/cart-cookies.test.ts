import { afterEach, describe, expect, it } from 'vitest';
import { hasCart, readCartCookies, WPML_LANGUAGE_COOKIE } from './cart-cookies.ts';

const NAMES = ['woocommerce_cart_hash', 'woocommerce_items_in_cart', WPML_LANGUAGE_COOKIE, 'other'];

function setCookies(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

describe('the cart cookies, read once', () => {
  afterEach(() => {
    for (const name of NAMES) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it.each([
    ['no cookies: no cart, no language', {}, { cookieHash: '', itemsInCart: false, language: undefined }, false],
    ['a cart: its hash and items', { woocommerce_cart_hash: 'h1', woocommerce_items_in_cart: '1' }, { cookieHash: 'h1', itemsInCart: true, language: undefined }, true],
    ['items "0": none in the cart, though a hash is left', { woocommerce_cart_hash: 'h1', woocommerce_items_in_cart: '0' }, { cookieHash: 'h1', itemsInCart: false, language: undefined }, true],
    ['items alone (no hash yet) still count as a cart', { woocommerce_items_in_cart: '2' }, { cookieHash: '', itemsInCart: true, language: undefined }, true],
    ['items not a number: none', { woocommerce_items_in_cart: 'x' }, { cookieHash: '', itemsInCart: false, language: undefined }, false],
    ["WPML's language, beside other cookies", { [WPML_LANGUAGE_COOKIE]: 'ru', other: 'a b' }, { cookieHash: '', itemsInCart: false, language: 'ru' }, false],
  ])('%s', (_, values, expected, cart) => {
    setCookies(values);
    const read = readCartCookies();
    expect(read).toEqual(expected);
    expect(hasCart(read)).toBe(cart);
  });
});
