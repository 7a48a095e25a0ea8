import { whenDomParsed } from '../services/dom-parsed.ts';
import type { Runtime } from './runtime.ts';
import { WAKE } from './wake.ts';

/** The runtime as the stand-ins see it: what of `window.themeIslands` (boot.ts) they call. */
export type IslandsApi = Pick<Runtime, 'scan' | 'whenStarted' | 'whenIdle'>;

/**
 * For a classic script printed before the bundle (the stand-ins, build/classic-stand-ins.ts): the
 * bundle's runtime once its module has run, which is by DOMContentLoaded; undefined when the
 * bundle is not on the page.
 */
export async function bundleRuntime(win: Window): Promise<IslandsApi | undefined> {
  await new Promise<void>((parsed) => whenDomParsed(win.document, parsed));
  return (win as Window & { themeIslands?: IslandsApi }).themeIslands;
}

/**
 * bundleRuntime for a stand-in's call (`call` names it, with its island: `variation-form:
 * $.fn.wc_variation_form`): without the bundle on the page, one console line says the call was
 * dropped, and the answer is undefined.
 */
export async function runtimeForCall(win: Window, call: string): Promise<IslandsApi | undefined> {
  const islands = await bundleRuntime(win);
  if (!islands) console.error(`[theme] ${call} dropped: the bundle is not on the page`);
  return islands;
}

/**
 * Mounts the islands of `elements` now, those waiting for their moment too (`theme:wake`), and
 * resolves once they have mounted or failed. Each is scanned first: the runtime's start may not
 * have come to it yet.
 */
export async function wakeIslands(islands: IslandsApi, elements: Iterable<Element>): Promise<void> {
  for (const el of elements) {
    islands.scan(el);
    el.dispatchEvent(new Event(WAKE));
  }
  await islands.whenIdle();
}
