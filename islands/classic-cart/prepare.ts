import { snapshotAttributes } from '../../src/runtime/snapshot-attributes.ts';
import { ITEM_FIELDS, UPDATE_CART } from './cart-js-contract.ts';

/**
 * What cart.js does to the page as it starts, done in the entry so the cart looks and works the
 * same before it arrives: "Update cart" is disabled until an item's quantity changes. Undone if
 * the island fails (the button works again, the form posts without us).
 */
export function prepareClassicCart(host: HTMLElement): () => void {
  const buttons = Array.from(host.querySelectorAll<HTMLButtonElement | HTMLInputElement>(UPDATE_CART));
  const restore = snapshotAttributes(buttons, ['disabled']);
  for (const button of buttons) button.disabled = true;
  const onEdit = (event: Event) => {
    if (!(event.target as Element | null)?.matches?.(ITEM_FIELDS)) return;
    for (const button of host.querySelectorAll<HTMLButtonElement | HTMLInputElement>(UPDATE_CART)) button.disabled = false;
  };
  const editing = new AbortController();
  host.addEventListener('input', onEdit, { signal: editing.signal });
  host.addEventListener('change', onEdit, { signal: editing.signal });
  return () => {
    editing.abort();
    restore();
  };
}
