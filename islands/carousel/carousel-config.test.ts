import { describe, expect, it } from 'vitest';
import { AUTOPLAY_DEFAULT_MS, carouselSettings, itemsPerView, readAutoplay, readColumns } from './carousel-config.ts';

const OWL = { slide: 200, pagination: 800, rewind: 1000 };
const GALLERY = { slide: 800, pagination: 1000, rewind: 1000 };

describe('carouselSettings per kind', () => {
  it.each([
    ['partners', { columns: '2', autoplay: 'yes' }, { enabled: true, columns: 5, autoplay: 0, arrows: false, dots: false, speeds: OWL }],
    ['testimonial', { iscarousel: 'yes', columns: '2', autoplay: 'true' }, { enabled: true, columns: 2, autoplay: 5000, arrows: false, dots: true, speeds: OWL }],
    ['testimonial', { iscarousel: 'no', columns: '2' }, { enabled: false, columns: 2, autoplay: 0, arrows: false, dots: true, speeds: OWL }],
    ['testimonial2', { autoplay: '7000', columns: '3' }, { enabled: true, columns: 1, autoplay: 7000, arrows: false, dots: true, speeds: OWL }],
    ['testimonial3', { autoplay: 'false' }, { enabled: true, columns: 1, autoplay: 0, arrows: false, dots: true, speeds: OWL }],
    ['post', { columns: '2', autoplay: 'no' }, { enabled: true, columns: 2, autoplay: 0, arrows: false, dots: true, speeds: OWL }],
    ['product', { columns: '6', autoplay: '4000' }, { enabled: true, columns: 4, autoplay: 4000, arrows: false, dots: true, speeds: OWL }],
    ['service', { iscarousel: '0', columns: 3 }, { enabled: false, columns: 3, autoplay: 0, arrows: false, dots: true, speeds: OWL }],
    ['project', { columns: '1', autoplay: 'false' }, { enabled: true, columns: 4, autoplay: 5000, arrows: true, dots: false, speeds: OWL }],
    ['project-gallery', {}, { enabled: true, columns: 1, autoplay: 5000, arrows: false, dots: true, speeds: GALLERY }],
    ['project-gallery', { autoplay: 'false' }, { enabled: true, columns: 1, autoplay: 0, arrows: false, dots: true, speeds: GALLERY }],
    ['related', { columns: '4' }, { enabled: true, columns: 3, autoplay: 0, arrows: true, dots: false, speeds: OWL }],
  ] as const)('%s with %o', (kind, config, expected) => {
    expect(carouselSettings(kind, config)).toEqual(expected);
  });

  it.each([undefined, null, 'columns=3', 42, ['3'], { columns: 'three', autoplay: 'soon', iscarousel: 'maybe' }])(
    'bad or missing config %o gives the defaults',
    (raw) => {
      expect(carouselSettings('post', raw)).toEqual({ enabled: true, columns: 3, autoplay: 0, arrows: false, dots: true, speeds: OWL });
    },
  );
});

describe('readColumns', () => {
  it.each([
    ['3', 3],
    [2, 2],
    ['0', 4],
    ['-1', 4],
    ['2.5', 4],
    ['7', 4],
    ['', 4],
    [null, 4],
    ['5', 4],
  ])('%o → %i (default 4, max 4)', (value, expected) => {
    expect(readColumns(value, 4, 4)).toBe(expected);
  });
});

describe('readAutoplay', () => {
  it.each([
    [true, AUTOPLAY_DEFAULT_MS],
    ['yes', AUTOPLAY_DEFAULT_MS],
    ['1', AUTOPLAY_DEFAULT_MS],
    ['3000', 3000],
    [8000, 8000],
    ['false', 0],
    ['', 0],
    ['no', 0],
    ['100', 1234],
    ['soon', 1234],
    [{}, 1234],
    [undefined, 1234],
  ])('%o → %i', (value, expected) => {
    expect(readAutoplay(value, 1234)).toBe(expected);
  });
});

describe('itemsPerView: the default breakpoints', () => {
  it.each([
    [4, 1440, 4],
    [4, 1200, 4],
    [4, 1199, 4],
    [4, 1000, 4],
    [4, 979, 3],
    [4, 800, 3],
    [4, 768, 2],
    [4, 600, 2],
    [4, 479, 1],
    [4, 375, 1],
    [5, 1440, 5],
    [5, 1199, 4],
    [3, 1440, 3],
    [3, 800, 3],
    [3, 700, 2],
    [1, 1440, 1],
    [2, 375, 1],
  ])('%i columns at %i px → %i', (columns, width, expected) => {
    expect(itemsPerView(columns, width)).toBe(expected);
  });
});

