import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where everything is. All state lives under `<project>/.wp/` (gitignored). */

export const STAGING = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT = resolve(STAGING, '../..');

/** WordPress 6.9 + WooCommerce 9.9.5 + Contact Form 7 6.0.6, unpacked once (see its README). */
export const ARCHIVE = resolve(
  process.env.LUBRICA_WP_ARCHIVE ?? join(PROJECT, '../shared/wordpress/wordpress-6.9-woocommerce-9.9.5-cf7-6.0.6.tar.xz'),
);
export const ARCHIVE_SUMS = join(dirname(ARCHIVE), 'SHA256SUMS');

export const STATE = join(PROJECT, '.wp');
export const WP = join(STATE, 'wordpress');
export const DATADIR = join(STATE, 'mysql');
export const RUN = join(STATE, 'run');
export const LOGS = join(STATE, 'logs');

export const SOCKET = join(RUN, 'mysqld.sock');
export const MYSQLD_PID = join(RUN, 'mysqld.pid');
export const PHP_PID = join(RUN, 'php.pid');
export const SELF_PID = join(RUN, 'wp.pid');
export const REAPER_PID = join(RUN, 'reaper.pid');

/** Written once the tree is unpacked from a verified archive: the archive's checksum. */
export const UNPACKED_MARKER = join(WP, '.lubrica-unpacked');
/** Written once WordPress is installed and seeded: what was installed (see install.ts). */
export const INSTALLED_MARKER = join(STATE, 'installed.json');
/** Random per-checkout secret the WordPress salts derive from (logins survive a restart). */
export const SECRET = join(STATE, 'secret');

export const THEME_SOURCE = join(PROJECT, 'wordpress/lubrica-staging');
export const PLUGIN_SOURCE = join(PROJECT, 'wordpress/lubrica-islands');
export const PLUGIN_MAIN = join(PLUGIN_SOURCE, 'lubrica-islands.php');
export const MU_PLUGIN_SOURCE = join(STAGING, 'mu-plugin.php');
export const ROUTER = join(STAGING, 'router.php');
export const STEPS = join(STAGING, 'steps');

export const DB = { name: 'wordpress', user: 'wordpress', password: 'wordpress' } as const;
