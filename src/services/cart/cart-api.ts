import { postWcAjax, type CallOptions } from '../http.ts';
import { readCartAnswer, type CartAnswer } from './cart-answer.ts';

/**
 * The cart calls the click actions make (spec section 7), typed; the mini cart's refresh is
 * refreshed-fragments.ts. Each rejects on a network error, an HTTP error or a body that is not
 * JSON; an answer that is JSON but not an object resolves to null.
 */
export async function addToCart(payload: Record<string, unknown>, options: CallOptions = {}): Promise<CartAnswer | null> {
  return readCartAnswer(await postWcAjax<unknown>('add_to_cart', payload, options));
}

export async function removeFromCart(cartItemKey: string, options: CallOptions = {}): Promise<CartAnswer | null> {
  return readCartAnswer(await postWcAjax<unknown>('remove_from_cart', { cart_item_key: cartItemKey }, options));
}
