// cart.js's blocks, beside its clicks (cart-js-contract.ts) rather than in that module, which the
// entry carries: only the island's chunk needs them (held-look.ts).
/**
 * The parts cart.js blocks (blockUI's white overlay) at each click it answers, the first row the
 * click matches deciding: a coupon applied blocks the form; a coupon's removal, the totals; the
 * calculator's toggle slides and blocks nothing; the rest (an update, an item's removal or undo,
 * the calculator's submit) the form and the totals.
 */
export const CART_JS_BLOCKS: ReadonlyArray<readonly [click: string, parts: readonly string[]]> = [
  ['.woocommerce-cart-form :is(input, button)[name="apply_coupon"]', ['form.woocommerce-cart-form']],
  ['a.woocommerce-remove-coupon', ['div.cart_totals']],
  ['.shipping-calculator-button', []],
  ['*', ['form.woocommerce-cart-form', 'div.cart_totals']],
];
