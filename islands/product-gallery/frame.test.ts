import { afterEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../tests/support/fixture-dom.ts';
import { emitWc } from '../../src/services/wc-events.ts';
import { answerProductGallery, frameOf, prepareProductGallery } from './frame.ts';

const PRODUCT = '/product/hydraulic-oil-hlp-46/';
const gallery = () => document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
/** A dragstart on each slide's image and link: which ones something cancelled. */
const cancelledDrags = () =>
  Array.from(gallery().querySelectorAll('.woocommerce-product-gallery__wrapper a, .woocommerce-product-gallery__wrapper img')).map((node) => !node.dispatchEvent(new Event('dragstart', { bubbles: true, cancelable: true })));

describe("prepareProductGallery: the browser's own drag of a slide", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is cancelled on every slide link and image while the frame is drawn, and the server markup is given back as it was', () => {
    loadFixture(PRODUCT);
    const server = gallery().outerHTML;
    expect(cancelledDrags().length).toBeGreaterThan(3);
    expect(new Set(cancelledDrags())).toEqual(new Set([false]));
    const undo = prepareProductGallery(gallery(), document);
    expect(new Set(cancelledDrags())).toEqual(new Set([true]));
    undo();
    expect(new Set(cancelledDrags())).toEqual(new Set([false]));
    // Only the opacity the entry made visible stays.
    expect(gallery().outerHTML.replace(/ style="[^"]*"/g, '')).toBe(server.replace(/ style="[^"]*"/g, ''));
  });
});

describe('prepareProductGallery: a gallery of one image', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is not framed for sliding, as flexslider does not start for it: no viewport, no thumbnails, the trigger once however often it is prepared; the undo gives the server markup back', () => {
    loadFixture(PRODUCT);
    for (const slide of Array.from(gallery().querySelectorAll('.woocommerce-product-gallery__image')).slice(1)) slide.remove();
    const server = gallery().outerHTML;
    const undo = prepareProductGallery(gallery(), document);
    const children = () => Array.from(gallery().children, (child) => child.className);
    expect(children()).toEqual(['woocommerce-product-gallery__trigger', 'woocommerce-product-gallery__wrapper']);
    expect(frameOf(gallery())).toMatchObject({ viewport: null, thumbs: [] });
    const again = prepareProductGallery(gallery(), document);
    expect(children()).toEqual(['woocommerce-product-gallery__trigger', 'woocommerce-product-gallery__wrapper']);
    again();
    undo();
    expect(gallery().outerHTML.replace(/ style="[^"]*"/g, '')).toBe(server.replace(/ style="[^"]*"/g, ''));
  });

  it('a gallery that slides, with a trigger the theme printed, is framed all the same: its viewport and thumbnails drawn (the trigger is what marks a single image drawn)', () => {
    loadFixture(PRODUCT);
    const theirs = document.createElement('a');
    theirs.className = 'woocommerce-product-gallery__trigger';
    gallery().prepend(theirs);
    const undo = prepareProductGallery(gallery(), document);
    expect(frameOf(gallery()).viewport).not.toBeNull();
    expect(frameOf(gallery()).thumbs.length).toBeGreaterThan(2);
    undo();
  });
});

describe('answerProductGallery: a thumbnail clicked before the view came', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('dir');
  });

  const slideMarks = () => Array.from(gallery().querySelectorAll('.woocommerce-product-gallery__image')).map((slide) => slide.classList.contains('flex-active-slide'));
  const thumbMarks = () => frameOf(gallery()).thumbs.map((img) => [img.classList.contains('flex-active'), img.getAttribute('aria-current')]);
  const track = () => gallery().querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper')!;

  it('slides the track to its image by whole slides and marks it as flexslider does; the undo gives the server markup back', () => {
    loadFixture(PRODUCT);
    const server = gallery().outerHTML;
    const undo = prepareProductGallery(gallery(), document);
    expect(slideMarks()[0]).toBe(true);
    const thumbs = frameOf(gallery()).thumbs;
    expect(thumbs.length).toBeGreaterThan(2);

    expect(answerProductGallery(gallery(), thumbs[2]!, document)).toBe(true);
    expect(track().style.transform).toBe('translateX(-200%)');
    expect(slideMarks()).toEqual(thumbs.map((_img, at) => at === 2));
    expect(thumbMarks()).toEqual(thumbs.map((_img, at) => (at === 2 ? [true, 'true'] : [false, null])));

    expect(answerProductGallery(gallery(), thumbs[0]!, document)).toBe(true);
    expect(track().style.transform).toBe('translateX(0%)');
    expect(slideMarks()).toEqual(thumbs.map((_img, at) => at === 0));

    answerProductGallery(gallery(), thumbs[1]!, document);
    undo();
    expect(track().style.transform).toBe('');
    expect(gallery().outerHTML.replace(/ style="[^"]*"/g, '')).toBe(server.replace(/ style="[^"]*"/g, ''));
  });

  it("goes back to the first slide at the variation form's reset before the view; once embla places the track, leaves the reset to the view", () => {
    loadFixture(PRODUCT);
    prepareProductGallery(gallery(), document);
    const thumbs = frameOf(gallery()).thumbs;
    answerProductGallery(gallery(), thumbs[2]!, document);
    emitWc(gallery(), 'woocommerce_gallery_reset_slide_position');
    expect(track().style.transform).toBe('translateX(0%)');
    expect(slideMarks()).toEqual(thumbs.map((_img, at) => at === 0));

    answerProductGallery(gallery(), thumbs[1]!, document);
    // The view mounted: embla's placement of slide 1.
    track().style.transform = 'translate3d(-433px, 0px, 0px)';
    emitWc(gallery(), 'woocommerce_gallery_reset_slide_position');
    expect(track().style.transform).toBe('translate3d(-433px, 0px, 0px)');
    expect(slideMarks()).toEqual(thumbs.map((_img, at) => at === 1));
  });

  it('slides the other way on a right-to-left page', () => {
    loadFixture(PRODUCT);
    document.documentElement.dir = 'rtl';
    prepareProductGallery(gallery(), document);
    expect(answerProductGallery(gallery(), frameOf(gallery()).thumbs[1]!, document)).toBe(true);
    expect(track().style.transform).toBe('translateX(100%)');
  });

  it('leaves a click it does not answer to be held (the list around the thumbnails)', () => {
    loadFixture(PRODUCT);
    prepareProductGallery(gallery(), document);
    expect(answerProductGallery(gallery(), gallery().querySelector<HTMLElement>('.flex-control-thumbs')!, document)).toBe(false);
    expect(slideMarks()[0]).toBe(true);
  });
});
