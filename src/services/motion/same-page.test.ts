import { describe, expect, it } from 'vitest';
import { linkRulesOf, PAGE_SCROLL_LINKS_DEFAULTS } from '../params/page-scroll-links.ts';
import { anchorTarget } from './same-page.ts';
import { pageAt } from '../../../tests/support/page-at.ts';

/** A page at `url` with sections #one and #two, and one link with the given attributes. */
function linkOn(url: string, attributes: Record<string, string>) {
  const doc = pageAt(url, '<section id="one"></section><section id="two"></section><section id="x y"></section>');
  const link = doc.createElement('a');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  doc.body.append(link);
  return { link, doc };
}

describe('anchorTarget', () => {
  it.each([
    // page, href, extra attributes, id of the target or null
    ['https://s.example/services/', '#one', {}, 'one'],
    ['https://s.example/services/', '/services/#two', {}, 'two'],
    ['https://s.example/services/', 'https://s.example/services/#two', {}, 'two'],
    ['https://s.example/services/#one', '#two', {}, 'two'],
    ['https://s.example/services/', '#x%20y', {}, 'x y'],
    ['https://s.example/services/', '#', {}, null],
    ['https://s.example/services/', '/services/', {}, null],
    ['https://s.example/services/', '/about/#one', {}, null],
    ['https://s.example/services', '/services/#one', {}, null],
    ['https://s.example/services/?a=1', '/services/#one', {}, null],
    ['https://s.example/services/', '#/one', {}, null],
    ['https://s.example/services/', '#missing', {}, null],
    ['https://s.example/services/', '#%E0%A4%A', {}, null], // malformed: names nothing, throws nothing
    ['https://s.example/services/', '#tab-description', {}, null],
    ['https://s.example/services/', '#one', { 'data-toggle': 'collapse' }, null],
    ['https://s.example/services/', '#one', { 'data-toggle': 'tooltip' }, 'one'],
    ['https://s.example/services/', '#one', { 'data-slide': 'next' }, null],
    ['https://s.example/services/', '#one', { class: 'screen-reader-text skip-link' }, null],
  ] as const)('on %s, href="%s" %o → %s', (page, href, extra, expected) => {
    const { link, doc } = linkOn(page, { href, ...extra });
    expect(anchorTarget(link, doc)?.id ?? null).toBe(expected);
  });

  it('#top without an element is the page top', () => {
    const { link, doc } = linkOn('https://s.example/services/', { href: '#top' });
    expect(anchorTarget(link, doc)).toBe(doc.body);
  });

  it.each([
    // a site's printed selector and exclusion, the link's attributes, id of the target or null
    ['.jump-nav a', '', { href: '#one', class: 'jump' }, null],
    ['.jump-nav a', '', { href: '#one', class: '_ps2id' }, 'one'], // the shortcode's links are always taken
    ['.jump-nav a', '', { href: '#one', 'data-ps2id-api': 'true' }, 'one'],
    ['a.jump', '', { href: '#one', class: 'jump' }, 'one'],
    ['a.jump', '', { href: '#tab-one', class: 'jump' }, null], // no such element
    ['a.jump', 'a.jump[href="#two"]', { href: '#two', class: 'jump' }, null],
    ['a.jump', 'a.jump[href="#two"]', { href: '#one', class: 'jump' }, 'one'],
    ['a.jump', '', { href: '#one', class: 'jump', 'data-toggle': 'collapse' }, 'one'], // the default exclusions are gone
    ['a.jump', '', { href: '/about/#one', class: 'jump' }, null], // still a same-page link only
  ] as const)('printed selector %s, excludeSelector "%s", %o → %s', (take, exclude, attributes, expected) => {
    const { link, doc } = linkOn('https://s.example/services/', attributes);
    doc.body.insertAdjacentHTML('afterbegin', '<nav class="jump-nav"></nav>');
    const rules = linkRulesOf({ ...PAGE_SCROLL_LINKS_DEFAULTS, take: `${take},._ps2id,a[data-ps2id-api='true'][href*='#']`, exclude });
    expect(anchorTarget(link, doc, rules)?.id ?? null).toBe(expected);
  });
});
