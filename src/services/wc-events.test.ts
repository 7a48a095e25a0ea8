import jQuery from 'jquery';
import { afterEach, describe, expect, it } from 'vitest';
import { emitWc, onWc } from './wc-events.ts';

const win = window as Window & { jQuery?: unknown };

describe('wc events bridge', () => {
  afterEach(() => {
    delete win.jQuery;
    document.body.innerHTML = '';
  });

  it('without jQuery: a wc:<name> CustomEvent carries the arguments, and onWc hears it once', () => {
    document.body.innerHTML = '<form id="f"><div id="inner"></div></form>';
    const form = document.getElementById('f')!;
    const heard: unknown[][] = [];
    const mirror: unknown[] = [];
    const off = onWc(form, 'found_variation', (args) => heard.push(args));
    form.addEventListener('wc:found_variation', (event) => mirror.push((event as CustomEvent).detail));
    emitWc(document.getElementById('inner')!, 'found_variation', { variation_id: 7 });
    expect(heard).toEqual([[{ variation_id: 7 }]]);
    expect(mirror).toEqual([[{ variation_id: 7 }]]);
    off();
    emitWc(form, 'found_variation', {});
    expect(heard).toHaveLength(1);
  });

  it('with jQuery: jQuery handlers get the same node and arguments, and our listener runs once', () => {
    win.jQuery = jQuery;
    document.body.innerHTML = '<div id="n"></div>';
    const node = document.getElementById('n')!;
    const viaJQuery: unknown[][] = [];
    jQuery(document.body).on('added_to_cart', (_event: unknown, ...args: unknown[]) => viaJQuery.push(args));
    const ours: unknown[][] = [];
    onWc(document.body, 'added_to_cart', (args) => ours.push(args));
    emitWc(node, 'added_to_cart', { 'div.x': '<div></div>' }, 'hash', 'button');
    expect(viaJQuery).toEqual([[{ 'div.x': '<div></div>' }, 'hash', 'button']]);
    expect(ours).toEqual([[{ 'div.x': '<div></div>' }, 'hash', 'button']]);
  });

  it('with jQuery: events other scripts trigger at us are heard', () => {
    win.jQuery = jQuery;
    const heard: unknown[][] = [];
    onWc(document.body, 'wc_fragment_refresh', (args) => heard.push(args));
    jQuery(document.body).trigger('wc_fragment_refresh', ['reason']);
    expect(heard).toEqual([['reason']]);
  });
});
