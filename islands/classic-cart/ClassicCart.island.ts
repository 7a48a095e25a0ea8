import type { IslandModule } from '../../src/runtime/define.ts';
import { jQueryArrived } from '../../src/services/wc-events.ts';
import { CART_HANDLE, ITEM_FIELDS, SHIPPING_METHODS } from './cart-js-contract.ts';
import { cartJsStarted } from './cart-js-started.ts';
import { holdCheckoutWhileChoosing } from './checkout-after-choice.ts';
import { classicScriptUrls, loadClassicScripts } from './classic-scripts.ts';
import { blockHeldTaps, type BlockUIJQuery } from './held-look.ts';

type ReadyJQuery = ((ready: () => void) => unknown) &
  ((node: Element) => { trigger(name: string, args?: unknown[]): unknown; one(name: string, handler: () => void): unknown }) &
  BlockUIJQuery;

/** A field the visitor changed before cart.js listened (its value is no longer the server's). */
function changed(field: Element): boolean {
  if (field instanceof HTMLInputElement) return field.type === 'checkbox' || field.type === 'radio' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  return false;
}

/** A shipping method the visitor chose that cart.js has not saved (the server printed another checked). */
function chosenMethod(host: Element): Element | undefined {
  return Array.from(host.querySelectorAll(SHIPPING_METHODS)).find((field) => changed(field) && (!(field instanceof HTMLInputElement) || field.checked));
}

/**
 * Loads the cart's classic scripts, lets our jQuery bridge move onto the jQuery they bring, and
 * waits until cart.js has started (`cart-js-started.ts`). What the visitor changed meanwhile is
 * told to cart.js as the change it missed: an item's quantity (it enables "Update cart" again,
 * which its start disabled), a shipping method (it posts it), a product added meanwhile (a
 * cross-sell's button under the cart, whose touch is what woke this island: cart.js loads the
 * cart again on `added_to_cart`, which came before it listened, or even before this chunk came;
 * `wc_update_cart` asks it the same). The runtime then makes the held clicks again; a tap held
 * meanwhile blocks what cart.js will block (`held-look.ts`); a tap on the way to the checkout
 * waits until the shipping method chosen is saved (`checkout-after-choice.ts`). Nothing to undo:
 * cart.js stays.
 */
const classicCartIsland: IslandModule = {
  async mount(el, { doc, signal, held }) {
    let started = false;
    // An add answered before this chunk came (a slow line) has marked its button `added`, as
    // add-to-cart.js marks it: the server's page has none. Later ones are heard until cart.js listens.
    let addedBefore = doc.querySelector('.ajax_add_to_cart.added') !== null;
    doc.addEventListener('wc:added_to_cart', () => void (addedBefore ||= !started), { signal });
    const handOver = blockHeldTaps(el, held.map((click) => click.target), signal);
    const checkout = holdCheckoutWhileChoosing(el, () => chosenMethod(el) !== undefined, signal);
    // Should the scripts not come, no choice will be saved: a held tap on the checkout goes on.
    await loadClassicScripts(doc, classicScriptUrls(doc, CART_HANDLE)).catch((error: unknown) => {
      checkout.saved();
      throw error;
    });
    jQueryArrived(doc);
    const $ = (doc.defaultView as (Window & { jQuery?: ReadyJQuery }) | null)?.jQuery;
    if (!$) {
      handOver(undefined);
      checkout.saved();
      return () => {};
    }
    await cartJsStarted(el, $);
    started = true;
    handOver($);
    // As cart.js's own added_to_cart handler calls it: notices kept (update_cart's argument).
    if (addedBefore) $(doc.body).trigger('wc_update_cart', [true]);
    const item = Array.from(el.querySelectorAll(ITEM_FIELDS)).find(changed);
    if (item) $(item).trigger('change');
    const method = chosenMethod(el);
    if (method) {
      // cart.js triggers it once its answer is in place, or its request failed (`complete`).
      $(doc.body).one('updated_shipping_method', checkout.saved);
      $(method).trigger('change');
    } else checkout.saved();
    return () => {};
  },
};

export default classicCartIsland;
