import { afterEach, describe, expect, it } from 'vitest';
import { blockHeldTaps, partsBlockedAt } from './held-look.ts';

/** The cart as WooCommerce 9.9 prints it (trimmed): the form with an item, a coupon and the update; the totals with a coupon and the calculator. */
const CART = `
  <div class="woocommerce">
    <form class="woocommerce-cart-form" action="/cart/" method="post">
      <table><tr class="cart_item">
        <td class="product-remove"><a href="/cart/?remove_item=abc" class="remove">×</a></td>
        <td><input type="number" class="qty" name="cart[abc][qty]" value="1"></td>
      </tr></table>
      <div class="coupon"><input id="coupon_code" name="coupon_code"><button type="submit" name="apply_coupon">Apply coupon</button></div>
      <button type="submit" name="update_cart">Update cart</button>
    </form>
    <div class="cart-collaterals"><div class="cart_totals">
      <a href="#" class="woocommerce-remove-coupon" data-coupon="ten">[Remove]</a>
      <a href="#" class="shipping-calculator-button">Calculate shipping</a>
      <form class="woocommerce-shipping-calculator"><button type="submit" name="calc_shipping">Update</button></form>
    </div></div>
  </div>`;

const host = () => document.querySelector<HTMLElement>('.woocommerce')!;
const blocked = () => Array.from(document.querySelectorAll('.theme-held'), (part) => part.className.split(' ')[0]);

describe('the look of a tap held for cart.js', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each([
    ['the update', '[name="update_cart"]', ['woocommerce-cart-form', 'cart_totals']],
    ['a coupon applied', '[name="apply_coupon"]', ['woocommerce-cart-form']],
    ["an item's removal", '.product-remove > a', ['woocommerce-cart-form', 'cart_totals']],
    ["a coupon's removal", 'a.woocommerce-remove-coupon', ['cart_totals']],
    ["the calculator's toggle", '.shipping-calculator-button', ['cart_totals']],
    ["the calculator's submit", '[name="calc_shipping"]', ['woocommerce-cart-form', 'cart_totals']],
  ])('%s, held, blocks what cart.js blocks at it (the calculator\'s toggle: the totals, which cart.js does not)', (_, click, parts) => {
    document.body.innerHTML = CART;
    expect(partsBlockedAt(host(), document.querySelector(click)!).map((part) => part.className.split(' ')[0])).toEqual(parts);
  });

  it('blocks at a held tap; the first click once cart.js listens takes the look away, with blockUI made to show at once for that click only', async () => {
    document.body.innerHTML = CART;
    const controller = new AbortController();
    const handOver = blockHeldTaps(host(), [], controller.signal);
    document.querySelector<HTMLElement>('[name="update_cart"]')!.click();
    expect(blocked()).toEqual(['woocommerce-cart-form', 'cart_totals']);
    expect(document.querySelectorAll('.theme-held > .blockUI.blockOverlay')).toHaveLength(2);
    expect(document.querySelector('.cart_totals')!.getAttribute('aria-busy')).toBe('true');
    // A click elsewhere in the page is not cart.js's.
    document.body.click();
    expect(blocked()).toHaveLength(2);
    const jQuery = { blockUI: { defaults: { fadeIn: 200 } } };
    handOver(jQuery);
    let fadeInAtTheClick = -1;
    document.querySelector('.cart_totals')!.addEventListener('click', () => (fadeInAtTheClick = jQuery.blockUI.defaults.fadeIn));
    document.querySelector<HTMLElement>('a.woocommerce-remove-coupon')!.click();
    expect(blocked()).toEqual([]);
    expect(document.querySelectorAll('.blockUI')).toHaveLength(0);
    expect(fadeInAtTheClick).toBe(0);
    await Promise.resolve();
    expect(jQuery.blockUI.defaults.fadeIn).toBe(200);
    controller.abort();
  });

  it('blocks at once for the taps held before its start (the one that woke the island: the calculator\'s toggle), so a second tap lands on the overlay', () => {
    document.body.innerHTML = CART;
    const controller = new AbortController();
    const toggle = document.querySelector<HTMLElement>('.shipping-calculator-button')!;
    const outside = document.createElement('a');
    document.body.append(outside);
    blockHeldTaps(host(), [outside, toggle], controller.signal);
    expect(blocked()).toEqual(['cart_totals']);
    expect(document.querySelector('.cart_totals > .blockUI.blockOverlay')).not.toBeNull();
    controller.abort();
    expect(blocked()).toEqual([]);
  });

  it('takes the look away when the island fails (its signal aborted), and leaves blockUI alone when nothing was held', () => {
    document.body.innerHTML = CART;
    const failing = new AbortController();
    blockHeldTaps(host(), [], failing.signal);
    document.querySelector<HTMLElement>('.product-remove > a')!.click();
    expect(blocked()).toHaveLength(2);
    failing.abort();
    expect(blocked()).toEqual([]);
    const quiet = new AbortController();
    const handOver = blockHeldTaps(host(), [], quiet.signal);
    const jQuery = { blockUI: { defaults: { fadeIn: 200 } } };
    handOver(jQuery);
    let fadeInAtTheClick = -1;
    document.body.addEventListener('click', () => (fadeInAtTheClick = jQuery.blockUI.defaults.fadeIn));
    document.querySelector<HTMLElement>('[name="update_cart"]')!.click();
    expect(fadeInAtTheClick).toBe(200);
    expect(blocked()).toEqual([]);
    quiet.abort();
  });
});
