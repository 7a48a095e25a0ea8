import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGalleryPlugin } from './wc-gallery-plugin.ts';

type Runtime = { scan(root: Element): void; whenIdle(): Promise<void> };
const win = window as unknown as { jQuery?: typeof jQuery; themeIslands?: Runtime };
const fn = jQuery.fn as unknown as Record<string, unknown>;
const gallery = (selector: string) => jQuery(selector) as unknown as { wc_product_gallery(args?: unknown): unknown };

describe('$.fn.wc_product_gallery (the stand-in)', () => {
  afterEach(() => {
    delete fn.wc_product_gallery;
    delete win.jQuery;
    delete win.themeIslands;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('without jQuery on the page: nothing is given', () => {
    installGalleryPlugin(window);
    expect('wc_product_gallery' in fn).toBe(false);
  });

  it('returns the set, and once the bundle has started scans each gallery of it', async () => {
    document.body.innerHTML = '<div class="woocommerce-product-gallery" id="a"></div><div class="woocommerce-product-gallery" id="b"></div>';
    const scanned: string[] = [];
    win.jQuery = jQuery;
    win.themeIslands = { scan: (root) => void scanned.push(root.id), whenIdle: () => Promise.resolve() };
    installGalleryPlugin(window);
    const set = gallery('.woocommerce-product-gallery');
    expect(set.wc_product_gallery()).toBe(set);
    await vi.waitFor(() => expect(scanned).toEqual(['a', 'b']));
  });

  it('without the bundle on the page: one console line', async () => {
    document.body.innerHTML = '<div class="woocommerce-product-gallery"></div>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    win.jQuery = jQuery;
    installGalleryPlugin(window);
    gallery('.woocommerce-product-gallery').wc_product_gallery();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[theme] product-gallery: $.fn.wc_product_gallery dropped: the bundle is not on the page'));
  });
});
