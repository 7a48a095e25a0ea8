import { describe, expect, it } from 'vitest';
import { offsetSetting, PAGE_SCROLL_DEFAULTS, printsOwnLinkSettings, readPageScrollSettings } from './page-scroll-params.ts';

const printed = (instance: Record<string, unknown>) => ({ instances: { mPS2id_instance_0: instance }, total_instances: '1' });

describe('readPageScrollSettings', () => {
  it.each([
    ['no global: the spec\'s 800 ms flat', undefined, { speed: 800, autoSpeed: false, offset: 0, pageEnd: true }],
    ['an empty instance: the same', printed({}), { speed: 800, autoSpeed: false, offset: 0, pageEnd: true }],
    ['the WordPress plugin defaults as printed: autoScrollSpeed on', printed({ scrollSpeed: 800, autoScrollSpeed: 'true', offset: 0, pageEndSmoothScroll: 'true' }), { ...PAGE_SCROLL_DEFAULTS, autoSpeed: true }],
    ['another speed with autoScrollSpeed', printed({ scrollSpeed: '600', autoScrollSpeed: 'true' }), { ...PAGE_SCROLL_DEFAULTS, speed: 600, autoSpeed: true }],
    ['strings as WordPress prints them', printed({ scrollSpeed: '400', autoScrollSpeed: 'false', offset: '100', pageEndSmoothScroll: 'false' }), { speed: 400, autoSpeed: false, offset: 100, pageEnd: false }],
    ['an offset that is a selector', printed({ offset: '.main-header' }), { ...PAGE_SCROLL_DEFAULTS, offset: '.main-header' }],
    ['bad values fall back one by one', printed({ scrollSpeed: 'fast', autoScrollSpeed: 'maybe', offset: '' }), PAGE_SCROLL_DEFAULTS],
    ['a second instance is not read', { instances: { a: { scrollSpeed: '300' }, b: { scrollSpeed: '900', autoScrollSpeed: 'true' } } }, { ...PAGE_SCROLL_DEFAULTS, speed: 300 }],
    ['a negative speed is not a speed', printed({ scrollSpeed: -5 }), PAGE_SCROLL_DEFAULTS],
  ])('%s', (_title, raw, expected) => {
    expect(readPageScrollSettings(raw)).toEqual(expected);
  });
});

describe('offsetSetting (printed, or a link\'s data-ps2id-offset)', () => {
  it.each([
    [100, 100],
    ['100', 100],
    [' -20 ', -20],
    ['.main-header', '.main-header'],
    ['', undefined],
    [null, undefined],
    [true, undefined],
  ])('%j → %j', (raw, expected) => expect(offsetSetting(raw)).toBe(expected));
});

describe('printsOwnLinkSettings: whether the chunk that reads them is fetched', () => {
  const wordpressDefaults = {
    selector: "a[href*='#']:not([href='#'])",
    excludeSelector:
      "a[href^='#tab-'], a[href^='#tabs-'], a[data-toggle]:not([data-toggle='tooltip']), a[data-slide], a[data-vc-tabs], a[data-vc-accordion], a.screen-reader-text.skip-link",
    highlightSelector: '',
    disablePluginBelow: 0,
    appendHash: 'false',
    scrollSpeed: 800,
  };
  it.each([
    ['nothing printed', undefined, false],
    ['the WordPress defaults, as printed (spaces after commas)', printed(wordpressDefaults), false],
    ['only other settings printed', printed({ scrollSpeed: '600', offset: '.main-header' }), false],
    ['a selector of its own', printed({ ...wordpressDefaults, selector: '.menu a' }), true],
    ['one exclusion fewer', printed({ ...wordpressDefaults, excludeSelector: "a[href^='#tab-']" }), true],
    ['no exclusions', printed({ ...wordpressDefaults, excludeSelector: '' }), true],
    ['a highlight selector', printed({ ...wordpressDefaults, highlightSelector: '.menu a' }), true],
    ['disablePluginBelow', printed({ ...wordpressDefaults, disablePluginBelow: '768' }), true],
    ['appendHash', printed({ ...wordpressDefaults, appendHash: 'true' }), true],
  ])('%s → %s', (_title, raw, expected) => expect(printsOwnLinkSettings(raw)).toBe(expected));
});
