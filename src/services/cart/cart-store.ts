import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Fragments } from './cart-answer.ts';

/**
 * The cart as the page knows it: the last fragments and cart hash the server sent, and where they
 * came from. One store per document, shared by the add-to-cart, remove and mini-cart chunks; the
 * mini cart persists it (fragments cache), the others only write to it.
 */
export interface CartState {
  fragments: Fragments | null;
  cartHash: string;
  /**
   * 'refresh': a get_refreshed_fragments answer; 'cache': read from storage; 'change': an add or
   * a remove of the click actions; 'event': an `added_to_cart` / `removed_from_cart` another
   * script triggered with its own fragments.
   */
  source: 'none' | 'refresh' | 'cache' | 'change' | 'event';
}

const stores = new WeakMap<Document, StoreApi<CartState>>();

export function cartStore(doc: Document): StoreApi<CartState> {
  let store = stores.get(doc);
  if (!store) stores.set(doc, (store = createStore<CartState>(() => ({ fragments: null, cartHash: '', source: 'none' }))));
  return store;
}
