import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGalleryPlugin } from './wc-gallery-plugin.ts';
import type { IslandsApi } from '../../src/runtime/bundle-runtime.ts';

const win = window as unknown as { jQuery?: typeof jQuery; themeIslands?: IslandsApi; wc_single_product_params?: unknown };
const fn = jQuery.fn as unknown as Record<string, unknown>;
const gallery = (selector: string) => jQuery(selector) as unknown as { wc_product_gallery(args?: unknown): unknown };

describe('$.fn.wc_product_gallery (the stand-in)', () => {
  afterEach(() => {
    delete fn.wc_product_gallery;
    delete win.jQuery;
    delete win.themeIslands;
    delete win.wc_single_product_params;
    jQuery(document).off('wc-product-gallery-before-init wc-product-gallery-after-init');
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
    win.themeIslands = { scan: (root) => void scanned.push((root as Element).id), whenStarted: () => Promise.resolve(), whenIdle: () => Promise.resolve() };
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

  it('at jQuery\'s ready, with the params printed: before-init and after-init on each gallery, with it and the params, the gallery scanned in between', async () => {
    document.body.innerHTML = '<div class="woocommerce-product-gallery" id="a"></div><div class="woocommerce-product-gallery" id="b"></div>';
    const log: string[] = [];
    const params = { flexslider_enabled: true };
    win.jQuery = jQuery;
    win.wc_single_product_params = params;
    win.themeIslands = { scan: (root) => void log.push(`scan ${(root as Element).id}`), whenStarted: () => Promise.resolve(), whenIdle: () => Promise.resolve() };
    jQuery(document).on('wc-product-gallery-before-init wc-product-gallery-after-init', (event: { type: string }, el: Element, given: unknown) => void log.push(`${event.type} ${el.id}${given === params ? '' : ' (other params)'}`));
    installGalleryPlugin(window);
    await vi.waitFor(() => expect(log).toHaveLength(6));
    expect(log).toEqual(['wc-product-gallery-before-init a', 'scan a', 'wc-product-gallery-after-init a', 'wc-product-gallery-before-init b', 'scan b', 'wc-product-gallery-after-init b']);
  });

  it('without the params printed: no events, as WooCommerce\'s script stops', async () => {
    document.body.innerHTML = '<div class="woocommerce-product-gallery"></div>';
    const heard: string[] = [];
    win.jQuery = jQuery;
    win.themeIslands = { scan: () => {}, whenStarted: () => Promise.resolve(), whenIdle: () => Promise.resolve() };
    jQuery(document).on('wc-product-gallery-before-init wc-product-gallery-after-init', (event: { type: string }) => void heard.push(event.type));
    installGalleryPlugin(window);
    // jQuery's ready handlers in order, then a task for what they started to settle.
    await new Promise<void>((ready) => jQuery(() => ready()));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(heard).toEqual([]);
  });
});
