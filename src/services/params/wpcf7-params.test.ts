import { afterEach, describe, expect, it, vi } from 'vitest';
import { recaptchaParams } from './wpcf7-params.ts';

const win = window as Window & { wpcf7_recaptcha?: unknown };

/** A fresh page (read-params memoizes per document) at https://shop.example/contacts/ printing `printed`. */
function pagePrinting(printed: unknown): Document {
  win.wpcf7_recaptcha = printed;
  const doc = document.implementation.createHTMLDocument('t');
  const base = doc.createElement('base');
  base.href = 'https://shop.example/contacts/';
  doc.head.append(base);
  return doc;
}

afterEach(() => {
  delete win.wpcf7_recaptcha;
  vi.restoreAllMocks();
});

describe('recaptchaParams: the token provider\'s script only from a web address', () => {
  it.each([
    ['Google\'s, as WordPress prints it', 'https://www.google.com/recaptcha/api.js', 'https://www.google.com/recaptcha/api.js'],
    ['a stand-in on the site, relative', '/standins/recaptcha.js', 'https://shop.example/standins/recaptcha.js'],
  ])('%s', (_title, apiUrl, expected) => {
    expect(recaptchaParams(pagePrinting({ sitekey: 'key', api_url: apiUrl }))).toMatchObject({ sitekey: 'key', apiUrl: expected });
  });

  it.each([
    ['empty', ''],
    ['a data: script', 'data:text/javascript,alert(1)'],
    ['javascript:', 'javascript:alert(1)'],
    ['malformed', 'https://[bad'],
  ])('%s: no provider, no token, and a warning naming the address', (_title, apiUrl) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(recaptchaParams(pagePrinting({ sitekey: 'key', api_url: apiUrl }))).toBeNull();
    expect(warn).toHaveBeenCalledWith(`[theme] wpcf7_recaptcha.api_url ${JSON.stringify(apiUrl)} is not a web address; forms are sent without a human-check token`);
  });

  it('a site without the module, or without a site key: nothing, silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    delete win.wpcf7_recaptcha;
    expect(recaptchaParams(document.implementation.createHTMLDocument('t'))).toBeNull();
    expect(recaptchaParams(pagePrinting({ sitekey: '' }))).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
