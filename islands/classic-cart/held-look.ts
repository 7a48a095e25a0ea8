import { blockUI } from '../../src/services/cart/block-ui.ts';
import { BLOCKED_WHILE_HELD } from './cart-js-blocks.ts';
import { CART_JS_CLICKS } from './cart-js-contract.ts';

/** What of jQuery the hand-over uses: blockUI's defaults, brought with cart.js. */
export type BlockUIJQuery = { blockUI?: { defaults?: { fadeIn?: number } } };

/** The state class of a part blocked here; cart.js's own is `processing`, which it would take for its own block. */
export const HELD = 'theme-held';

/** The parts blocked while a click on `target` waits for cart.js, under the cart's host (`cart-js-blocks.ts`). */
export function partsBlockedAt(host: HTMLElement, target: Element): HTMLElement[] {
  const row = BLOCKED_WHILE_HELD.find(([click]) => target.matches(click));
  return (row?.[1] ?? []).flatMap((part) => Array.from(host.querySelectorAll<HTMLElement>(part)));
}

/**
 * cart.js blocks the part of the cart it works on at the click: blockUI's white overlay, with
 * WooCommerce's spinner on it. Its scripts come at the visitor's first touch of the cart, and the
 * runtime holds the clicks meanwhile: on a slow line (400 kbit/s, the real staging) a tap on
 * "Update cart", a coupon or a removal showed nothing for 4 to 6 s. From this chunk's arrival
 * until cart.js listens, a held tap blocks those parts at once, with the look of theme.css's
 * stand-in, and a second tap lands on the overlay, as with cart.js. The taps the runtime held
 * before (`held`: the one that woke the island, which always comes before its mount) block them
 * at the start. When the runtime makes the click again, cart.js's own block replaces it, without
 * its fade (the part does not blink). On the window in the capture phase: the runtime's hold
 * takes the click on the document and stops it there. Returns the hand-over, to call once
 * cart.js listens.
 */
export function blockHeldTaps(host: HTMLElement, held: readonly Element[], signal: AbortSignal): (jQuery: BlockUIJQuery | undefined) => void {
  const win = host.ownerDocument.defaultView ?? window;
  const unblocks = new Map<HTMLElement, () => void>();
  const unblockAll = () => {
    for (const unblock of unblocks.values()) unblock();
    unblocks.clear();
  };
  const listening = new AbortController();
  signal.addEventListener('abort', () => {
    listening.abort();
    unblockAll();
  });
  // False until cart.js listens; then the jQuery it came with (none if it did not come).
  let cartJs: { jQuery: BlockUIJQuery | undefined } | false = false;
  const onClick = (event: MouseEvent) => {
    if (cartJs) {
      // The runtime's first click made again: cart.js blocks now, at once as it blocked the part.
      listening.abort();
      const defaults = cartJs.jQuery?.blockUI?.defaults;
      if (defaults && unblocks.size > 0) {
        const fadeIn = defaults.fadeIn;
        defaults.fadeIn = 0;
        queueMicrotask(() => void (defaults.fadeIn = fadeIn));
      }
      unblockAll();
      return;
    }
    block(event.target as Element | null);
  };
  const block = (clicked: Element | null) => {
    const target = clicked?.closest?.(CART_JS_CLICKS);
    if (!target || !host.contains(target)) return;
    for (const part of partsBlockedAt(host, target)) if (!unblocks.has(part)) unblocks.set(part, blockUI(part, HELD));
  };
  // The taps held before this chunk came, the one that woke the island among them.
  held.forEach(block);
  win.addEventListener('click', onClick, { capture: true, signal: listening.signal });
  return (jQuery) => {
    cartJs = { jQuery };
    if (unblocks.size === 0) return listening.abort();
    // Should no click be made again (its target gone), the look goes all the same.
    win.setTimeout(() => {
      listening.abort();
      unblockAll();
    }, 1000);
  };
}
