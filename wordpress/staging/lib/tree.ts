import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, copyFileSync, cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  ARCHIVE, ARCHIVE_SUMS, DB, INSTALLED_MARKER, LOGS, MU_PLUGIN_SOURCE, PLUGIN_SOURCE, SECRET, SOCKET, STATE, THEME_SOURCE, UNPACKED_MARKER, WP,
} from './paths.ts';
import { log, run } from './processes.ts';

/** The WordPress tree in .wp/wordpress: unpacked once, our theme and plugin linked in, its config. */

export async function ensureTree(): Promise<void> {
  const expected = expectedChecksum();
  if (existsSync(UNPACKED_MARKER) && readFileSync(UNPACKED_MARKER, 'utf8').trim() === expected) return;

  const actual = await sha256(ARCHIVE);
  if (actual !== expected) throw new Error(`${ARCHIVE} does not match ${ARCHIVE_SUMS} (sha256 ${actual})`);
  log(`unpacking ${ARCHIVE}`);
  const tmp = join(STATE, 'unpacking');
  rmSync(tmp, { recursive: true, force: true });
  rmSync(WP, { recursive: true, force: true });
  mkdirSync(tmp);
  await run('tar', ['-xJf', ARCHIVE, '-C', tmp], 'staging.log');
  renameSync(join(tmp, 'wordpress'), WP);
  rmSync(tmp, { recursive: true });
  writeFileSync(UNPACKED_MARKER, expected);
  // A new tree has no uploads: whatever was installed before is gone with them.
  rmSync(INSTALLED_MARKER, { force: true });
}

function expectedChecksum(): string {
  const line = readFileSync(ARCHIVE_SUMS, 'utf8').split('\n').find((l) => l.trim().endsWith(basename(ARCHIVE)));
  const sum = line?.split(/\s+/)[0];
  if (!sum) throw new Error(`${ARCHIVE_SUMS} has no line for ${basename(ARCHIVE)}`);
  return sum;
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/**
 * The staging theme and our plugin are symlinked, so edits show on the next request; the
 * must-use plugin is copied (WordPress loads every file in mu-plugins, wanted or not).
 */
export function linkProject(): void {
  link(THEME_SOURCE, join(WP, 'wp-content/themes/lubrica-staging'));
  if (existsSync(PLUGIN_SOURCE)) link(PLUGIN_SOURCE, join(WP, 'wp-content/plugins/lubrica-islands'));
  mkdirSync(join(WP, 'wp-content/mu-plugins'), { recursive: true });
  copyFileSync(MU_PLUGIN_SOURCE, join(WP, 'wp-content/mu-plugins/lubrica-staging.php'));
}

function link(source: string, target: string): void {
  const current = lstatSync(target, { throwIfNoEntry: false });
  if (current?.isSymbolicLink() && readlinkSync(target) === source) return;
  rmSync(target, { recursive: true, force: true });
  mkdirSync(join(target, '..'), { recursive: true });
  try {
    symlinkSync(source, target, 'dir');
  } catch (error) {
    log(`cannot symlink ${target} (${(error as Error).message}): copied instead, edits need a restart`);
    cpSync(source, target, { recursive: true });
  }
}

/**
 * wp-config.php, rewritten on every start. The site's address follows the request's Host, so the
 * same install answers on any port (the tests run their own) and as localhost or 127.0.0.1; the
 * CLI steps, which have no Host, use this start's port.
 */
export function writeConfig(port: number): void {
  if (!existsSync(SECRET)) writeFileSync(SECRET, randomBytes(32).toString('hex'), { mode: 0o600 });
  const secret = readFileSync(SECRET, 'utf8').trim();
  const salts = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT']
    .map((name) => `define( '${name}', '${createHash('sha256').update(`${secret}:${name}`).digest('hex')}' );`)
    .join('\n');
  const php = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

  writeFileSync(
    join(WP, 'wp-config.php'),
    `<?php
// Written by wordpress/staging/wp.ts on every start: edit that, not this.

define( 'DB_NAME', ${php(DB.name)} );
define( 'DB_USER', ${php(DB.user)} );
define( 'DB_PASSWORD', ${php(DB.password)} );
define( 'DB_HOST', ${php(`localhost:${SOCKET}`)} );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
$table_prefix = 'wp_';

${salts}

$lubrica_host = isset( $_SERVER['HTTP_HOST'] ) && preg_match( '/^[A-Za-z0-9.-]+(:[0-9]+)?$/', $_SERVER['HTTP_HOST'] )
	? $_SERVER['HTTP_HOST']
	: '127.0.0.1:${port}';
define( 'WP_HOME', 'http://' . $lubrica_host );
define( 'WP_SITEURL', 'http://' . $lubrica_host );

// Nothing leaves the machine: no HTTP out, no cron, no updates (the mu-plugin blocks loopbacks too).
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISALLOW_FILE_MODS', true );

define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', ${php(join(LOGS, 'debug.log'))} );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`,
  );
}
