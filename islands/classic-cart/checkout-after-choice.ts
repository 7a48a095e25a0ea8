import { blockUI } from '../../src/services/cart/block-ui.ts';
import { later } from '../../src/services/timers.ts';
import { HELD } from './held-look.ts';

/**
 * The cart's way on (WooCommerce's `woocommerce_button_proceed_to_checkout`), under the totals.
 * Here, not in cart-js-contract.ts, which the entry carries: only this chunk needs it.
 */
export const PROCEED_TO_CHECKOUT = '.wc-proceed-to-checkout a.checkout-button';

/** How long a held tap waits for cart.js to save the choice before it is followed all the same. */
export const CHOICE_WAIT_MS = 10_000;

/**
 * cart.js saves a shipping method at the choice (update_shipping_method), blocking the totals,
 * which hold the way on, until it has; one chosen before it listened is told to it when it starts
 * (ClassicCart.island.ts). A tap on "Proceed to checkout" in between (a slow line: jQuery and
 * cart.js take seconds) took the visitor to a checkout that still charged the method of before:
 * the cart chose free shipping, the checkout added 5 € for the courier. Such a tap (on the
 * button or any link to where it leads), while `choosing()`, is held and followed once the
 * choice is saved (`saved`, called at cart.js's `updated_shipping_method`, or when it will not
 * be: the scripts failed), or after CHOICE_WAIT_MS; the totals are blocked meanwhile in
 * cart.js's look. A tap for a new tab or window is the browser's. The plugin leaves the checkout
 * out of WordPress's speculation rules on this page (speculation-rules.php): prefetched at the
 * press, it would be the checkout of before the choice, and the browser would show it.
 */
export function holdCheckoutWhileChoosing(host: HTMLElement, choosing: () => boolean, signal: AbortSignal): { saved(): void } {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  let href: string | null = null;
  let settled = false;
  // The checkout is where the proceed button leads; any link there waits (a menu's "Checkout").
  const withoutHash = (url: string) => url.split('#')[0];
  const toCheckout = (link: HTMLAnchorElement) => {
    const button = host.querySelector<HTMLAnchorElement>(PROCEED_TO_CHECKOUT);
    return button !== null && withoutHash(link.href) === withoutHash(button.href);
  };
  const saved = () => {
    if (settled) return;
    settled = true;
    if (href !== null && !signal.aborted) win.location.assign(href);
  };
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    if (settled || !link || event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || !choosing() || !toCheckout(link)) return;
    event.preventDefault();
    if (href === null) {
      later(win, signal, CHOICE_WAIT_MS, saved);
      const totals = host.querySelector<HTMLElement>('div.cart_totals');
      if (totals) signal.addEventListener('abort', blockUI(totals, HELD), { once: true });
    }
    href = link.href;
  };
  doc.addEventListener('click', onClick, { signal });
  return { saved };
}
