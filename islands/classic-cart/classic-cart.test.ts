import { afterEach, describe, expect, it } from 'vitest';
import { IslandError } from '../../src/runtime/define.ts';
import { CLASSIC_SCRIPTS_ID } from './cart-js-contract.ts';
import { classicScriptUrls } from './classic-scripts.ts';
import classicCart from './index.ts';
import { prepareClassicCart } from './prepare.ts';

/** The cart form as WooCommerce 9.9's cart/cart.php prints it (trimmed), inside the shortcode's wrapper. */
const CART = `
  <div class="woocommerce">
    <form class="woocommerce-cart-form" action="/cart/" method="post">
      <table><tr class="woocommerce-cart-form__cart-item cart_item">
        <td class="product-remove"><a href="/cart/?remove_item=abc" class="remove">×</a></td>
        <td class="product-quantity"><input type="number" class="qty" name="cart[abc][qty]" value="1"></td>
      </tr></table>
      <div class="coupon"><input id="coupon_code" name="coupon_code" value=""><button type="submit" name="apply_coupon" value="Apply coupon">Apply coupon</button></div>
      <button type="submit" name="update_cart" value="Update cart">Update cart</button>
    </form>
    <div class="cart-collaterals"><div class="cart_totals"><a href="/checkout/" class="checkout-button">Proceed to checkout</a></div></div>
  </div>`;

const list = (json: string) => `<script type="application/json" id="${CLASSIC_SCRIPTS_ID}">${json}</script>`;

describe('classic cart', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is found only on a page where the plugin listed the classic scripts', () => {
    document.body.innerHTML = CART;
    expect(document.querySelectorAll(classicCart.stock!)).toHaveLength(0);
    document.body.innerHTML = CART + list('{"wc-cart":["/cart.js"]}');
    expect(Array.from(document.querySelectorAll(classicCart.stock!), (el) => el.className)).toEqual(['woocommerce']);
  });

  it('holds the clicks cart.js answers, and not the checkout button or a quantity field', () => {
    document.body.innerHTML = CART;
    const held = (selector: string) => document.querySelector(selector)!.matches(classicCart.holds!);
    expect(held('[name="update_cart"]')).toBe(true);
    expect(held('[name="apply_coupon"]')).toBe(true);
    expect(held('.product-remove > a')).toBe(true);
    expect(held('.checkout-button')).toBe(false);
    expect(held('input.qty')).toBe(false);
  });

  it('prepare: "Update cart" is disabled until an item changes, and the undo gives it back as the server printed it', () => {
    document.body.innerHTML = CART;
    const host = document.querySelector<HTMLElement>('.woocommerce')!;
    const update = document.querySelector<HTMLButtonElement>('[name="update_cart"]')!;
    const undo = prepareClassicCart(host);
    expect(update.disabled).toBe(true);
    document.querySelector('#coupon_code')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(update.disabled).toBe(true);
    const quantity = document.querySelector<HTMLInputElement>('input.qty')!;
    quantity.value = '3';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    expect(update.disabled).toBe(false);
    update.disabled = true;
    undo();
    expect(update.hasAttribute('disabled')).toBe(false);
    quantity.dispatchEvent(new Event('change', { bubbles: true }));
    expect(update.disabled).toBe(false);
  });

  it.each([
    ['the URLs in order', '{"wc-cart":["/jquery.js","/cart.js"]}', ['/jquery.js', '/cart.js']],
    ['invalid JSON', '{"wc-cart":', `#${CLASSIC_SCRIPTS_ID} is not valid JSON`],
    ['no list for the handle', '{"wc-checkout":["/checkout.js"]}', `#${CLASSIC_SCRIPTS_ID} has no list of script URLs for "wc-cart"`],
    ['an empty list', '{"wc-cart":[]}', `#${CLASSIC_SCRIPTS_ID} has no list of script URLs for "wc-cart"`],
    ['a URL that is not a string', '{"wc-cart":["/cart.js", 7]}', `#${CLASSIC_SCRIPTS_ID} has no list of script URLs for "wc-cart"`],
  ])('the plugin\'s list: %s', (_case, json, expected) => {
    document.body.innerHTML = list(json);
    if (Array.isArray(expected)) expect(classicScriptUrls(document, 'wc-cart')).toEqual(expected);
    else expect(() => classicScriptUrls(document, 'wc-cart')).toThrow(new IslandError(expected));
  });
});
