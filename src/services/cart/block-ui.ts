import { BLOCK_OVERLAY, BLOCKED } from './blocked-markup.ts';

/**
 * blockUI's look as WooCommerce uses it (`.block({ message: null })`: a translucent overlay that
 * also takes the clicks), drawn on the stock markup: a state class on the element (`processing`
 * on a mini cart item being removed: cart.js's name for a blocked row, as add-to-cart.js adds
 * none; a hook for a theme's rule), `aria-busy`, and
 * `div.blockUI.blockOverlay` inside it, so a theme's `.blockOverlay` rule applies (theme.css has
 * our own). Returns the unblock.
 */
export function blockUI(el: HTMLElement, stateClass: string): () => void {
  const overlay = el.ownerDocument.createElement('div');
  overlay.className = BLOCK_OVERLAY;
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
