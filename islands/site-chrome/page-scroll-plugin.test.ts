import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnchorScrolling } from './anchor-scrolling.ts';
import { installEarlyPageScroll } from './early-page-scroll.ts';
import { offsetOption, providePageScrollPlugin, scrollToIdTarget } from './page-scroll-plugin.ts';

type Plugin = (...args: unknown[]) => unknown;
const win = window as unknown as { jQuery?: typeof jQuery; themeIslands?: unknown };
const statics = jQuery as unknown as Record<string, Plugin | undefined>;
const fn = jQuery.fn as unknown as Record<string, Plugin | undefined>;
/** `$(selector).mPageScroll2id`: the set, and the method's call on it. */
const method = (selector: string) => {
  const set = jQuery(selector);
  return { set, call: (...args: unknown[]) => (set as unknown as { mPageScroll2id: Plugin }).mPageScroll2id(...args) };
};

/** The anchor scroll, recorded: what the plugin's calls turned on and off. */
const anchors = () => ({ on: true, start: vi.fn(), stop: vi.fn() }) satisfies AnchorScrolling;

afterEach(() => {
  delete statics.mPageScroll2id;
  delete fn.mPageScroll2id;
  delete win.jQuery;
  delete win.themeIslands;
  document.body.innerHTML = '';
});

describe("scrollTo's target (the plugin's rules)", () => {
  // The page is http://localhost:3000/.
  const cases: Array<[id: string, target: string | null]> = [
    ['delivery', 'delivery'],
    ['#delivery', 'delivery'],
    ['#/delivery', 'delivery'],
    ['http://localhost:3000/#delivery', 'delivery'],
    ['http://localhost:3000/other/#delivery', null],
    ['/#delivery', null], // a path, not this page's address
    ['missing', null],
    ['fixed', null], // position: fixed, skipped
    ['top', 'BODY'], // no element: the page top
    ['#top', 'BODY'],
    ['http://localhost:3000/%E0%A4%A#delivery', null], // malformed: another page's
  ];
  for (const [id, target] of cases)
    it(`${id} → ${target ?? 'none'}`, () => {
      document.body.innerHTML = '<section id="delivery"></section><div id="fixed" style="position: fixed"></div>';
      const found = scrollToIdTarget(id, document);
      expect(found === document.body ? 'BODY' : (found?.id ?? null)).toBe(target);
    });
});

describe("scrollTo's offset option", () => {
  const header = document.createElement('header');
  const cases: Array<[label: string, raw: unknown, offset: unknown]> = [
    ['none', undefined, undefined],
    ['0: the page\'s', 0, undefined],
    ['pixels', 80, 80],
    ['a numeric string', '80', 80],
    ['a selector', '.site-header', '.site-header'],
    ['an element', header, header],
    ['a jQuery set', jQuery(header), header],
    ['{ y }', { y: 60, x: 0 }, 60],
    ['a function', () => 70, 70],
    ['a function giving [y, x]', () => [90, 0], 90],
    ['a function giving a selector', () => '#masthead', '#masthead'],
  ];
  for (const [label, raw, offset] of cases) it(`${label}`, () => expect(offsetOption(raw)).toBe(offset));
});

describe('$.mPageScroll2id', () => {
  it('destroy stops the anchor scroll, the init (no method, or options) starts it again, through the static and the method; another method is a console error', () => {
    win.jQuery = jQuery;
    const scrolling = anchors();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    providePageScrollPlugin(document, scrolling);
    statics.mPageScroll2id!('destroy');
    expect(scrolling.stop).toHaveBeenCalledTimes(1);
    statics.mPageScroll2id!();
    method('a').call({ offset: 10 });
    expect(scrolling.start).toHaveBeenCalledTimes(2);
    const links = method('a');
    expect(links.call('destroy')).toBe(links.set);
    expect(scrolling.stop).toHaveBeenCalledTimes(2);
    statics.mPageScroll2id!('update');
    expect(error).toHaveBeenCalledWith('[theme] site-chrome: $.mPageScroll2id has no method "update"');
  });

  it("keeps another script's", () => {
    win.jQuery = jQuery;
    const theirs = () => 'theirs';
    statics.mPageScroll2id = theirs;
    providePageScrollPlugin(document, anchors());
    expect(statics.mPageScroll2id).toBe(theirs);
  });
});

describe('the stand-in (early-page-scroll.ts)', () => {
  it('without jQuery on the page: nothing is given', () => {
    installEarlyPageScroll(window);
    expect(statics.mPageScroll2id).toBeUndefined();
  });

  it("keeps the calls made to the static and the method until the chunk's replaces it, which makes them in order", () => {
    win.jQuery = jQuery;
    win.themeIslands = {};
    installEarlyPageScroll(window);
    const body = method('body');
    statics.mPageScroll2id!('destroy');
    expect(body.call()).toBe(body.set);
    const scrolling = anchors();
    providePageScrollPlugin(document, scrolling);
    expect(scrolling.stop).toHaveBeenCalledTimes(1);
    expect(scrolling.start).toHaveBeenCalledTimes(1);
    expect(scrolling.stop.mock.invocationCallOrder[0]).toBeLessThan(scrolling.start.mock.invocationCallOrder[0]!);
  });

  it('without the bundle on the page: the first call says it is dropped, once', async () => {
    win.jQuery = jQuery;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    installEarlyPageScroll(window);
    statics.mPageScroll2id!('scrollTo', 'delivery');
    statics.mPageScroll2id!('scrollTo', 'training');
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[theme] site-chrome: $.mPageScroll2id dropped: the bundle is not on the page'));
    expect(error).toHaveBeenCalledTimes(1);
  });
});
