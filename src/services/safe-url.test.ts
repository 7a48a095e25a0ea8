import { describe, expect, it } from 'vitest';
import { siteUrl, webUrl } from './safe-url.ts';

const BASE = 'https://lubrica.example/projects/';

describe('webUrl: http(s) addresses only', () => {
  it.each([
    ['/images/pin.svg', 'https://lubrica.example/images/pin.svg'],
    ['https://cdn.example/pin.png', 'https://cdn.example/pin.png'],
    ['  page/2/  ', 'https://lubrica.example/projects/page/2/'],
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg/>', null],
    ['blob:https://lubrica.example/1', null],
    ['', null],
    [42, null],
    [null, null],
  ])('%o → %o', (value, expected) => {
    expect(webUrl(value, BASE)?.href ?? null).toBe(expected);
  });
});

describe('siteUrl: http(s) on the site\'s own origin', () => {
  it.each([
    ['/projects/page/2/', 'https://lubrica.example/projects/page/2/'],
    ['page/2/', 'https://lubrica.example/projects/page/2/'],
    ['https://lubrica.example/ru/projects/page/2/', 'https://lubrica.example/ru/projects/page/2/'],
    ['https://elsewhere.example/projects/page/2/', null],
    ['//elsewhere.example/x', null],
    ['http://lubrica.example/x', null], // another scheme is another origin
    ['javascript:alert(1)', null],
    ['data:text/html,<p>', null],
    [null, null],
  ])('%o → %o', (value, expected) => {
    expect(siteUrl(value, BASE)?.href ?? null).toBe(expected);
  });

  it('takes the origin it is given over the base\'s (a fetched page read against its own address)', () => {
    expect(siteUrl('/p/', 'https://lubrica.example/', 'https://shop.example')).toBeNull();
  });
});
