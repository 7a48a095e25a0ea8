import jQuery from 'jquery';
import { afterEach, describe, expect, it } from 'vitest';
import { askWc, bridgeJQueryClicks, emitWc, jQueryArrived, jQueryData, onDomEvent, onWc, wcNode } from './wc-events.ts';
import { provideJQueryStatic } from './jquery-method.ts';

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

  it('jQuery arriving later: listeners made without it move onto it (events triggered through it are heard, once each); statics are given to it', () => {
    document.body.innerHTML = '<div id="n"></div>';
    const node = document.getElementById('n')!;
    const heard: unknown[][] = [];
    const changes: string[] = [];
    onWc(document.body, 'updated_wc_div', (args) => heard.push(args));
    const offChange = onDomEvent(node, 'change', () => changes.push('change'));
    const scroll = () => 'ours';
    provideJQueryStatic(document, 'scroll_to_notices', scroll);
    emitWc(document.body, 'updated_wc_div', 'before');
    expect(heard).toEqual([['before']]);

    win.jQuery = jQuery;
    jQueryArrived(document);
    expect((jQuery as unknown as Record<string, unknown>)['scroll_to_notices']).toBe(scroll);
    jQuery(document.body).trigger('updated_wc_div', ['through jQuery']);
    emitWc(document.body, 'updated_wc_div', 'ours');
    expect(heard).toEqual([['before'], ['through jQuery'], ['ours']]);
    jQuery(node).trigger('change');
    node.dispatchEvent(new Event('change'));
    expect(changes).toEqual(['change', 'change']);
    offChange();
    jQuery(node).trigger('change');
    expect(changes).toHaveLength(2);
    delete (jQuery as unknown as Record<string, unknown>)['scroll_to_notices'];
  });

  it('wcNode wraps a node in jQuery only when jQuery is on the page', () => {
    document.body.innerHTML = '<a id="b"></a>';
    const button = document.getElementById('b')!;
    expect(wcNode(button)).toBe(button);
    win.jQuery = jQuery;
    const wrapped = wcNode(button) as JQuery;
    expect(wrapped.jquery).toBeTruthy();
    expect(wrapped[0]).toBe(button);
  });

  it('askWc: a jQuery handler returning false, or a mirror listener preventing the default, says no', () => {
    const body = document.body;
    expect(askWc(body, 'should_send_ajax_request.adding_to_cart', 'btn')).toBe(true);
    const veto = (event: Event) => event.preventDefault();
    body.addEventListener('wc:should_send_ajax_request.adding_to_cart', veto);
    expect(askWc(body, 'should_send_ajax_request.adding_to_cart', 'btn')).toBe(false);
    body.removeEventListener('wc:should_send_ajax_request.adding_to_cart', veto);
    win.jQuery = jQuery;
    const seen: unknown[] = [];
    jQuery(body).on('should_send_ajax_request.adding_to_cart', (_event: unknown, button: unknown) => {
      seen.push(button);
      return false;
    });
    expect(askWc(body, 'should_send_ajax_request.adding_to_cart', 'btn')).toBe(false);
    expect(seen).toEqual(['btn']);
    jQuery(body).off('should_send_ajax_request.adding_to_cart');
    expect(askWc(body, 'should_send_ajax_request.adding_to_cart', 'btn')).toBe(true);
  });

  it('onDomEvent hears a native change once, and with jQuery also a jQuery-triggered one; with a selector, only those of the elements it names', () => {
    document.body.innerHTML = '<form id="f"><select id="s"><option>a</option></select><input id="other"></form>';
    const form = document.getElementById('f')!;
    const select = document.getElementById('s')!;
    const other = document.getElementById('other')!;
    const heard: Array<EventTarget | null> = [];
    const off = onDomEvent(form, 'change', (event) => heard.push(event.target), { selector: 'select' });
    select.dispatchEvent(new Event('change', { bubbles: true }));
    other.dispatchEvent(new Event('change', { bubbles: true }));
    expect(heard).toEqual([select]);
    off();
    win.jQuery = jQuery;
    onDomEvent(form, 'change', (event) => heard.push(event.target), { selector: 'select' });
    select.dispatchEvent(new Event('change', { bubbles: true }));
    jQuery(select).trigger('change');
    jQuery(other).trigger('change');
    expect(heard).toEqual([select, select, select]);
    jQuery(form).off();
  });

  it('our jQuery listeners on the document are delegated to what they are for: another script\'s delegated handler that reads event.currentTarget after the dispatch (cart.js, in its answer) still finds its element', () => {
    win.jQuery = jQuery;
    document.body.innerHTML =
      '<form class="woocommerce-ordering"><select class="orderby"><option>a</option></select></form>' +
      '<div class="cart_totals"><input type="radio" id="shipping_method_0_flat_rate1" name="shipping_method[0]"><a id="remove" href="#r"><span>x</span></a></div>';
    const radio = document.getElementById('shipping_method_0_flat_rate1')!;
    const link = document.getElementById('remove')!;
    const events: Array<{ currentTarget: EventTarget }> = [];
    const keep = (event: { currentTarget: EventTarget }) => void events.push(event);
    // As cart.js and a theme listen: delegated from the document.
    jQuery(document).on('change', ':input[name^=shipping_method]', keep);
    jQuery(document).on('click', '.cart_totals a', keep);
    const listening = new AbortController();
    try {
      onDomEvent(document, 'change', () => undefined, { selector: '.woocommerce-ordering select.orderby', signal: listening.signal });
      bridgeJQueryClicks(document);
      radio.dispatchEvent(new Event('change', { bubbles: true }));
      jQuery(radio).trigger('change');
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      jQuery(link).trigger('click');
      expect(events.map((event) => event.currentTarget)).toEqual([radio, radio, link, link]);
    } finally {
      listening.abort();
      jQuery(document).off();
    }
  });

  it('jQueryData reads what jQuery stored, and nothing without jQuery', () => {
    document.body.innerHTML = '<form id="f" data-product_variations="[1]"></form>';
    const form = document.getElementById('f')!;
    expect(jQueryData(form, 'product_variations')).toBeUndefined();
    win.jQuery = jQuery;
    expect(jQueryData(form, 'product_variations')).toEqual([1]);
    jQuery(form).data('product_variations', [2]);
    expect(jQueryData(form, 'product_variations')).toEqual([2]);
  });

  it('bridgeJQueryClicks: a click jQuery code makes on a link reaches native listeners once, unfollowed, and jQuery\'s handlers once; native clicks and a button\'s are not made twice; set once jQuery arrives', () => {
    document.body.innerHTML = '<a id="tab" href="#tab-reviews">Reviews</a><button id="add">Add</button>';
    const link = document.getElementById('tab')!;
    const button = document.getElementById('add')!;
    const native: Array<{ id: string; trusted: boolean; event: Event }> = [];
    const listening = new AbortController();
    document.addEventListener('click', (event) => native.push({ id: (event.target as Element).id, trusted: event.isTrusted, event }), { signal: listening.signal });
    const heard = () => native.map(({ id }) => id);
    try {
      // No jQuery yet: the bridge waits for it.
      bridgeJQueryClicks(document);
      win.jQuery = jQuery;
      const viaJQuery: string[] = [];
      jQuery(document).on('click.test', (event: { target: Element }) => viaJQuery.push(event.target.id));
      jQuery(link).trigger('click');
      expect(heard()).toEqual([]);
      jQueryArrived(document);
      jQuery(link).trigger('click');
      expect(heard()).toEqual(['tab']);
      expect(native[0]!.event.defaultPrevented).toBe(true);
      expect(viaJQuery).toEqual(['tab', 'tab']);
      // A native click: heard once natively, jQuery's handlers once.
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(heard()).toEqual(['tab', 'tab']);
      expect(native[1]!.event.defaultPrevented).toBe(false);
      expect(viaJQuery).toEqual(['tab', 'tab', 'tab']);
      // A button: jQuery makes the native click itself.
      jQuery(button).trigger('click');
      expect(heard()).toEqual(['tab', 'tab', 'add']);
      expect(viaJQuery).toEqual(['tab', 'tab', 'tab', 'add']);
    } finally {
      listening.abort();
      jQuery(document).off('click');
    }
  });
});
