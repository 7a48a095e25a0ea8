/**
 * The event that asks the runtime for a waiting island at once, dispatched on its element: code
 * that needs it before its moment (the popups' early `window.PUM`, a theme's own script) sends it.
 * The island mounts as if its trigger had fired; on a mounted island it does nothing.
 */
export const WAKE = 'theme:wake';
