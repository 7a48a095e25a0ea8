import { applyFragments } from './apply-fragments.ts';
import type { CartAnswer } from './cart-answer.ts';
import { cartStore, type CartState } from './cart-store.ts';

/** Puts an answer's fragments into the page (one frame) and into the cart store. */
export async function commitCart(doc: Document, answer: Pick<CartAnswer, 'fragments' | 'cart_hash'>, source: CartState['source']): Promise<void> {
  if (!answer.fragments) return;
  cartStore(doc).setState({ fragments: answer.fragments, cartHash: answer.cart_hash, source });
  await applyFragments(answer.fragments, doc);
}
