import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 on): a script that starts with this comment has all its
 * functions compiled eagerly, on the background thread that streams it in, instead of each one
 * on the main thread at its first call. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint at the very top of every chunk `hinted` accepts, with the source map
 * moved down the one line it adds. In generateBundle, after the minifier (which drops comments)
 * and after Vite's `__vite__mapDeps` (which would go above it). The chunks' names were hashed
 * before, without it: a name can stand for the chunk with and without the hint, which run alike.
 */
export function compileHints(hinted: (chunkName: string) => boolean): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk' || !hinted(item.name)) continue;
          item.code = `${COMPILE_HINT}\n${item.code}`;
          // The map is already an asset of its own here; its first line now maps nothing.
          const map = bundle[`${item.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
