/**
 * Whether the visitor has opened the viewer in this tab: the next product views then fetch and
 * compile its chunk at idle, not at the click. A flag in sessionStorage (per tab, gone with it),
 * nothing that names the visitor.
 */
const OPENED_KEY = 'lubrica-islands:viewer-opened';

/** True once the viewer has opened in this tab; false where the browser refuses storage. */
export function viewerOpenedBefore(win: Window): boolean {
  try {
    return win.sessionStorage.getItem(OPENED_KEY) !== null;
  } catch {
    return false;
  }
}

export function noteViewerOpened(win: Window): void {
  try {
    win.sessionStorage.setItem(OPENED_KEY, '1');
  } catch {
    // Storage refused: the next views fetch the viewer on the visitor's approach only.
  }
}
