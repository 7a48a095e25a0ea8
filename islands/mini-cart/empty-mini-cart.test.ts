import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_MINI_CART_TEMPLATE, fillEmptyMiniCart } from './empty-mini-cart.ts';

const EMPTY = '<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>';

describe('fillEmptyMiniCart', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div class="widget_shopping_cart_content"></div><div class="widget_shopping_cart_content"> </div><template id="${EMPTY_MINI_CART_TEMPLATE}">${EMPTY}</template>`;
  });

  it('fills every empty placeholder with the server\'s empty mini cart', () => {
    const widgets = document.querySelectorAll<HTMLElement>('.widget_shopping_cart_content');
    widgets.forEach((el) => fillEmptyMiniCart(el, document));
    widgets.forEach((el) => expect(el.querySelector('.woocommerce-mini-cart__empty-message')?.textContent).toBe('No products in the cart.'));
  });

  it('keeps a placeholder that already has markup', () => {
    const el = document.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
    el.innerHTML = '<ul class="woocommerce-mini-cart"><li>Oil</li></ul>';
    fillEmptyMiniCart(el, document);
    expect(el.innerHTML).toBe('<ul class="woocommerce-mini-cart"><li>Oil</li></ul>');
  });

  it('without the template leaves the placeholder empty', () => {
    document.getElementById(EMPTY_MINI_CART_TEMPLATE)!.remove();
    const el = document.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
    fillEmptyMiniCart(el, document);
    expect(el.innerHTML).toBe('');
  });
});
