import type { ParseContext } from '../../src/runtime/define.ts';
import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';
import { messagePosition, type MessagePosition } from './form-status.ts';
import { pumVars, printedPopup } from './pum-vars.ts';
import { mergeSettings, type PopupSettings } from './settings.ts';

export interface PopupProps {
  el: HTMLElement;
  settings: PopupSettings;
  doc: Document;
  vars: {
    ajaxurl: string;
    home_url: string;
    cookie_domain: string;
    /** Where the open and conversion beacons go, or null when analytics is off. */
    analytics: string | null;
    messagePosition: MessagePosition;
    /** Popup Maker's own sounds (`open_sound` names a file there). */
    soundsUrl: string;
  };
}

/** Reads Popup Maker's popup markup (`templates/popup.php`): the overlay, its container and settings. */
export function parsePopup(el: HTMLElement, { doc }: ParseContext): ParseResult<PopupProps> {
  const id = Number(/^pum-(\d+)$/.exec(el.id)?.[1]);
  if (!id) return invalid('the overlay has no id="pum-<number>"');
  if (!el.querySelector(':scope > .pum-container')) return invalid('no .pum-container inside the overlay');
  let data: unknown = {};
  const attr = el.getAttribute('data-popmake');
  if (attr) {
    try {
      data = JSON.parse(attr);
    } catch {
      return invalid('data-popmake is not valid JSON');
    }
  }
  const settings = mergeSettings(data, printedPopup(doc, id));
  settings.id = id;
  const vars = pumVars(doc);
  // pum-analytics.js: on only when the site turned it on; the REST route when printed, else admin-ajax.
  const tracking = vars.analytics_enabled && !vars.disable_tracking;
  const analytics = vars.analytics_api ? `${vars.analytics_api.replace(/\/$/, '')}/${vars.analytics_route}/` : `${vars.ajaxurl}${vars.ajaxurl.includes('?') ? '&' : '?'}action=pum_analytics`;
  return parsed({
    el,
    settings,
    doc,
    vars: {
      ajaxurl: vars.ajaxurl,
      home_url: vars.home_url,
      cookie_domain: vars.cookie_domain,
      analytics: tracking ? analytics : null,
      messagePosition: messagePosition(vars.message_position),
      soundsUrl: `${vars.pm_dir_url.replace(/\/$/, '')}/assets/sounds/`,
    },
  });
}
