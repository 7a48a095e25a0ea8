import { describe, expect, it } from 'vitest';
import { mountRegion } from './VariationRegion.tsx';

/** Markup as the browser serialises it once parsed (style spacing), attributes in name order (React sets `src` last). */
function normalised(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  for (const el of Array.from(box.querySelectorAll('*'))) {
    const attributes = Array.from(el.attributes, ({ name, value }) => [name, value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) el.removeAttribute(name);
    for (const [name, value] of attributes) el.setAttribute(name, value);
  }
  return box.innerHTML;
}

describe('the details block\'s view draws the template\'s markup exactly', () => {
  it.each([
    ['WooCommerce\'s template', '<div class="woocommerce-variation-description"><p>Mineral oil.</p></div><div class="woocommerce-variation-price"><span class="price"><bdi>9,90&nbsp;€</bdi></span></div><div class="woocommerce-variation-availability"><p class="stock in-stock">24 in stock</p></div>'],
    ['text between the blocks', '\n<div class="a">x</div>\n<div class="b">y</div>\n'],
    ['a style, a data attribute, an empty boolean attribute, an aria one', '<p style="color: red; --accent: blue;" data-note="" hidden="" aria-live="polite">z</p>'],
    ["a void element at the top, an empty alt", '<img src="/a.png" alt="">'],
    ["boolean attributes", '<details open=""><summary>More</summary>x</details><div inert="">y</div>'],
    ['a label with for', '<label for="qty">Qty</label>'],
    ['nothing', ''],
  ])('%s', (_name, html) => {
    const region = document.createElement('div');
    document.body.append(region);
    const view = mountRegion(region);
    view.render(html);
    expect(normalised(region.innerHTML)).toBe(normalised(html));
    view.unmount();
    expect(region.innerHTML).toBe('');
    region.remove();
  });

  it('from one variation to the next the blocks are kept and their insides change', () => {
    const region = document.createElement('div');
    const view = mountRegion(region);
    view.render('<div class="woocommerce-variation-price">9,90</div>');
    const block = region.firstElementChild;
    view.render('<div class="woocommerce-variation-price">28,90</div>');
    expect(region.firstElementChild).toBe(block);
    expect(block?.textContent).toBe('28,90');
    view.unmount();
  });
});
