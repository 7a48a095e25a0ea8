import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { recreateDatabase } from './mariadb.ts';
import { INSTALLED_MARKER, PLUGIN_MAIN, STEPS, WP } from './paths.ts';
import { isStopping, log } from './processes.ts';
import { runStep } from './php.ts';

/**
 * Install and seed once. The marker records a hash of the step scripts: a changed step means a
 * new database and a new seed (dropping everything is simpler and surer than migrating).
 */

const INSTALL_STEPS = ['install-core.php', 'activate.php', 'setup-woocommerce.php', 'seed-catalogue.php', 'seed-site.php'];

interface Marker {
  steps: string;
  /** Whether lubrica-islands was activated (it may appear after the install). */
  islands: boolean;
  installedAt: string;
}

function stepsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(STEPS).filter((f) => f.endsWith('.php')).sort()) {
    hash.update(`${file}\0${readFileSync(join(STEPS, file))}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

function readMarker(): Marker | null {
  try {
    return JSON.parse(readFileSync(INSTALLED_MARKER, 'utf8')) as Marker;
  } catch {
    return null;
  }
}

async function install(steps: string, previous: Marker | null): Promise<Marker> {
  log(previous ? `install steps changed (${previous.steps} → ${steps}): reinstalling` : 'installing');
  rmSync(INSTALLED_MARKER, { force: true });
  await recreateDatabase();
  rmSync(join(WP, 'wp-content/uploads'), { recursive: true, force: true });
  for (const step of INSTALL_STEPS) await runStep(step);
  const marker = { steps, islands: false, installedAt: new Date().toISOString() };
  writeFileSync(INSTALLED_MARKER, JSON.stringify(marker, null, 2));
  return marker;
}

/** Resolves with whether it installed (true) or found the install current (false). */
export async function ensureInstalled(): Promise<boolean> {
  const steps = stepsHash();
  const current = readMarker();
  const marker = current?.steps === steps ? current : await install(steps, current);

  if (!marker.islands && existsSync(PLUGIN_MAIN)) {
    try {
      await runStep('activate-islands.php');
      marker.islands = true;
      writeFileSync(INSTALLED_MARKER, JSON.stringify(marker, null, 2));
    } catch (error) {
      if (isStopping()) throw error;
      // The site works without it; the next start tries again.
      console.error(`WordPress staging: lubrica-islands not activated: ${(error as Error).message.split('\n')[0]} (see .wp/logs/install.log)`);
    }
  }
  return marker !== current;
}
