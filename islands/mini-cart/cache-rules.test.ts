import { describe, expect, it } from 'vitest';
import { decideAtLoad, MAX_AGE_MS, MINI_CART_KEY, NOTHING_STORED, type LoadDecision, type LoadInput } from './cache-rules.ts';

const NOW = 1_800_000_000_000;
const fragments = { [MINI_CART_KEY]: '<div class="widget_shopping_cart_content"></div>' };
const base: LoadInput = {
  now: NOW,
  storage: true,
  cookieHash: 'h1',
  stored: { fragments, hash: 'h1', created: NOW - 1000, language: 'en' },
  language: 'en',
  wcml: { forceReset: false, langSwitched: false },
};
const withStored = (stored: Partial<LoadInput['stored']>, rest: Partial<LoadInput> = {}): LoadInput => ({ ...base, ...rest, stored: { ...base.stored, ...stored } });
/** A visitor without a cart whose first page of the tab stored the empty mini cart (cart-fragments.js sets no creation time for it). */
const emptyCart = (rest: Partial<LoadInput> = {}, stored: Partial<LoadInput['stored']> = {}) => withStored({ hash: '', created: null, ...stored }, { cookieHash: '', ...rest });
const reuse = (expiresIn: number | null): LoadDecision => ({ action: 'reuse', expiresIn });
const REFRESH: LoadDecision = { action: 'refresh' };

// Each row breaks one rule and keeps every other one, so it fails if that rule is missing.
// Each row breaks one rule and keeps the others, so it fails when that rule is missing.
describe('the mini cart at load: cart-fragments.js\'s rules, then WCML\'s', () => {
  it.each<[string, LoadInput, LoadDecision]>([
    // cart-fragments.js
    ['no storage (the probe failed): every page asks', withStored({}, { storage: false }), REFRESH],
    ['the first page of a tab (nothing stored), with a cart', withStored(NOTHING_STORED), REFRESH],
    ['the first page of a tab, without a cart: there is no cart hash, so it asks too', { ...base, cookieHash: '', stored: NOTHING_STORED }, REFRESH],
    ['a stored hash without a creation time', withStored({ created: null }), REFRESH],
    ['older than 24 hours', withStored({ created: NOW - MAX_AGE_MS - 1 }), REFRESH],
    ['an empty cart older than 24 hours', emptyCart({}, { created: NOW - MAX_AGE_MS - 1 }), REFRESH],
    ['stored without the mini cart key', withStored({ fragments: { 'a.cart-contents': '<a></a>' } }), REFRESH],
    ['a mini cart stored as an empty string counts as none', withStored({ fragments: { [MINI_CART_KEY]: '' } }), REFRESH],
    ['the cookie hash differs from the stored one', withStored({ hash: 'h0' }), REFRESH],
    ['a cart since (a cookie hash), the empty cart stored', emptyCart({ cookieHash: 'h1' }), REFRESH],
    ['no cart any more (no cookie), a cart stored', withStored({}, { cookieHash: '' }), REFRESH],
    ['everything matches: reused until its 24 hours are up', base, reuse(MAX_AGE_MS - 1000)],
    ['exactly 24 hours is still fresh', withStored({ created: NOW - MAX_AGE_MS }), reuse(0)],
    ['the empty cart stored, no cookie: reused, with no expiry (no creation time)', emptyCart(), reuse(null)],
    ['the empty cart stored with a creation time (its cart was emptied): reused until then', emptyCart({}, { created: NOW - 5000 }), reuse(MAX_AGE_MS - 5000)],
    // WCML
    ['stored under another language', withStored({ language: 'ru' }), REFRESH],
    ['the empty cart stored under another language', emptyCart({ language: 'ru' }), REFRESH],
    ['stored before the language was recorded', withStored({ language: null }), reuse(MAX_AGE_MS - 1000)],
    ['WCML forces a reset (wcml_force_reset_cart_fragments)', withStored({}, { wcml: { forceReset: true, langSwitched: false } }), REFRESH],
    ['WCML forces a reset, no cart', emptyCart({ wcml: { forceReset: true, langSwitched: false } }), REFRESH],
    ['WCML: the visitor came from another language', withStored({}, { wcml: { forceReset: false, langSwitched: true } }), REFRESH],
    ['WCML: the visitor came from another language, no cart', emptyCart({ wcml: { forceReset: false, langSwitched: true } }), REFRESH],
  ])('%s', (_title, input, decision) => {
    expect(decideAtLoad(input)).toEqual(decision);
  });
});
