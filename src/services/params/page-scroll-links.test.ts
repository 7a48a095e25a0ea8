import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkRulesOf, PAGE_SCROLL_LINKS_DEFAULTS, readPageScrollLinks, screenSize } from './page-scroll-links.ts';
import { DEFAULT_SELECTOR, EXCLUDED } from './page-scroll-params.ts';

const printed = (instance: Record<string, unknown>) => ({ instances: { mPS2id_instance_0: instance }, total_instances: '1' });
const ALWAYS = ",._ps2id,a[data-ps2id-api='true'][href*='#'],.ps2id > a[href*='#'],a.ps2id[href*='#']";

afterEach(() => vi.restoreAllMocks());

describe('readPageScrollLinks', () => {
  it.each([
    ['no global: the plugin defaults, the spec\'s', undefined, { take: DEFAULT_SELECTOR + ALWAYS, exclude: EXCLUDED, highlight: '', below: [0, 0], appendHash: false }],
    ['the WordPress defaults as printed', printed({ selector: DEFAULT_SELECTOR, excludeSelector: EXCLUDED, highlightSelector: '', disablePluginBelow: 0, appendHash: 'false' }), PAGE_SCROLL_LINKS_DEFAULTS],
    ['a site\'s own selector: the shortcode and API markers are added', printed({ selector: '.jump-nav a' }), { ...PAGE_SCROLL_LINKS_DEFAULTS, take: `.jump-nav a${ALWAYS}` }],
    ['an empty selector is the default one', printed({ selector: ' ' }), PAGE_SCROLL_LINKS_DEFAULTS],
    ['an empty exclusion excludes nothing', printed({ excludeSelector: '' }), { ...PAGE_SCROLL_LINKS_DEFAULTS, exclude: '' }],
    ['a highlight selector of its own', printed({ highlightSelector: '.menu a' }), { ...PAGE_SCROLL_LINKS_DEFAULTS, highlight: '.menu a' }],
    ['disablePluginBelow as a number', printed({ disablePluginBelow: 768 }), { ...PAGE_SCROLL_LINKS_DEFAULTS, below: [768, 0] }],
    ['disablePluginBelow as "width,height"', printed({ disablePluginBelow: '1024,600' }), { ...PAGE_SCROLL_LINKS_DEFAULTS, below: [1024, 600] }],
    ['appendHash as printed', printed({ appendHash: 'true' }), { ...PAGE_SCROLL_LINKS_DEFAULTS, appendHash: true }],
    ['values of the wrong type fall back one by one', printed({ selector: ['.jump-nav a'], excludeSelector: { a: 1 }, appendHash: 'maybe', disablePluginBelow: 'wide' }), PAGE_SCROLL_LINKS_DEFAULTS],
  ])('%s', (_title, raw, expected) => {
    expect(readPageScrollLinks(raw, document)).toEqual(expected);
  });

  it.each([
    ['selector', 'take', DEFAULT_SELECTOR + ALWAYS],
    ['excludeSelector', 'exclude', EXCLUDED],
    ['highlightSelector', 'highlight', ''],
  ] as const)('a %s the browser cannot parse: a console error naming it, and the default', (name, field, fallback) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const links = readPageScrollLinks(printed({ [name]: "a[href*='#'" + ')' }), document);
    expect(links[field]).toBe(fallback);
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]![0])).toContain(`site-chrome: Page Scroll to id's ${name} "a[href*='#')" is not a selector`);
  });
});

describe('screenSize (disablePluginBelow)', () => {
  it.each([
    [0, [0, 0]],
    ['0', [0, 0]],
    [768, [768, 0]],
    ['768', [768, 0]],
    ['1024,600', [1024, 600]],
    [',600', [0, 600]],
    ['1024,', [1024, 0]],
    ['wide', [0, 0]],
    [undefined, [0, 0]],
  ])('%j → %j', (raw, expected) => expect(screenSize(raw)).toEqual(expected));
});

describe('linkRulesOf', () => {
  const win = (innerWidth: number, innerHeight: number) => ({ innerWidth, innerHeight }) as Window;
  it.each([
    [[0, 0], 375, 667, false],
    [[768, 0], 768, 1024, true],
    [[768, 0], 769, 1024, false],
    [[0, 600], 1440, 600, true],
    [[1024, 600], 1440, 900, false],
  ] as const)('disabled below %j in a %d×%d window → %s', (below, width, height, expected) => {
    expect(linkRulesOf({ ...PAGE_SCROLL_LINKS_DEFAULTS, below }).disabled(win(width, height))).toBe(expected);
  });

  const link = (html: string) => {
    document.body.innerHTML = html;
    return document.body.querySelector('a')!;
  };
  it.each([
    // take, exclude, highlight, link → [takes, highlights]
    ['.menu a', '', '', '<nav class="menu"><a href="#one">1</a></nav>', [true, true]],
    ['.menu a', '', '', '<a href="#one">1</a>', [false, false]],
    ['.menu a', '.menu .off', '', '<nav class="menu"><a class="off" href="#one">1</a></nav>', [false, false]],
    ['.menu a', '', '.side a', '<aside class="side"><a href="#one">1</a></aside>', [false, true]],
    ['.menu a', '', '.side a', '<nav class="menu"><a href="#one">1</a></nav>', [true, false]],
    ['.menu a', '.side a', '.side a', '<aside class="side"><a href="#one">1</a></aside>', [false, false]],
  ] as const)('take %s, exclude "%s", highlight "%s": %s → %j', (take, exclude, highlight, html, [takes, highlights]) => {
    const rules = linkRulesOf({ ...PAGE_SCROLL_LINKS_DEFAULTS, take, exclude, highlight });
    const a = link(html);
    expect([rules.takes(a), rules.highlights(a)]).toEqual([takes, highlights]);
  });

  it.each([
    [false, '#one', '', 0],
    [true, '#one', '#one', 1],
    [true, '/services/#two', '#two', 1],
    [true, '#one', '#one', 0], // the address has it already: no second entry
  ] as const)('appendHash %s, a link to %s: the address gets "%s" (%d new history entries)', (appendHash, href, hash, pushes) => {
    const pushState = vi.fn();
    const location = { hash: pushes === 0 && hash ? hash : '' };
    linkRulesOf({ ...PAGE_SCROLL_LINKS_DEFAULTS, appendHash }).started(link(`<a href="${href}">x</a>`), { location, history: { pushState } } as unknown as Window);
    expect(pushState).toHaveBeenCalledTimes(pushes);
    if (pushes) expect(pushState).toHaveBeenCalledWith('', '', hash);
  });
});
