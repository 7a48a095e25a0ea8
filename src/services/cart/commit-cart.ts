import { applyFragments } from './apply-fragments.ts';
import type { CartAnswer } from './cart-answer.ts';
import { cartStore, type CartState } from './cart-store.ts';

/** The last commit of each document: the next one waits for it. */
const lastCommit = new WeakMap<Document, Promise<unknown>>();
/** Every fragments map committed: the events that announce them (added_to_cart …) carry the same object. */
const committed = new WeakSet<object>();

/** Whether these fragments (an event's argument) are in the page already, or on their way. */
export const wasCommitted = (fragments: unknown): boolean => typeof fragments === 'object' && fragments !== null && committed.has(fragments);

/**
 * Puts an answer's fragments into the cart store at once and into the page (one frame), in the
 * order the answers were committed: a commit that waits for DOMPurify cannot land after a later
 * one and put an older cart back.
 */
export function commitCart(doc: Document, answer: Pick<CartAnswer, 'fragments' | 'cart_hash'>, source: CartState['source']): Promise<void> {
  const { fragments } = answer;
  if (!fragments) return Promise.resolve();
  committed.add(fragments);
  cartStore(doc).setState({ fragments, cartHash: answer.cart_hash, source });
  const applied = (lastCommit.get(doc) ?? Promise.resolve()).then(() => applyFragments(fragments, doc));
  lastCommit.set(doc, applied.catch(() => undefined));
  return applied.then(() => undefined);
}
