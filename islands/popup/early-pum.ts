import { bundleRuntime, wakeIslands } from '../../src/runtime/bundle-runtime.ts';
import { whenDomParsed } from '../../src/services/dom-parsed.ts';
import { jQueryMethodOf, provideJQueryMethod } from '../../src/services/jquery-method.ts';
import { createHooks, type Hooks } from './hooks.ts';

type Api = Record<string | symbol, unknown>;
type Method = (this: unknown, ...args: unknown[]) => unknown;
type PumWindow = Window & { PUM?: Api; pum?: { hooks?: Hooks }; jQuery?: unknown };

/** Marks the early API, so the popups' own (pum.ts) takes its hooks and no one else's. */
const EARLY = Symbol.for('lubrica.earlyPum');

/**
 * `window.PUM` where Popup Maker's pum-site-scripts.js stood: the plugin prints this file, built
 * as a classic script (pum-stand-in.ts), in its place, so theme code finds `PUM` when and where it
 * found Popup Maker's: at the top of a footer script, at DOM ready, on a click before the popups
 * have mounted (they are islands, mounted at idle). Its hooks are the real bus (`PUM.hooks`,
 * `window.pum.hooks`), which the popups' API keeps. An open or a close wakes the page's popups
 * and is made on their API once they have mounted, in the order made; a call that comes after
 * them goes straight to it. A call with no popup mounted to take it (the chunk failed, which the
 * console says, or the bundle is not on the page) is dropped. A `window.PUM` already there is
 * left alone.
 *
 * `$(el).popmake(method, …)`, Popup Maker's jQuery plugin, is there too when jQuery is, from the
 * same place or, when jQuery comes after it, from DOM ready (before jQuery's ready handlers): its
 * calls are queued and made in the same way, and the popups' own method replaces it as they
 * mount. (Until then it returns the set: what a getter such as `getSettings` reads is not there.)
 */
export function installEarlyPum(win: Window): void {
  const w = win as PumWindow;
  if (w.PUM) return;
  const doc = win.document;
  const hooks = createHooks();
  const calls: Array<[name: string, make: (to: Api) => unknown]> = [];
  let making: Promise<void> | undefined;
  const api: Api = { hooks, [EARLY]: hooks };
  const popups = () => (w.PUM === api ? undefined : w.PUM);
  const makeAll = async () => {
    const islands = await bundleRuntime(win);
    if (islands) await wakeIslands(islands, doc.querySelectorAll('.pum-overlay,[data-island=popup]'));
    making = undefined;
    const made = calls.splice(0);
    const to = popups();
    if (to) for (const [, make] of made) make(to);
    else console.error(`[theme] popup: ${made.map(([name]) => name).join(', ')} dropped: no popup has mounted`);
  };
  const later = (name: string, make: (to: Api) => unknown) => {
    calls.push([name, make]);
    making ??= makeAll();
  };
  for (const method of ['open', 'close'])
    api[method] = (...args: unknown[]) => {
      const make = (to: Api) => (to[method] as Method)(...args);
      const to = popups();
      if (to) return make(to);
      later(`window.PUM.${method}`, make);
      return undefined;
    };
  w.PUM = api;
  w.pum = { ...w.pum, hooks };

  // Once the popups have mounted, theirs is `$.fn.popmake`: only a kept reference to this one
  // still comes here, and its call is made on theirs as the queued ones are.
  const providePopmake = () =>
    provideJQueryMethod(
      doc,
      'popmake',
      (elements, args) => later(`$.fn.popmake('${args[0] as string}')`, () => jQueryMethodOf(doc, 'popmake')?.apply(elements, args)),
      true,
    );
  if (w.jQuery) providePopmake();
  else whenDomParsed(doc, providePopmake);
}

/** The early API's hooks, with what theme code added to them, for the popups' API to keep. */
export const earlyHooks = (win: Window): Hooks | undefined => ((win as PumWindow).PUM?.[EARLY] as Hooks | undefined);
