import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_SCROLL_DEFAULTS, type LoadScrollSettings } from '../../src/services/params/load-scroll-params.ts';
import { scrollToTarget } from './page-scroll.ts';
import { loadScrollTarget, scrollOnLoad } from './scroll-on-load.ts';
import { pageAt } from '../../tests/support/page-at.ts';

vi.mock('./page-scroll.ts', () => ({ scrollToTarget: vi.fn() }));

/** The services page: three sections (#quote marked to auto-scroll) and links to two. */
const BODY = `<section id="delivery"></section><section id="certificates"></section><section id="quote" class="ps2id-auto-scroll"></section>
<a href="#delivery">Delivery</a>
<a href="#certificates" id="plain">Certificates</a>
<a href="/services/#certificates" id="first-offset" data-ps2id-offset="20">Certificates</a>
<a href="#certificates" id="last-offset" data-ps2id-offset="60">Certificates</a>
<a href="#certificates" id="empty-offset" data-ps2id-offset=" ">Certificates</a>`;

const PAGE = 'https://s.example/services/';
const NO_AUTO = BODY.replace(' class="ps2id-auto-scroll"', '');

describe('loadScrollTarget', () => {
  const cases: Array<[title: string, url: string, settings: Partial<LoadScrollSettings>, target: string | null, link?: string, body?: string]> = [
    ['no hash: the auto-scroll section', PAGE, {}, 'quote'],
    ['no hash and no auto-scroll section: nothing', PAGE, {}, null, undefined, NO_AUTO],
    ['a hash: its element, not the auto-scroll section', `${PAGE}#delivery`, {}, 'delivery'],
    ['a hash with links that have their own offset: the last of them', `${PAGE}#certificates`, {}, 'certificates', 'last-offset'],
    ['…unless scrollToHashUseElementData is off', `${PAGE}#certificates`, { hashLinkData: false }, 'certificates'],
    ['a hash no element has: nothing (the browser did its part)', `${PAGE}#missing`, {}, null],
    ['a malformed hash: nothing, no error', `${PAGE}#%E0%A4%A`, {}, null],
    ['a hashbang: nothing', `${PAGE}#/delivery`, {}, null],
    ['scrollToHash off: nothing', `${PAGE}#delivery`, { hashOnLoad: false }, null],
    ['scrollToHashForAll off, a link points to it', `${PAGE}#delivery`, { hashForAll: false }, 'delivery'],
    ['scrollToHashForAll off, no link points to it', `${PAGE}#quote`, { hashForAll: false }, null],
    ['a Cyrillic id, percent-encoded in the address', `${PAGE}#%D0%BE%D0%B1`, {}, 'об', undefined, '<section id="об"></section>'],
  ];
  for (const [title, url, settings, target, link, body] of cases)
    it(title, () => {
      const found = loadScrollTarget(pageAt(url, body ?? BODY), { ...LOAD_SCROLL_DEFAULTS, ...settings });
      expect(found ? [found.target.id, found.link?.id] : null).toEqual(target === null ? null : [target, link]);
    });
});

describe('scrollOnLoad', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(scrollToTarget).mockClear();
  });

  it('scrolls the printed delay after the load, with the link that gives its offset, unless the signal aborted', () => {
    vi.useFakeTimers();
    const doc = pageAt(`${PAGE}#certificates`, BODY);
    Object.defineProperty(doc, 'readyState', { value: 'complete' });
    Object.defineProperty(doc, 'defaultView', { value: window });
    scrollOnLoad(doc, new AbortController().signal, { ...LOAD_SCROLL_DEFAULTS, delay: 300 });
    vi.advanceTimersByTime(299);
    expect(scrollToTarget).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollToTarget).toHaveBeenCalledWith(doc.getElementById('certificates'), doc, doc.getElementById('last-offset'));

    const aborted = new AbortController();
    scrollOnLoad(doc, aborted.signal, { ...LOAD_SCROLL_DEFAULTS, delay: 300 });
    aborted.abort();
    vi.advanceTimersByTime(300);
    expect(scrollToTarget).toHaveBeenCalledTimes(1);
  });
});
