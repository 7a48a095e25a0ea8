import { readParams } from '../../src/services/params/read-params.ts';

/** `pum_vars` (handle `popup-maker-site`), with Popup Maker's defaults. */
export function pumVars(doc: Document = document) {
  return readParams(doc, 'pum_vars', () => ({
    ajaxurl: '/wp-admin/admin-ajax.php',
    pm_dir_url: '/wp-content/plugins/popup-maker/',
    home_url: '/',
    default_theme: '0',
    debug_mode: false,
    disable_tracking: false,
    analytics_enabled: false,
    analytics_route: 'analytics',
    // Empty: the REST route is not available, the beacon goes to admin-ajax.
    analytics_api: '',
    message_position: 'top',
    cookie_domain: '',
  }));
}

/** `pum_popups['pum-<id>']`: the popup's public settings, or undefined. */
export function printedPopup(doc: Document, id: number): unknown {
  const popups = (doc.defaultView as (Window & { pum_popups?: unknown }) | null)?.pum_popups;
  return popups && typeof popups === 'object' ? (popups as Record<string, unknown>)[`pum-${id}`] : undefined;
}
