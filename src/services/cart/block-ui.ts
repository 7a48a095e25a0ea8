/** Set on a blocked element: the state class the block added, so a copy can be told without it. */
const BLOCKED = 'data-blockui';

/**
 * blockUI's look as WooCommerce uses it (`.block({ message: null })`: a translucent overlay that
 * also takes the clicks), drawn on the stock markup: a state class on the element (`processing`
 * on a mini cart item being removed, `updating` on a mini cart whose new fragments are on their
 * way: add-to-cart.js's names), `aria-busy`, and `div.blockUI.blockOverlay` inside it, so a
 * theme's `.blockOverlay` rule applies (theme.css has our own). Returns the unblock.
 */
export function blockUI(el: HTMLElement, stateClass: string): () => void {
  const overlay = el.ownerDocument.createElement('div');
  overlay.className = 'blockUI blockOverlay';
  el.classList.add(stateClass);
  el.setAttribute('aria-busy', 'true');
  el.setAttribute(BLOCKED, stateClass);
  el.append(overlay);
  return () => {
    overlay.remove();
    el.classList.remove(stateClass);
    el.removeAttribute('aria-busy');
    el.removeAttribute(BLOCKED);
  };
}

/** Takes every block out of a copy of the page's markup (its root included): the markup as the server printed it. */
export function removeBlocks(copy: Element): void {
  for (const overlay of copy.querySelectorAll('.blockUI.blockOverlay')) overlay.remove();
  for (const el of [copy, ...copy.querySelectorAll(`[${BLOCKED}]`)]) {
    const stateClass = el.getAttribute(BLOCKED);
    if (stateClass === null) continue;
    el.classList.remove(stateClass);
    if (el.classList.length === 0) el.removeAttribute('class');
    el.removeAttribute('aria-busy');
    el.removeAttribute(BLOCKED);
  }
}
