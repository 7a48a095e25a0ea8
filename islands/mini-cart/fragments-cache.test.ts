import { afterEach, describe, expect, it } from 'vitest';
import { openFragmentsCache } from './fragments-cache.ts';

const keys = { fragment_name: 'wc_fragments_abc', cart_hash_key: 'wc_cart_hash_abc' };

describe('fragments cache', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('stores under WooCommerce keys, and reads back what it stored', () => {
    const cache = openFragmentsCache(window, keys)!;
    cache.save({ fragments: { 'div.widget_shopping_cart_content': '<div></div>' }, cartHash: 'h1', language: 'ru', renewCreated: true });
    expect(JSON.parse(sessionStorage.getItem('wc_fragments_abc')!)).toEqual({ 'div.widget_shopping_cart_content': '<div></div>' });
    expect(sessionStorage.getItem('wc_cart_hash_abc')).toBe('h1');
    expect(localStorage.getItem('wc_cart_hash_abc')).toBe('h1');
    const stored = cache.read();
    expect(stored).toMatchObject({ hash: 'h1', language: 'ru', fragments: { 'div.widget_shopping_cart_content': '<div></div>' } });
    expect(stored.created).toBeGreaterThan(0);
    expect(cache.sharedHash()).toBe('h1');
  });

  it('writes the creation time only when asked to start the 24 hours again (the state module decides when)', () => {
    const cache = openFragmentsCache(window, keys)!;
    cache.save({ fragments: {}, cartHash: '', language: 'en', renewCreated: false });
    expect(sessionStorage.getItem('wc_cart_created')).toBeNull();
    sessionStorage.setItem('wc_cart_created', '5');
    cache.save({ fragments: {}, cartHash: 'h', language: 'en', renewCreated: false });
    expect(sessionStorage.getItem('wc_cart_created')).toBe('5');
    cache.save({ fragments: {}, cartHash: 'h', language: 'en', renewCreated: true });
    expect(Number(sessionStorage.getItem('wc_cart_created'))).toBeGreaterThan(5);
  });

  it('a corrupt entry reads as nothing stored', () => {
    sessionStorage.setItem('wc_fragments_abc', '{"div": ');
    sessionStorage.setItem('wc_cart_created', 'soon');
    expect(openFragmentsCache(window, keys)!.read()).toEqual({ fragments: null, hash: null, created: null, language: null });
  });

  it('no usable storage: no cache', () => {
    const broken = { get sessionStorage(): Storage { throw new DOMException('denied', 'SecurityError'); } } as unknown as Window;
    expect(openFragmentsCache(broken, keys)).toBeNull();
  });
});
