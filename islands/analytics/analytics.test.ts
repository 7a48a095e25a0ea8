import { describe, expect, it } from 'vitest';
import { campaignOf } from './campaign.ts';
import { matchClick } from './match-click.ts';
import { isBot, viewTiming } from './skip-tracking.ts';
import { DEFAULT_RULES, readTrackingConfig } from './tracking-config.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('isBot', () => {
  it.each([
    [CHROME, false, false],
    [CHROME, true, true],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', false, true],
    ['Mozilla/5.0 (compatible; SemrushBot/7~bl)', false, true],
    ['Mozilla/5.0 … Chrome-Lighthouse', false, true],
    ['Screaming Frog SEO Spider/19.0', false, true],
    ['Mozilla/5.0 (compatible; YandexCrawling)', false, true],
    ['Mozilla/5.0 (compatible; MJ12crawler)', false, true],
  ] as const)('%s, webdriver %s → bot %s', (userAgent, webdriver, bot) => {
    expect(isBot({ userAgent, webdriver })).toBe(bot);
  });
});

describe('viewTiming', () => {
  it.each([
    ['visible', undefined, 'now'],
    ['hidden', false, 'now'],
    ['hidden', true, 'on-activation'],
    ['prerender', undefined, 'never'],
  ] as const)('visibilityState %s, prerendering %s → %s', (visibilityState, prerendering, timing) => {
    expect(viewTiming({ visibilityState: visibilityState as DocumentVisibilityState, prerendering })).toBe(timing);
  });
});

describe('campaignOf', () => {
  it('keeps the raw campaign values and drops the rest', () => {
    expect(campaignOf('?utm_source=news%20letter&utm_medium=email&x=1&gclid=abc&utm_term')).toEqual({ utm_source: 'news%20letter', utm_medium: 'email', gclid: 'abc' });
    expect(campaignOf('')).toEqual({});
  });
});

describe('readTrackingConfig', () => {
  it('keeps the payload as printed and fills the defaults', () => {
    const config = readTrackingConfig('{"payload":{"resource":"singular","singular_id":12,"page":1},"signature":"abc"}', '/ru');
    expect(JSON.stringify(config.payload)).toBe('{"resource":"singular","singular_id":12,"page":1}');
    expect(config.searchUrl).toBe('/ru/wp-json/iawp/search');
    expect(config.linkRules).toBe(DEFAULT_RULES);
    expect(config.clickUrl).toBe('/wp-content/plugins/independent-analytics/iawp-click-endpoint.php');
  });
  it.each(['{"payload":', '[]', '{"signature":"x"}', '{"payload":{},"signature":""}'])('rejects %s', (text) => {
    expect(() => readTrackingConfig(text, '')).toThrow();
  });
  it('a free (not Pro) page records no clicks', () => {
    expect(readTrackingConfig('{"payload":{},"signature":"s","isPro":false}', '').clickUrl).toBeNull();
  });
});

describe('matchClick', () => {
  const location = { href: 'https://lubrica.lv/ru/contacts/', host: 'lubrica.lv' };
  function el(html: string, selector: string): Element {
    document.body.innerHTML = html;
    return document.querySelector(selector)!;
  }
  const nest = (depth: number, inner: string) => '<div>'.repeat(depth) + inner + '</div>'.repeat(depth);

  it.each([
    ['a PDF', '<a id="t" href="/files/sds.PDF">SDS</a>', { href: 'https://lubrica.lv/files/sds.PDF', classes: '', ids: 't' }],
    ['mailto', '<a id="t" href="mailto:info@lubrica.lv">mail</a>', { href: 'mailto:info@lubrica.lv', classes: '', ids: 't' }],
    ['tel', '<a id="t" href="tel:+37167000000">call</a>', { href: 'tel:+37167000000', classes: '', ids: 't' }],
    ['a tracked class', '<a id="t" class="x safety-data-sheet" href="/sds/">SDS</a>', { href: 'https://lubrica.lv/sds/', classes: 'x safety-data-sheet', ids: 't' }],
    ['an ancestor 6 levels up', `<div class="footer" id="f">${nest(5, '<a id="t" href="/a/">a</a>')}</div>`, { href: 'https://lubrica.lv/a/', classes: '', ids: 't f' }],
    ['a button', '<button id="t" class="button">Go</button>', { href: '', classes: 'button', ids: 't' }],
  ])('%s is recorded', (_name, html, record) => {
    expect(matchClick(el(html, '#t'), DEFAULT_RULES, location)).toEqual(record);
  });

  it.each([
    ['a plain link', '<a id="t" href="/about/">About</a>'],
    ['an ancestor 7 levels up', `<div class="footer">${nest(6, '<a id="t" href="/a/">a</a>')}</div>`],
    ['a page link named like a PDF folder', '<a id="t" href="/pdf/list/">list</a>'],
  ])('%s is not', (_name, html) => {
    expect(matchClick(el(html, '#t'), DEFAULT_RULES, location)).toBeNull();
  });

  it('domain, subdirectory and external rules', () => {
    const a = el('<a id="t" href="https://www.partner.lt/x">p</a>', '#t');
    expect(matchClick(a, [{ type: 'domain', value: 'partner.lt' }], location)).not.toBeNull();
    expect(matchClick(a, [{ type: 'external', value: '' }], location)).not.toBeNull();
    expect(matchClick(el('<a id="t" href="/docs/a/">d</a>', '#t'), [{ type: 'subdirectory', value: 'docs' }], location)).not.toBeNull();
    expect(matchClick(el('<a id="t" href="/docs/a/">d</a>', '#t'), [{ type: 'external', value: '' }], location)).toBeNull();
  });
});
