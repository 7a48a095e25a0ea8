import { afterEach, describe, expect, it } from 'vitest';
import { blockUI } from './block-ui.ts';
import { removeBlocks } from './blocked-markup.ts';

describe('blockUI', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('draws the state class, aria-busy and blockUI\'s overlay; the unblock takes exactly those away', () => {
    document.body.innerHTML = '<li class="woocommerce-mini-cart-item mini_cart_item"><a class="remove">×</a> Oil</li>';
    const item = document.querySelector<HTMLElement>('li')!;
    const printed = item.outerHTML;
    const unblock = blockUI(item, 'processing');
    expect(item.classList.contains('processing')).toBe(true);
    expect(item.getAttribute('aria-busy')).toBe('true');
    expect(item.lastElementChild?.className).toBe('blockUI blockOverlay');
    unblock();
    expect(item.outerHTML).toBe(printed);
  });

  it('a copy of blocked markup, blocks removed, is the markup as printed (root and descendants)', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">Oil</li></ul><p>Total</p></div>';
    const host = document.querySelector<HTMLElement>('div')!;
    const printed = host.cloneNode(true) as Element;
    blockUI(host, 'updating');
    blockUI(host.querySelector<HTMLElement>('li')!, 'processing');
    const copy = host.cloneNode(true) as Element;
    removeBlocks(copy);
    expect(copy.isEqualNode(printed)).toBe(true);
  });

  it('a class the server printed stays, even one named like a state', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content processing"></div>';
    const host = document.querySelector<HTMLElement>('div')!;
    blockUI(host, 'updating');
    const copy = host.cloneNode(true) as Element;
    removeBlocks(copy);
    expect(copy.outerHTML).toBe('<div class="widget_shopping_cart_content processing"></div>');
  });
});
