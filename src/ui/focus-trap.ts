/**
 * The dialog pattern, one way for every dialog the bundle drives (popups, quick view, the
 * gallery's lightbox, the modal slider): what can take the focus, Tab and Shift+Tab cycling
 * inside (a Tab pressed with the focus outside brings it in), and focus given back when the
 * dialog goes.
 */
const FOCUSABLE =
  'a[href], area[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), video[controls], audio[controls], iframe, object, embed, [tabindex], [contenteditable]';

function visible(el: HTMLElement): boolean {
  return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
}

/** What in `root` the visitor can reach with Tab, in order: shown, and not taken out of the order. */
export function focusables(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.tabIndex >= 0 && visible(el));
}

/**
 * One Tab key press inside `dialog`: from the last focusable element to the first and back, and
 * into the dialog from outside it. A dialog with nothing focusable keeps the focus on itself.
 */
export function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusables(dialog);
  if (items.length === 0) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = dialog.ownerDocument.activeElement;
  if (!(active instanceof Node) || !dialog.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The whole trap for a dialog that is not a React view (Popup Maker's overlay), as
 * pum-accessibility.js makes it: the focus moves to the first focusable element (or the
 * container), and Tab and Shift+Tab cycle inside while the focus is inside. The rest of the page
 * stays the visitor's: a click into a field outside keeps its focus (a popup without an overlay
 * sits beside the page). It holds until `signal` aborts; then the focus goes back to what had it
 * before (or the body).
 */
export function trapFocus(container: HTMLElement, doc: Document, signal: AbortSignal): void {
  if (signal.aborted) return;
  const before = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  (focusables(container)[0] ?? container).focus({ preventScroll: true });
  container.addEventListener('keydown', (event) => trapTab(event, container), { signal });
  signal.addEventListener(
    'abort',
    () => {
      if (before?.isConnected) before.focus({ preventScroll: true });
      else doc.body.focus();
    },
    { once: true },
  );
}
