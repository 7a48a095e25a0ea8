import { afterEach, describe, expect, it } from 'vitest';
import { openFragmentsCache } from './fragments-cache.ts';

const keys = { fragment_name: 'wc_fragments_abc', cart_hash_key: 'wc_cart_hash_abc' };

/** A window getter that notes in `steps` when the storage is opened. */
const traced = (name: string, storage: Storage, steps: string[]) => () => {
  steps.push(name);
  return storage;
};

describe('fragments cache', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('stores under WooCommerce keys, and reads back what it stored', async () => {
    const cache = (await openFragmentsCache(window, keys))!;
    cache.save({ fragments: { 'div.widget_shopping_cart_content': '<div></div>' }, cartHash: 'h1', language: 'ru', renewCreated: true });
    expect(JSON.parse(sessionStorage.getItem('wc_fragments_abc')!)).toEqual({ 'div.widget_shopping_cart_content': '<div></div>' });
    expect(sessionStorage.getItem('wc_cart_hash_abc')).toBe('h1');
    expect(localStorage.getItem('wc_cart_hash_abc')).toBe('h1');
    const stored = cache.read();
    expect(stored).toMatchObject({ hash: 'h1', language: 'ru', fragments: { 'div.widget_shopping_cart_content': '<div></div>' } });
    expect(stored.created).toBeGreaterThan(0);
    expect(cache.sharedHash()).toBe('h1');
  });

  it('writes the creation time only when asked to start the 24 hours again (the state module decides when)', async () => {
    const cache = (await openFragmentsCache(window, keys))!;
    cache.save({ fragments: {}, cartHash: '', language: 'en', renewCreated: false });
    expect(sessionStorage.getItem('wc_cart_created')).toBeNull();
    sessionStorage.setItem('wc_cart_created', '5');
    cache.save({ fragments: {}, cartHash: 'h', language: 'en', renewCreated: false });
    expect(sessionStorage.getItem('wc_cart_created')).toBe('5');
    cache.save({ fragments: {}, cartHash: 'h', language: 'en', renewCreated: true });
    expect(Number(sessionStorage.getItem('wc_cart_created'))).toBeGreaterThan(5);
  });

  it('a corrupt entry reads as nothing stored', async () => {
    sessionStorage.setItem('wc_fragments_abc', '{"div": ');
    sessionStorage.setItem('wc_cart_created', 'soon');
    expect((await openFragmentsCache(window, keys))!.read()).toEqual({ fragments: null, hash: null, created: null, language: null });
  });

  it('no usable storage: no cache', async () => {
    const broken = { get sessionStorage(): Storage { throw new DOMException('denied', 'SecurityError'); } } as unknown as Window;
    await expect(openFragmentsCache(broken, keys)).resolves.toBeNull();
  });

  it('probes sessionStorage, pauses, then probes localStorage: the two opens are not one task', async () => {
    const steps: string[] = [];
    const win = Object.defineProperties({}, {
      sessionStorage: { get: traced('sessionStorage', sessionStorage, steps) },
      localStorage: { get: traced('localStorage', localStorage, steps) },
    }) as Window;
    const cache = await openFragmentsCache(win, keys, async () => void steps.push('pause'));
    expect(steps).toEqual(['sessionStorage', 'pause', 'localStorage']);
    expect(cache).not.toBeNull();
  });

  it('sessionStorage unusable: no cache, and localStorage is not opened', async () => {
    const steps: string[] = [];
    const win = Object.defineProperties({}, {
      sessionStorage: { get: () => ({ setItem: () => { throw new DOMException('quota', 'QuotaExceededError'); } }) },
      localStorage: { get: traced('localStorage', localStorage, steps) },
    }) as Window;
    await expect(openFragmentsCache(win, keys, async () => void steps.push('pause'))).resolves.toBeNull();
    expect(steps).toEqual([]);
  });

  it('localStorage unusable (its probe write refused): no cache', async () => {
    const win = Object.defineProperties({}, {
      sessionStorage: { get: () => sessionStorage },
      localStorage: { get: () => ({ setItem: () => { throw new DOMException('denied', 'SecurityError'); } }) },
    }) as Window;
    await expect(openFragmentsCache(win, keys)).resolves.toBeNull();
  });
});
