import { loadScript } from '../../../src/services/load-script.ts';

/**
 * Loads a player API script once per page (YouTube's iframe_api, Vimeo's player.js) from the URL
 * the slider's config gives, resolving when `ready()` says its global is usable. YouTube's API
 * announces itself through `window.onYouTubeIframeAPIReady`, which is chained, not replaced.
 */
const loads = new WeakMap<Document, Map<string, Promise<void>>>();

export function loadApi(doc: Document, url: string, ready: () => boolean): Promise<void> {
  let byUrl = loads.get(doc);
  if (!byUrl) loads.set(doc, (byUrl = new Map()));
  const known = byUrl.get(url);
  if (known) return known;
  const win = doc.defaultView as (Window & { onYouTubeIframeAPIReady?: () => void }) | null;
  const promise = new Promise<void>((resolve, reject) => {
    if (ready()) return resolve();
    const check = () => {
      if (ready()) resolve();
    };
    if (win) {
      const previous = win.onYouTubeIframeAPIReady;
      win.onYouTubeIframeAPIReady = () => {
        previous?.();
        check();
      };
    }
    loadScript(doc, url).then(check, reject);
  });
  byUrl.set(url, promise);
  return promise;
}

/**
 * Once the API is ready, the element its player replaces (div.rs-video-player, as Slider
 * Revolution prints it) added to the layer.
 */
export async function playerSlot(host: HTMLElement, url: string, ready: () => boolean): Promise<HTMLElement> {
  const doc = host.ownerDocument;
  await loadApi(doc, url, ready);
  const slot = doc.createElement('div');
  slot.className = 'rs-video-player';
  host.append(slot);
  return slot;
}
