import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export interface ManifestEntry {
  file: string;
  /** Content hash, for the `ver` argument of wp_enqueue_script_module/wp_enqueue_style. */
  version: string;
  bytes: number;
  /** The entry's static imports (hashed chunk files): print them as modulepreload links. */
  preload?: string[];
  /**
   * The chunks the entry imports at every page's start (and their static imports not in
   * `preload`): printed as modulepreload links too. Their download starts with the page, and
   * the preload helper (src/runtime/preload-chunks.ts), finding the links, adds none of its own in the start's tasks (two
   * links took 20 to 30 ms of one at 4x on the real staging's pages).
   */
  startPreload?: string[];
  /** A stand-in's: the scripts it runs on, printed only where they are (`jquery`). */
  needs?: string[];
  /**
   * Per name, the chunks a lazy module needs that no page loads at its start (the module's own
   * and its static imports): for the plugin to have them fetched ahead where that module is
   * likely needed soon (the classic cart's, for a cart that holds something).
   */
  fetchAhead?: Record<string, string[]>;
}

/**
 * Writes dist/manifest.json for the PHP theme: the entry and stylesheet with a content hash to
 * use as the `ver` argument (their names stay fixed), and the hashed chunks the entry imports
 * statically, so the page can modulepreload them instead of finding them one round trip later;
 * and the classic stand-ins (classic-stand-ins.ts), each with its hash too, and what it needs on
 * the page to be printed (jQuery, for a stand-in of jQuery plugins).
 */
export function themeManifest({
  startImports = [],
  standIns = [],
  jQueryPlugins = [],
  fetchAhead = {},
}: { startImports?: readonly string[]; standIns?: readonly string[]; jQueryPlugins?: readonly string[]; fetchAhead?: Readonly<Record<string, string>> } = {}): Plugin {
  return {
    name: 'theme-manifest',
    apply: 'build',
    // After Vite's CSS plugin, which adds theme.css to the bundle in its own generateBundle.
    generateBundle: { order: 'post', handler(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const chunkOf = (source: string, why: string) => {
        const chunk = chunks.find((item) => item.moduleIds.some((id) => id.endsWith(`/${source}`)));
        if (!chunk) this.error(`theme-manifest: no chunk holds ${source}, ${why}`);
        return chunk;
      };
      const startChunks = startImports.map((source) => chunkOf(source, 'which the entry imports at every page\'s start'));
      /** A chunk and what it imports statically, directly or not. */
      const withImports = (fileName: string, found = new Set<string>()): Set<string> => {
        if (found.has(fileName)) return found;
        found.add(fileName);
        for (const file of chunks.find((item) => item.fileName === fileName)?.imports ?? []) withImports(file, found);
        return found;
      };
      const manifest: Record<string, ManifestEntry> = {};
      for (const item of Object.values(bundle)) {
        if (item.fileName !== 'theme.js' && item.fileName !== 'theme.css' && !standIns.includes(item.fileName)) continue;
        const content = item.type === 'chunk' ? item.code : item.source;
        const preload = item.type === 'chunk' ? [...item.imports] : [];
        const startPreload = [...new Set(startChunks.flatMap((chunk) => [chunk.fileName, ...chunk.imports]))].filter((file) => !preload.includes(file) && file !== 'theme.js');
        const isEntry = item.fileName === 'theme.js';
        // The entry's: what its pages load at their start is left out.
        const atStart = new Set(['theme.js', ...preload, ...startPreload]);
        const ahead = isEntry ? Object.entries(fetchAhead).map(([name, source]) => [name, [...withImports(chunkOf(source, `which fetchAhead names ${name}`).fileName)].filter((file) => !atStart.has(file))] as const) : [];
        manifest[item.fileName] = {
          file: item.fileName,
          version: createHash('sha256').update(content).digest('hex').slice(0, 12),
          bytes: Buffer.byteLength(content),
          ...(item.type === 'chunk' ? { preload, startPreload } : {}),
          ...(isEntry ? { fetchAhead: Object.fromEntries(ahead) } : {}),
          ...(jQueryPlugins.includes(item.fileName) ? { needs: ['jquery'] } : {}),
        };
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    } },
  };
}
