import type { PopupContext } from './popup-context.ts';

/**
 * pum-analytics.js's image beacon for an open or a conversion: `event`, `pid` and a cache buster
 * on the analytics address (null when the site has tracking off). Never for a popup without an
 * id, nor on the popup's own preview page.
 */
export function sendBeacon({ doc, settings, vars }: PopupContext, event: 'open' | 'conversion'): void {
  if (!vars.analytics || settings.id <= 0 || doc.body.classList.contains('single-popup')) return;
  const url = new URL(vars.analytics, doc.baseURI);
  url.searchParams.set('event', event);
  url.searchParams.set('pid', String(settings.id));
  url.searchParams.set('_cache', String(Date.now()));
  doc.createElement('img').src = url.href;
}
