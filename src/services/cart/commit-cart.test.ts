import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from './cart-store.ts';

const applied: string[] = [];
const gates = new Map<string, Promise<void>>();

// The page side stands in for apply-fragments: each fragments map lands when its gate opens.
vi.mock('./apply-fragments.ts', () => ({
  applyFragments: async (fragments: Record<string, string>) => {
    const html = Object.values(fragments)[0]!;
    await gates.get(html);
    applied.push(html);
    return 1;
  },
}));

const { commitCart, wasCommitted } = await import('./commit-cart.ts');

describe('commitCart', () => {
  afterEach(() => {
    applied.length = 0;
    gates.clear();
  });

  it('writes the store at once, and puts answers into the page in the order they were committed', async () => {
    let openFirst!: () => void;
    gates.set('first', new Promise((resolve) => (openFirst = resolve)));
    const doc = document.implementation.createHTMLDocument('x');
    const first = commitCart(doc, { fragments: { k: 'first' }, cart_hash: 'h1' }, 'refresh');
    const second = commitCart(doc, { fragments: { k: 'second' }, cart_hash: 'h2' }, 'change');
    expect(cartStore(doc).getState()).toMatchObject({ cartHash: 'h2', source: 'change' });
    await Promise.resolve();
    expect(applied).toEqual([]);
    openFirst();
    await Promise.all([first, second]);
    expect(applied).toEqual(['first', 'second']);
  });

  it('tells the fragments it committed (the object an added_to_cart carries) from any other', async () => {
    const doc = document.implementation.createHTMLDocument('x');
    const fragments = { k: 'mine' };
    await commitCart(doc, { fragments, cart_hash: 'h' }, 'change');
    expect(wasCommitted(fragments)).toBe(true);
    expect(wasCommitted({ k: 'mine' })).toBe(false);
    expect(wasCommitted(null)).toBe(false);
  });

  it('an answer without fragments changes nothing', async () => {
    const doc = document.implementation.createHTMLDocument('x');
    await commitCart(doc, { fragments: null, cart_hash: '' }, 'refresh');
    expect(cartStore(doc).getState().source).toBe('none');
    expect(applied).toEqual([]);
  });
});
