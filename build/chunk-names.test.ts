import { describe, expect, it } from 'vitest';
import { chunkName, withoutHash } from './chunk-names.ts';

describe('chunk file names', () => {
  it.each([
    ['an island chunk, relative', 'chunks/Tabs.island-1gWpSx.js', 'chunks/Tabs.island', 'Tabs.island'],
    ['a chunk as the browser asks for it', '/wp-content/plugins/lubrica-islands/dist/chunks/cart-1_d5ds.js', '/wp-content/plugins/lubrica-islands/dist/chunks/cart', 'cart'],
    ['a chunk whose name has dashes', '/dist/chunks/add-to-cart-Ab-_9z.js', '/dist/chunks/add-to-cart', 'add-to-cart'],
    ['the entry', '/dist/theme.js', '/dist/theme.js', null],
    ['another plugin\'s script whose name ends like a hash', '/woocommerce/assets/js/js-cookie/js-cookie.js', '/woocommerce/assets/js/js-cookie/js-cookie.js', null],
    ['a hash of another length', '/dist/chunks/cart-1_d5dsXY.js', '/dist/chunks/cart-1_d5dsXY.js', null],
  ])('%s', (_, path, stripped, name) => {
    expect(withoutHash(path)).toBe(stripped);
    expect(chunkName(path)).toBe(name);
  });
});
