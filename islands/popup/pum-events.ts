/**
 * Popup Maker's events (`pumBeforeOpen`, `pumAfterOpen` …) as native bubbling events on the
 * popup: jQuery's `.on('pumAfterOpen', …)` (direct or delegated) hears a native event too, so
 * one dispatch serves theme code with and without jQuery. Legacy `popmake*` names go on the
 * container, as Popup Maker mirrors them.
 */
const LEGACY: Record<string, string> = {
  pumInit: 'popmakeInit',
  pumBeforeOpen: 'popmakeBeforeOpen',
  pumAfterOpen: 'popmakeAfterOpen',
  pumBeforeClose: 'popmakeBeforeClose',
  pumAfterClose: 'popmakeAfterClose',
  pumSetupClose: 'popmakeSetupClose',
  pumBeforeReposition: 'popmakeBeforeReposition',
  pumAfterReposition: 'popmakeAfterReposition',
};

export function firePum(overlay: Element, name: string, detail?: unknown): void {
  overlay.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));
  const legacy = LEGACY[name];
  const container = overlay.querySelector('.pum-container');
  if (legacy && container) container.dispatchEvent(new CustomEvent(legacy, { bubbles: false, detail }));
}
