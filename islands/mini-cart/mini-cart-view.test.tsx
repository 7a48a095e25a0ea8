import { afterEach, describe, expect, it } from 'vitest';
import { mountMiniCartView } from './mini-cart-view.tsx';

const PRINTED =
  '<header><div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div></header>' +
  '<aside><div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item">Oil</li></ul></div></aside>';

const hosts = () => Array.from(document.querySelectorAll<HTMLElement>('.widget_shopping_cart_content'));

describe('the mini carts\' view', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('draws every mini cart updating at once (class, aria-busy, blockUI\'s overlay), and puts the printed markup back after', () => {
    document.body.innerHTML = PRINTED;
    const printed = document.body.innerHTML;
    const lifetime = new AbortController();
    const draw = mountMiniCartView(document, lifetime.signal);
    const root = document.querySelector('.lubrica-mini-cart-view');
    draw(true);
    for (const host of hosts()) {
      expect(host.classList.contains('updating')).toBe(true);
      expect(host.getAttribute('aria-busy')).toBe('true');
      expect(host.querySelectorAll(':scope > .blockUI.blockOverlay')).toHaveLength(1);
    }
    draw(false);
    root?.remove();
    expect(document.body.innerHTML).toBe(printed);
    lifetime.abort();
  });

  it('a mini cart a fragment replaced while drawn: the new one is drawn at the next look, the old one let go', () => {
    document.body.innerHTML = PRINTED;
    const lifetime = new AbortController();
    const draw = mountMiniCartView(document, lifetime.signal);
    draw(true);
    const [old] = hosts();
    const fresh = document.createElement('div');
    fresh.className = 'widget_shopping_cart_content';
    old!.replaceWith(fresh);
    draw(true);
    expect(fresh.classList.contains('updating')).toBe(true);
    expect(old!.classList.contains('updating')).toBe(false);
    lifetime.abort();
  });

  it('ends with its signal: the look undone, its root gone', () => {
    document.body.innerHTML = PRINTED;
    const printed = document.body.innerHTML;
    const lifetime = new AbortController();
    mountMiniCartView(document, lifetime.signal)(true);
    lifetime.abort();
    expect(document.body.innerHTML).toBe(printed);
  });
});
