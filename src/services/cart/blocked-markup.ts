/**
 * The markup blockUI's look leaves on the page (block-ui.ts draws it in plain DOM, the mini cart's
 * view with ServerNode), and how a copy of the page is read without it: what a cart fragment is
 * compared with (apply-fragments.ts).
 */
/** Set on a blocked element: the state class the block added, so a copy can be told without it. */
export const BLOCKED = 'data-blockui';
/** blockUI's overlay, drawn inside the blocked element. */
export const BLOCK_OVERLAY = 'blockUI blockOverlay';

/** Takes every block out of a copy of the page's markup (its root included): the markup as the server printed it. */
export function removeBlocks(copy: Element): void {
  for (const overlay of copy.querySelectorAll(`.${BLOCK_OVERLAY.replace(' ', '.')}`)) overlay.remove();
  for (const el of [copy, ...copy.querySelectorAll(`[${BLOCKED}]`)]) {
    const stateClass = el.getAttribute(BLOCKED);
    if (stateClass === null) continue;
    el.classList.remove(stateClass);
    if (el.classList.length === 0) el.removeAttribute('class');
    el.removeAttribute('aria-busy');
    el.removeAttribute(BLOCKED);
  }
}
