import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHOICE_WAIT_MS, holdCheckoutWhileChoosing } from './checkout-after-choice.ts';

/** The totals as WooCommerce 9.9's cart/cart-totals.php prints them (trimmed): the way on is inside. */
const TOTALS = `
  <div class="woocommerce">
    <div class="cart-collaterals"><div class="cart_totals">
      <input type="radio" name="shipping_method[0]" class="shipping_method" value="flat_rate:1" checked>
      <input type="radio" name="shipping_method[0]" class="shipping_method" value="free_shipping:2">
      <div class="wc-proceed-to-checkout"><a href="/checkout/" class="checkout-button button alt wc-forward">Proceed to checkout</a></div>
    </div></div>
  </div>
  <nav><a class="menu-checkout" href="/checkout/#top"><span>Checkout</span></a> <a class="menu-shop" href="/shop/">Shop</a></nav>`;

describe('the checkout held while a shipping method waits for cart.js', () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  let listening: AbortController;
  let choosing: boolean;
  const tap = (init: MouseEventInit = {}, on = '.checkout-button') => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    document.querySelector(on)!.dispatchEvent(click);
    return click.defaultPrevented;
  };
  const blocked = () => document.querySelector('.cart_totals > .blockUI') !== null;
  const hold = () => holdCheckoutWhileChoosing(document.querySelector<HTMLElement>('.woocommerce')!, () => choosing, listening.signal);

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = TOTALS;
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    listening = new AbortController();
    choosing = true;
  });
  afterEach(() => {
    listening.abort();
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('a tap while choosing is held, the totals blocked, and followed once the choice is saved; later taps are the browser\'s', () => {
    const { saved } = hold();
    expect(tap()).toBe(true);
    expect(blocked()).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    saved();
    expect(assign).toHaveBeenCalledExactlyOnceWith(new URL('/checkout/', document.baseURI).href);
    saved();
    expect(assign).toHaveBeenCalledOnce();
    expect(tap()).toBe(false);
  });

  it('a tap on another link to the checkout (a menu\'s, into its text) is held as the button\'s; a link elsewhere is the browser\'s', () => {
    const { saved } = hold();
    expect(tap({}, '.menu-shop')).toBe(false);
    expect(tap({}, '.menu-checkout span')).toBe(true);
    expect(blocked()).toBe(true);
    saved();
    expect(assign).toHaveBeenCalledExactlyOnceWith(new URL('/checkout/#top', document.baseURI).href);
  });

  it('without a choice waiting, a tap for a new tab, or one another script prevented: not held', () => {
    const { saved } = hold();
    choosing = false;
    expect(tap()).toBe(false);
    choosing = true;
    expect(tap({ ctrlKey: true })).toBe(false);
    expect(tap({ button: 1 })).toBe(false);
    document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
    tap();
    expect(blocked()).toBe(false);
    saved();
    expect(assign).not.toHaveBeenCalled();
  });

  it('followed after CHOICE_WAIT_MS should cart.js never say it saved; nothing once the island is gone', () => {
    hold();
    tap();
    vi.advanceTimersByTime(CHOICE_WAIT_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledOnce();
    listening.abort();
    listening = new AbortController();
    document.body.innerHTML = TOTALS;
    const { saved } = hold();
    tap();
    listening.abort();
    expect(blocked()).toBe(false);
    saved();
    vi.advanceTimersByTime(CHOICE_WAIT_MS);
    expect(assign).toHaveBeenCalledOnce();
  });
});
