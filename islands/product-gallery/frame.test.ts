import { afterEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../tests/support/fixture-dom.ts';
import { prepareProductGallery } from './frame.ts';

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
