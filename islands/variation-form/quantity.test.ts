import { describe, expect, it } from 'vitest';
import { quantityFor } from './quantity.ts';

describe('quantityFor', () => {
  it.each([
    ['sold individually: 1, min 1, no max, hidden', { is_sold_individually: 'yes', min_qty: 2, max_qty: 9 }, '5', { value: '1', min: '1', max: '', hidden: true }],
    ['within bounds: kept', { is_sold_individually: 'no', min_qty: 1, max_qty: 24 }, '3', { value: '3', min: '1', max: '24', hidden: false }],
    ['above max: max', { is_sold_individually: 'no', min_qty: 1, max_qty: 8 }, '20', { value: '8', min: '1', max: '8', hidden: false }],
    ['below min: min', { is_sold_individually: 'no', min_qty: 5, max_qty: 8 }, '2', { value: '5', min: '5', max: '8', hidden: false }],
    ['not a number: min', { is_sold_individually: 'no', min_qty: 2, max_qty: 8 }, 'abc', { value: '2', min: '2', max: '8', hidden: false }],
    ['empty: min', { is_sold_individually: 'no', min_qty: 1, max_qty: '' }, '', { value: '1', min: '1', max: '', hidden: false }],
    ['no max: no upper bound', { is_sold_individually: 'no', min_qty: 1, max_qty: '' }, '500', { value: '500', min: '1', max: '', hidden: false }],
    ['decimals are kept', { is_sold_individually: 'no', min_qty: 0.5, max_qty: 10 }, '2.5', { value: '2.5', min: '0.5', max: '10', hidden: false }],
  ] as const)('%s', (_name, variation, current, expected) => {
    expect(quantityFor(variation, current)).toEqual(expected);
  });
});
