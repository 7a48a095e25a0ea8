import { describe, expect, it } from 'vitest';
import { formBody } from './form-body.ts';

describe('formBody (jQuery.param encoding)', () => {
  it.each([
    [{ product_id: 12, quantity: '2' }, 'product_id=12&quantity=2'],
    [{ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }, 'woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes'],
    [{ ids: [1, 2] }, 'ids%5B%5D=1&ids%5B%5D=2'],
    [{ rows: [{ a: 1 }] }, 'rows%5B0%5D%5Ba%5D=1'],
    [{ empty: null, skipped: undefined }, 'empty='],
    [{ flag: true }, 'flag=true'],
  ])('%j', (data, expected) => {
    expect(formBody(data).toString()).toBe(expected);
  });
});
