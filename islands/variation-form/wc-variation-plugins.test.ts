import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAKE } from '../../src/runtime/wake.ts';
import { installVariationPlugins } from './wc-variation-plugins.ts';

type Plugins = Record<string, (...args: unknown[]) => unknown>;
type Runtime = { scan(root: Element): void; whenIdle(): Promise<void> };
type PluginWindow = { jQuery?: typeof jQuery; themeIslands?: Runtime };
const win = window as unknown as PluginWindow;
const fn = jQuery.fn as unknown as Record<string, unknown>;
const NAMES = ['wc_variation_form', 'wc_set_content', 'wc_reset_content', 'wc_set_variation_attr', 'wc_reset_variation_attr', 'wc_maybe_trigger_slide_position_reset', 'wc_variations_image_update', 'wc_variations_image_reset'];
const $ = (selector: string) => jQuery(selector) as unknown as Plugins;

describe('WooCommerce\'s variation jQuery plugins (the stand-in)', () => {
  afterEach(() => {
    for (const name of NAMES) delete fn[name];
    delete win.jQuery;
    delete win.themeIslands;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('without jQuery on the page: nothing is given', () => {
    installVariationPlugins(window);
    expect(NAMES.filter((name) => name in fn)).toEqual([]);
  });

  it('wc_variation_form returns the set; once the bundle has started it wakes a form not mounted yet and has a mounted one read its variations again', async () => {
    document.body.innerHTML = '<form class="variations_form" id="new"></form><form class="variations_form" id="old" data-island-state="mounted"></form>';
    const woken: string[] = [];
    const scanned: string[] = [];
    for (const form of document.forms) form.addEventListener(WAKE, () => woken.push(form.id));
    const reloaded: string[] = [];
    win.jQuery = jQuery;
    jQuery(document).on('reload_product_variations', (event: { target: Element }) => void reloaded.push(event.target.id));
    win.themeIslands = { scan: (root) => void scanned.push(root.id), whenIdle: () => Promise.resolve() };
    installVariationPlugins(window);
    const set = $('form');
    expect(set.wc_variation_form!()).toBe(set);
    await vi.waitFor(() => expect(woken).toEqual(['new']));
    expect(scanned).toEqual(['new']);
    expect(reloaded).toEqual(['old']);
    jQuery(document).off('reload_product_variations');
  });

  it('wc_variation_form without the bundle on the page: one console line', async () => {
    document.body.innerHTML = '<form class="variations_form"></form>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    win.jQuery = jQuery;
    installVariationPlugins(window);
    $('form').wc_variation_form!();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[theme] variation-form: $.fn.wc_variation_form dropped: the bundle is not on the page'));
  });

  it('the helpers act on each element of the set and chain; another script\'s plugin is kept', () => {
    document.body.innerHTML = '<span class="sku">A</span><span class="sku">B</span><img alt="x">';
    win.jQuery = jQuery;
    const theirs = vi.fn();
    fn.wc_reset_content = theirs;
    installVariationPlugins(window);
    const skus = $('.sku');
    expect(skus.wc_set_content!('C')).toBe(skus);
    expect(Array.from(document.querySelectorAll('.sku'), (el) => [el.textContent, el.getAttribute('data-o_content')])).toEqual([['C', 'A'], ['C', 'B']]);
    $('.sku').wc_reset_content!();
    expect(theirs).toHaveBeenCalledOnce();
    $('img').wc_set_variation_attr!('alt', 'y');
    $('img').wc_reset_variation_attr!('alt');
    expect([document.querySelector('img')!.getAttribute('alt'), document.querySelector('img')!.getAttribute('data-o_alt')]).toEqual(['x', 'x']);
  });
});
