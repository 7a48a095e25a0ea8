import { describe, expect, it } from 'vitest';
import { decideCache, MAX_AGE_MS, MINI_CART_KEY, type CacheInput } from './cache-rules.ts';

const NOW = 1_800_000_000_000;
const fragments = { [MINI_CART_KEY]: '<div class="widget_shopping_cart_content"></div>' };
const base: CacheInput = {
  now: NOW,
  cookieHash: 'h1',
  itemsInCart: true,
  stored: { fragments, hash: 'h1', created: NOW - 1000, language: 'en' },
  language: 'en',
  wcml: { forceReset: false, langSwitched: false },
};
const withStored = (stored: Partial<CacheInput['stored']>, rest: Partial<CacheInput> = {}): CacheInput => ({
  ...base,
  ...rest,
  stored: { ...base.stored, ...stored },
});

describe('decideCache', () => {
  it.each<[string, CacheInput, ReturnType<typeof decideCache>['action'], string?]>([
    ['no cart cookie at all: nothing to do, even with nothing stored', withStored({ fragments: null, hash: null, created: null }, { cookieHash: '', itemsInCart: false }), 'none'],
    ['no cart cookie and stale fragments stored: still nothing', withStored({ hash: 'old' }, { cookieHash: '', itemsInCart: false }), 'none'],
    ['everything matches: reuse', base, 'reuse'],
    ['items cookie without a hash cookie and an empty stored hash: reuse', withStored({ hash: '' }, { cookieHash: '' }), 'reuse'],
    ['nothing stored (a new tab)', withStored({ fragments: null }), 'refresh', 'no stored mini cart'],
    ['stored without the mini cart key', withStored({ fragments: { 'a.cart-contents': '<a></a>' } }), 'refresh', 'no stored mini cart'],
    ['no creation time', withStored({ created: null }), 'refresh', 'no creation time'],
    ['older than 24 h', withStored({ created: NOW - MAX_AGE_MS - 1 }), 'refresh', 'older than 24 hours'],
    ['exactly 24 h is still fresh', withStored({ created: NOW - MAX_AGE_MS }), 'reuse'],
    ['cookie hash differs from the stored one', withStored({ hash: 'h0' }), 'refresh', 'cart hash changed'],
    ['no stored hash but a cookie hash', withStored({ hash: null }), 'refresh', 'cart hash changed'],
    ['stored under another language', withStored({ language: 'ru' }), 'refresh', 'language switched'],
    ['stored before the language was recorded', withStored({ language: null }), 'reuse'],
    ['WCML forces a reset: refresh what would be reused', withStored({}, { wcml: { forceReset: true, langSwitched: false } }), 'refresh', 'WCML forces a reset'],
    ['WCML saw a language switch: refresh', withStored({}, { wcml: { forceReset: false, langSwitched: true } }), 'refresh', 'WCML: the language was switched'],
    ['WCML forces a reset, but there is no cart: the printed mini cart is current', withStored({}, { cookieHash: '', itemsInCart: false, wcml: { forceReset: true, langSwitched: true } }), 'none'],
  ])('%s', (_title, input, action, reason) => {
    const decision = decideCache(input);
    expect(decision.action).toBe(action);
    if (reason) expect(decision).toMatchObject({ reason });
  });

  it('a reused cache expires when its 24 hours are up', () => {
    expect(decideCache(withStored({ created: NOW - 1000 }))).toEqual({ action: 'reuse', expiresIn: MAX_AGE_MS - 1000 });
  });
});
