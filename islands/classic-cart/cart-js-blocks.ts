// cart.js's blocks, beside its clicks (cart-js-contract.ts) rather than in that module, which the
// entry carries: only the island's chunk needs them (held-look.ts).
/**
 * The parts blocked (blockUI's white overlay) while a tap waits for cart.js, the first row the
 * click matches deciding. Those cart.js blocks at each click it answers: a coupon applied blocks
 * the form; a coupon's removal, the totals; the rest (an update, an item's removal or undo, the
 * calculator's submit) the form and the totals. cart.js slides the calculator open at its toggle
 * and blocks nothing, but held, that tap showed nothing for seconds on a slow line, and the
 * visitor's second tap, made again with the first, closed what the first opened: the totals,
 * which hold the toggle, are blocked until cart.js answers it, so the wait shows and a second tap
 * lands on the overlay.
 */
export const BLOCKED_WHILE_HELD: ReadonlyArray<readonly [click: string, parts: readonly string[]]> = [
  ['.woocommerce-cart-form :is(input, button)[name="apply_coupon"]', ['form.woocommerce-cart-form']],
  ['a.woocommerce-remove-coupon, .shipping-calculator-button', ['div.cart_totals']],
  ['*', ['form.woocommerce-cart-form', 'div.cart_totals']],
];
