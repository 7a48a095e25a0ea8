import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Vite's module for the helper that every lazy `import()` of an app build is wrapped in. */
export const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';

const OURS = fileURLToPath(new URL('../src/runtime/preload-chunks.ts', import.meta.url));

/**
 * Vite's preload helper, in place of Vite's: src/runtime/preload-chunks.ts, which says what it
 * leaves out and why. Loaded before Vite's own plugin answers for the module.
 */
export function preloadHelper(): Plugin {
  return {
    name: 'theme:preload-helper',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === VITE_PRELOAD_HELPER ? `export { preloadChunks as __vitePreload } from ${JSON.stringify(OURS)};` : null;
    },
  };
}
