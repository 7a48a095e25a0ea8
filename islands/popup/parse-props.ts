import { webUrl } from '../../src/services/safe-url.ts';
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
/** The pages told once that their analytics address is not a web address (every popup reads it). */
const warnedOfAnalytics = new WeakSet<Document>();

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
  const address = vars.analytics_api ? `${vars.analytics_api.replace(/\/$/, '')}/${vars.analytics_route}/` : `${vars.ajaxurl}${vars.ajaxurl.includes('?') ? '&' : '?'}action=pum_analytics`;
  // The beacon goes only to a web address: one that cannot be read is no beacon, and a warning.
  const analytics = tracking ? webUrl(address, doc.baseURI) : null;
  if (tracking && !analytics && !warnedOfAnalytics.has(doc)) {
    warnedOfAnalytics.add(doc);
    console.warn(`[theme] popup: the analytics address ${JSON.stringify(address)} is not a web address; no beacon is sent`);
  }
  return parsed({
    el,
    settings,
    doc,
    vars: {
      ajaxurl: vars.ajaxurl,
      home_url: vars.home_url,
      cookie_domain: vars.cookie_domain,
      analytics: analytics?.href ?? null,
      messagePosition: messagePosition(vars.message_position),
      soundsUrl: `${vars.pm_dir_url.replace(/\/$/, '')}/assets/sounds/`,
    },
  });
}
