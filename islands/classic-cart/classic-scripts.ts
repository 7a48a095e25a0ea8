import { IslandError } from '../../src/runtime/define.ts';
import { loadScript } from '../../src/services/load-script.ts';
import { CLASSIC_SCRIPTS_ID } from './cart-js-contract.ts';

/** The URLs the plugin listed for a handle, in the order WordPress would have printed them. */
export function classicScriptUrls(doc: Document, handle: string): string[] {
  const list = doc.getElementById(CLASSIC_SCRIPTS_ID);
  let parsed: unknown;
  try {
    parsed = JSON.parse(list?.textContent ?? '');
  } catch {
    throw new IslandError(`#${CLASSIC_SCRIPTS_ID} is not valid JSON`);
  }
  const urls = (parsed as Record<string, unknown> | null)?.[handle];
  if (!Array.isArray(urls) || urls.length === 0 || !urls.every((url) => typeof url === 'string' && url !== '')) {
    throw new IslandError(`#${CLASSIC_SCRIPTS_ID} has no list of script URLs for "${handle}"`);
  }
  return urls as string[];
}

/** How long a script may take before the island gives up and lets the page work without it. */
export const SCRIPT_TIMEOUT_MS = 15_000;

/**
 * Puts classic scripts on the page as WordPress would have printed them: fetched in parallel,
 * run in order (`async = false`). Resolves once the last has run; rejects naming the first that
 * failed or did not arrive in time.
 */
export function loadClassicScripts(doc: Document, urls: readonly string[]): Promise<void> {
  const win = doc.defaultView ?? window;
  const loads = urls.map(
    (url) =>
      new Promise<void>((resolve, reject) => {
        const timer = win.setTimeout(() => reject(new IslandError(`the classic script ${url} did not load in ${SCRIPT_TIMEOUT_MS / 1000} s`)), SCRIPT_TIMEOUT_MS);
        loadScript(doc, url, { inOrder: true })
          .then(resolve, () => reject(new IslandError(`the classic script ${url} could not be loaded`)))
          .finally(() => win.clearTimeout(timer));
      }),
  );
  return Promise.all(loads).then(() => undefined);
}
