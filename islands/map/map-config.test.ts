import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTION, DEFAULT_TILES, DEFAULT_ZOOM, mapSettings, safeUrl, tileTemplate } from './map-config.ts';

const BASE = 'https://lubrica.example/contacts/';

describe('mapSettings', () => {
  it('reads a single-marker map as PHP prints it', () => {
    const result = mapSettings({ style: '0', number: '1', lat: '56.9496', lng: '24.1052', zoom: '12', marker: '/images/map/pin.svg', info: '<b>Riga</b>', tiles: '/tiles/{style}/{z}/{x}/{y}.svg' }, BASE);
    expect(result).toEqual({
      ok: true,
      settings: { style: 0, zoom: 12, markers: [{ lat: 56.9496, lng: 24.1052, info: '<b>Riga</b>' }], markerIcon: '/images/map/pin.svg', tiles: '/tiles/{style}/{z}/{x}/{y}.svg', attribution: '', filterStyle: false },
    });
  });

  it('reads several markers from arrays, cut to number', () => {
    const result = mapSettings({ style: '1', number: '2', lat: ['56.95', '59.43', '54.68'], lng: ['24.10', '24.75', '25.27'], info: ['Riga', 'Tallinn', 'Vilnius'] }, BASE);
    expect(result.ok && result.settings.markers).toEqual([
      { lat: 56.95, lng: 24.1, info: 'Riga' },
      { lat: 59.43, lng: 24.75, info: 'Tallinn' },
    ]);
    expect(result.ok && result.settings.style).toBe(1);
  });

  it.each([
    [{}, 'missing'],
    [{ zoom: '0' }, '0'],
    [{ zoom: '19' }, '19'],
    [{ zoom: '9.5' }, '9.5'],
    [{ zoom: 'close' }, 'text'],
  ] as Array<[Record<string, string>, string]>)('zoom %o (%s) gives the default', (extra) => {
    const result = mapSettings({ lat: '56', lng: '24', ...extra }, BASE);
    expect(result.ok && result.settings.zoom).toBe(DEFAULT_ZOOM);
  });

  it('leaves out markers with a bad lat or lng, and takes no info as no info window', () => {
    const result = mapSettings({ lat: ['56', 'north', '95', '54'], lng: ['24', '25', '25', '25'], info: ['A'] }, BASE);
    expect(result.ok && result.settings.markers).toEqual([
      { lat: 56, lng: 24, info: 'A' },
      { lat: 54, lng: 25, info: '' },
    ]);
  });

  it.each([undefined, null, 'lat=56', [1, 2], { lat: 'x', lng: 'y' }, { lat: ['56'], lng: [] }])('%o is an error', (raw) => {
    expect(mapSettings(raw, BASE).ok).toBe(false);
  });

  it('takes the style from "1" only, defaults otherwise', () => {
    expect(mapSettings({ lat: 1, lng: 1, style: 1 }, BASE).ok && mapSettings({ lat: 1, lng: 1, style: 1 }, BASE)).toMatchObject({ settings: { style: 1 } });
    expect(mapSettings({ lat: 1, lng: 1, style: 'dark' }, BASE)).toMatchObject({ settings: { style: 0 } });
  });

  it('refuses marker and tile URLs that are not http(s), and tile templates without {z}/{x}/{y}: OpenStreetMap tiles instead', () => {
    expect(mapSettings({ lat: 1, lng: 1, marker: 'javascript:alert(1)', tiles: 'data:image/png,xx{z}{x}{y}', attribution: 'Mine' }, BASE)).toMatchObject({ settings: { markerIcon: null, tiles: DEFAULT_TILES, attribution: DEFAULT_ATTRIBUTION } });
    expect(mapSettings({ lat: 1, lng: 1, tiles: '/tiles/map.png' }, BASE)).toMatchObject({ settings: { tiles: DEFAULT_TILES } });
  });

  it.each([
    // tiles, style → the tiles used, credited, and whether style 1 is drawn by the filter
    [undefined, '0', DEFAULT_TILES, DEFAULT_ATTRIBUTION, false],
    [undefined, '1', DEFAULT_TILES, DEFAULT_ATTRIBUTION, true],
    ['https://tiles.example/{z}/{x}/{y}.png', '1', 'https://tiles.example/{z}/{x}/{y}.png', 'Example', true],
    ['/tiles/{style}/{z}/{x}/{y}.svg', '1', '/tiles/{style}/{z}/{x}/{y}.svg', 'Example', false],
  ])('tiles %o, style %s: %s, filtered %s', (tiles, style, expected, attribution, filterStyle) => {
    const result = mapSettings({ lat: 1, lng: 1, style, ...(tiles ? { tiles, attribution: 'Example' } : {}) }, BASE);
    expect(result).toMatchObject({ settings: { tiles: expected, attribution, filterStyle } });
  });
});

describe('safeUrl and tileTemplate', () => {
  it.each([
    ['/images/pin.svg', '/images/pin.svg'],
    ['https://cdn.example/pin.png', 'https://cdn.example/pin.png'],
    ['javascript:alert(1)', null],
    ['', null],
    [42, null],
  ])('%o → %o', (value, expected) => {
    expect(safeUrl(value, BASE)).toBe(expected);
  });

  it('fills in the style', () => {
    expect(tileTemplate('/tiles/{style}/{z}/{x}/{y}.svg', 1)).toBe('/tiles/1/{z}/{x}/{y}.svg');
  });
});
