import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedFragments, type Sanitize } from './apply-fragments.ts';
import { replaceFragments as replaceSanitized } from './replace-fragments.ts';
import { blockUI } from './block-ui.ts';
import type { Fragments } from './cart-answer.ts';

// happy-dom's parser drops the outer element of what DOMPurify returns, so these structure tests
// pass markup through as is; the sanitising itself is proven in Chromium (tests/hostile.spec.ts).
const asIs: Sanitize = (html) => html;
const replaceFragments = (fragments: Fragments, doc: Document) => replaceSanitized(fragments, doc, asIs);

describe('replaceFragments', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('replaces every match of every key, and leaves an unchanged fragment in place', () => {
    document.body.innerHTML =
      '<div class="widget_shopping_cart_content" data-island-state="mounted"><p>Empty</p></div>' +
      '<aside><div class="widget_shopping_cart_content"><p>Empty</p></div></aside>' +
      '<a class="cart-contents">0 items</a>';
    const [first, second] = document.querySelectorAll('.widget_shopping_cart_content');
    const replaced = replaceFragments(
      { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p>Empty</p></div>', 'a.cart-contents': '<a class="cart-contents">1 item</a>' },
      document,
    );
    expect(replaced).toBe(1);
    // The runtime's own state attribute does not count as a change.
    expect(document.querySelectorAll('.widget_shopping_cart_content')[0]).toBe(first);
    expect(document.querySelectorAll('.widget_shopping_cart_content')[1]).toBe(second);
    expect(document.querySelector('a.cart-contents')!.textContent).toBe('1 item');
  });

  it('a changed fragment replaces every match', () => {
    document.body.innerHTML = '<div class="m"><p>Empty</p></div><div class="m"><p>Empty</p></div>';
    expect(replaceFragments({ 'div.m': '<div class="m"><ul><li>Oil</li></ul></div>' }, document)).toBe(2);
    expect(Array.from(document.querySelectorAll('div.m li'), (li) => li.textContent)).toEqual(['Oil', 'Oil']);
  });

  it('a key that is not a selector is skipped with a warning; the others still apply', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<span class="count">0</span>';
    expect(replaceFragments({ 'div[': '<div></div>', 'span.count': '<span class="count">2</span>' }, document)).toBe(1);
    expect(document.querySelector('span.count')!.textContent).toBe('2');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('changedFragments: only the keys with a match whose markup differs, found without sanitising', () => {
    document.body.innerHTML =
      '<div class="widget_shopping_cart_content" data-island-state="mounted"><p>Empty</p></div>' +
      '<a class="cart-contents">0 items</a>';
    const fragments = {
      'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p>Empty</p></div>',
      'a.cart-contents': '<a class="cart-contents">1 item</a>',
      'span.not-on-this-page': '<span class="not-on-this-page"></span>',
    };
    expect(changedFragments(fragments, document)).toEqual({ 'a.cart-contents': '<a class="cart-contents">1 item</a>' });
  });

  it('changedFragments: a mini cart drawn updating (or an item blocked) is still the printed markup', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">Oil</li></ul></div>';
    const host = document.querySelector<HTMLElement>('div')!;
    blockUI(host, 'updating');
    blockUI(host.querySelector<HTMLElement>('li')!, 'processing');
    const same = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">Oil</li></ul></div>' };
    expect(changedFragments(same, document)).toEqual({});
  });

  it('changedFragments: a fragment of several nodes always counts as a change; a bad key is skipped with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<p class="note">a</p>';
    expect(changedFragments({ 'p.note': '<p class="note">a</p><p>b</p>', 'p[': '<p></p>' }, document)).toEqual({ 'p.note': '<p class="note">a</p><p>b</p>' });
    expect(warn).toHaveBeenCalledOnce();
  });
});
