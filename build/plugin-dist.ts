import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Where the WordPress plugin serves the bundle from (gitignored). */
export const PLUGIN_DIST = 'wordpress/lubrica-islands/dist';

/**
 * Copies the built bundle into the WordPress plugin's own folder after every build, so the plugin
 * folder is what a maintainer zips and installs, and the real WordPress staging serves the bundle
 * just built. A copy, not a link: a zip or an rsync to a server does not follow links.
 */
export function pluginDist(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'plugin-dist',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const target = resolve(config.root, PLUGIN_DIST);
      rmSync(target, { recursive: true, force: true });
      cpSync(resolve(config.root, config.build.outDir), target, { recursive: true });
    },
  };
}
