import { reportFailure } from '../../src/runtime/report-failure.ts';
import { pageLanguage } from '../../src/services/page-language.ts';
import { campaignOf } from './campaign.ts';
import { matchClick } from './match-click.ts';
import { sendJson } from './send-beacon.ts';
import { isBot, viewTiming } from './skip-tracking.ts';
import { readTrackingConfig, type TrackingConfig } from './tracking-config.ts';

const configs = new WeakMap<Document, TrackingConfig | null>();

/** The page's tracking config, read once; null for bots or when the data is bad (reported once). */
function configOf(doc: Document): TrackingConfig | null {
  if (configs.has(doc)) return configs.get(doc)!;
  const el = doc.querySelector<HTMLElement>('script#iawp-tracking');
  let config: TrackingConfig | null = null;
  if (el && !isBot((doc.defaultView ?? window).navigator)) {
    try {
      config = readTrackingConfig(el.textContent ?? '', pageLanguage(doc) === 'ru' ? '/ru' : '');
    } catch (error) {
      reportFailure(el, 'analytics', error);
    }
  }
  configs.set(doc, config);
  return config;
}

/**
 * The view record: referrer, campaign fields and the signed payload, to the visit endpoint. A
 * prerendered page sends it when the visitor opens it, and never if they do not.
 */
export function visit(el: HTMLElement, doc: Document, signal: AbortSignal): void {
  const timing = viewTiming(doc);
  if (timing === 'on-activation') {
    el.setAttribute('data-iawp-visit', 'prerendering');
    doc.addEventListener('prerenderingchange', () => visit(el, doc, signal), { once: true, signal });
    return;
  }
  const config = timing === 'now' ? configOf(doc) : null;
  // What happened is on the DOM, for tests and the curious: sent, or skipped (bot, old-style
  // prerender, bad data).
  el.setAttribute('data-iawp-visit', config ? 'sent' : 'skipped');
  if (!config) return;
  const win = doc.defaultView ?? window;
  const body = { referrer_url: doc.referrer || null, ...campaignOf(win.location.search), payload: config.payload, signature: config.signature };
  void win
    .fetch(config.searchUrl, { method: 'POST', keepalive: true, redirect: 'manual', credentials: 'same-origin', headers: { 'Content-Type': 'application/json;charset=UTF-8' }, body: JSON.stringify(body) })
    .catch(() => {
      // Best effort, as the plugin's own script.
    });
}

/** A click (or a middle-button press on a link, or a media play) on something a rule tracks. */
export function click(event: Event, doc: Document): void {
  const config = configOf(doc);
  if (!config?.clickUrl) return;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  let el: Element | null = null;
  if (event.type === 'click') el = target.closest('a, button, input[type="submit"], input[type="button"]');
  else if (event.type === 'mousedown' && (event as MouseEvent).button !== 0) el = target.closest('a');
  else if (event.type === 'play') el = target.closest('audio, video');
  if (!el) return;
  const win = doc.defaultView ?? window;
  const record = matchClick(el, config.linkRules, win.location);
  if (record) sendJson(win, config.clickUrl, { ...record, payload: config.payload, signature: config.signature });
}
