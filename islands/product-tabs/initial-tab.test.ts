import { describe, expect, it } from 'vitest';
import { initialTab } from './initial-tab.ts';

const keys = ['description', 'additional_information', 'reviews'];
const at = (hash: string, href = `https://shop.example/product/oil/${hash}`) => ({ hash, href });

describe('initialTab', () => {
  it.each([
    ['no hash', at(''), 0],
    ['#reviews', at('#reviews'), 2],
    ['#tab-reviews', at('#tab-reviews'), 2],
    ['a comment anchor', at('#comment-42'), 2],
    ['a comment page URL', at('', 'https://shop.example/product/oil/comment-page-2/'), 2],
    ['a cpage query', at('', 'https://shop.example/product/oil/?cpage=2'), 2],
    ['#tab-additional_information', at('#tab-additional_information'), 1],
    ['#tab-description', at('#tab-description'), 0],
    ['an unrelated hash', at('#main'), 0],
  ])('%s opens tab %#', (_name, location, expected) => {
    expect(initialTab(keys, location)).toBe(expected);
  });

  it('falls back to the first tab when the product has no reviews tab', () => {
    expect(initialTab(['description'], at('#reviews'))).toBe(0);
  });
});
