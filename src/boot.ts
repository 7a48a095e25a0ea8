import { BEHAVIOURS } from '../islands/behaviours.ts';
import { ISLANDS } from '../islands/islands.ts';
import { createRuntime, type Runtime } from './runtime/runtime.ts';
import { bridgeJQueryClicks } from './services/wc-events.ts';

/** What theme code can call: `window.themeIslands.scan(el)` after inserting markup by hand, `unmount(el)` before removing it. */
export type ThemeIslandsApi = Pick<Runtime, 'scan' | 'unmount' | 'whenStarted' | 'whenIdle'>;

declare global {
  interface Window {
    themeIslands?: ThemeIslandsApi;
  }
}

export function boot(doc: Document = document): Runtime {
  const runtime = createRuntime({ doc, islands: ISLANDS, behaviours: BEHAVIOURS });
  const win = doc.defaultView ?? window;
  if (win.themeIslands) {
    console.warn('[theme] the bundle is on the page twice; the second copy does nothing');
    return runtime;
  }
  win.themeIslands = { scan: runtime.scan, unmount: runtime.unmount, whenStarted: runtime.whenStarted, whenIdle: runtime.whenIdle };
  // Marks for the bench and the long-task checks: what happens after this is the bundle's work.
  win.performance.mark('theme:boot');
  runtime.start();
  // Before any jQuery ready handler runs (a theme's may click a tab at once).
  bridgeJQueryClicks(doc);
  return runtime;
}
