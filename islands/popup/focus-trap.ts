const FOCUSABLE = 'a[href], area[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), iframe, object, embed, [tabindex], [contenteditable]';

function visible(el: HTMLElement): boolean {
  return !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length) && getComputedStyle(el).visibility !== 'hidden';
}

export function focusables(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.tabIndex >= 0 && visible(el));
}

/**
 * The dialog pattern of pum-accessibility.js: focus moves to the first focusable element in the
 * container, Tab and Shift+Tab cycle inside it, focus that lands outside is brought back. The
 * cleanup restores focus to what had it before (or the body).
 */
export function trapFocus(container: HTMLElement, doc: Document): () => void {
  const before = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  const first = () => focusables(container)[0] ?? container;
  first().focus({ preventScroll: true });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const items = focusables(container);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const index = items.indexOf(doc.activeElement as HTMLElement);
    if (event.shiftKey && index <= 0) {
      event.preventDefault();
      items[items.length - 1]!.focus();
    } else if (!event.shiftKey && index === items.length - 1) {
      event.preventDefault();
      items[0]!.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Node && !container.contains(event.target)) first().focus({ preventScroll: true });
  };
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('focusin', onFocusIn);
  return () => {
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('focusin', onFocusIn);
    if (before?.isConnected) before.focus({ preventScroll: true });
    else doc.body.focus();
  };
}
