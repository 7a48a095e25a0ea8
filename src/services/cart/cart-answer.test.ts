import { describe, expect, it } from 'vitest';
import { readCartAnswer, readFragments } from './cart-answer.ts';

describe('cart answers', () => {
  it.each<[string, unknown, ReturnType<typeof readCartAnswer>]>([
    ['a normal answer', { fragments: { 'a.x': '<a class="x"></a>' }, cart_hash: 'h' }, { fragments: { 'a.x': '<a class="x"></a>' }, cart_hash: 'h', error: false, product_url: null }],
    ['an error with a product URL', { error: true, product_url: '/product/x/' }, { fragments: null, cart_hash: '', error: true, product_url: '/product/x/' }],
    ['a number is a fragment\'s text, as jQuery writes it (a theme\'s cart count)', { fragments: { 'span.count': 4, 'span.none': 0 }, cart_hash: 'h' }, { fragments: { 'span.count': '4', 'span.none': '0' }, cart_hash: 'h', error: false, product_url: null }],
    ['fragments with a value that is not markup are dropped whole', { fragments: { 'a.x': '<a class="x"></a>', 'a.y': { html: '' } }, cart_hash: 'h' }, { fragments: null, cart_hash: 'h', error: false, product_url: null }],
    ['a null fragment drops them whole', { fragments: { 'a.x': null }, cart_hash: 'h' }, { fragments: null, cart_hash: 'h', error: false, product_url: null }],
    ['JSON that is not an object', false, null],
    ['an array', [], null],
  ])('%s', (_title, raw, expected) => {
    expect(readCartAnswer(raw)).toEqual(expected);
  });

  it('fragments must be a plain object', () => {
    expect(readFragments(['<div></div>'])).toBeNull();
    expect(readFragments('x')).toBeNull();
    expect(readFragments({})).toEqual({});
  });
});
