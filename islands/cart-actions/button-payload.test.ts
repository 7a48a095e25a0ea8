import { describe, expect, it } from 'vitest';
import { buttonPayload } from './button-payload.ts';

describe('buttonPayload', () => {
  it.each<[string, Record<string, string>, Record<string, unknown> | null, Record<string, unknown>]>([
    ['every data attribute, as the button has it', { product_id: '111', quantity: '2', product_sku: 'CLP220' }, null, { product_id: '111', quantity: '2', product_sku: 'CLP220' }],
    ['keys plugins put in jQuery data are sent too', { product_id: '111' }, { bundle: 'x', quantity: 3 }, { bundle: 'x', quantity: 3, product_id: '111' }],
    ['dataset wins over jQuery data for the same key', { quantity: '5' }, { quantity: 1 }, { quantity: '5' }],
  ])('%s', (_title, dataset, jqueryData, expected) => {
    expect(buttonPayload(dataset as DOMStringMap, jqueryData)).toEqual(expected);
  });
});
