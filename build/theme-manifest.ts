import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Writes dist/manifest.json for the PHP theme: the entry and stylesheet with a content hash to
 * use as the `ver` argument of wp_enqueue_script/style (their names stay fixed; chunks are
 * hashed by name and need no version).
 */
export function themeManifest(): Plugin {
  return {
    name: 'theme-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const manifest: Record<string, { file: string; version: string; bytes: number }> = {};
      for (const item of Object.values(bundle)) {
        if (item.fileName !== 'theme.js' && item.fileName !== 'theme.css') continue;
        const content = item.type === 'chunk' ? item.code : item.source;
        manifest[item.fileName] = {
          file: item.fileName,
          version: createHash('sha256').update(content).digest('hex').slice(0, 12),
          bytes: Buffer.byteLength(content),
        };
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
