import { describe, expect, it } from 'vitest';
import { resetContent, setContent } from './product-details.ts';

describe('wc_set_content / wc_reset_content', () => {
  it.each([
    ['set', ['set:HLP46-5L'], { text: 'HLP46-5L', kept: 'HLP' }],
    ['set twice: the first original is kept', ['set:HLP46-5L', 'set:HLP32-5L'], { text: 'HLP32-5L', kept: 'HLP' }],
    ['set, then reset: the original is back and data-o_content stays, as WooCommerce leaves it', ['set:HLP46-5L', 'reset'], { text: 'HLP', kept: 'HLP' }],
    ['reset, then set: the original is still the first', ['set:HLP46-5L', 'reset', 'set:HLP68'], { text: 'HLP68', kept: 'HLP' }],
    ['reset without a set: nothing changes', ['reset'], { text: 'HLP', kept: null }],
  ])('%s', (_name, steps, expected) => {
    document.body.innerHTML = '<span class="sku">HLP</span>';
    const sku = document.querySelector('.sku')!;
    for (const step of steps) {
      if (step === 'reset') resetContent(sku);
      else setContent(sku, step.slice('set:'.length));
    }
    expect({ text: sku.textContent, kept: sku.getAttribute('data-o_content') }).toEqual(expected);
  });
});
