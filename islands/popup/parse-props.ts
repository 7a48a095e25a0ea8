import type { IslandContext } from '../../src/runtime/define.ts';
import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';
import { pumVars, printedPopup } from './pum-vars.ts';
import { mergeSettings, type PopupSettings } from './settings.ts';

export interface PopupProps {
  el: HTMLElement;
  settings: PopupSettings;
  doc: Document;
  vars: { ajaxurl: string; home_url: string; cookie_domain: string; analytics: string | null };
}

/** Reads Popup Maker's popup markup (`templates/popup.php`): the overlay, its container and settings. */
export function parsePopup(el: HTMLElement, { doc }: IslandContext): ParseResult<PopupProps> {
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
  const tracking = !vars.disable_tracking && (vars.analytics_enabled || !('analytics_enabled' in ((doc.defaultView as Window & { pum_vars?: object }).pum_vars ?? {})));
  return parsed({
    el,
    settings,
    doc,
    vars: {
      ajaxurl: vars.ajaxurl,
      home_url: vars.home_url,
      cookie_domain: vars.cookie_domain,
      analytics: tracking ? `${vars.analytics_api.replace(/\/$/, '')}/${vars.analytics_route}/` : null,
    },
  });
}
