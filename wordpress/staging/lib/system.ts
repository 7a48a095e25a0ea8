import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { log, run } from './processes.ts';

/** The machine's side: PHP and MariaDB from Debian's packages, installed when missing and we are root. */

const PACKAGES = ['php-cli', 'php-mysql', 'php-xml', 'php-mbstring', 'php-curl', 'php-gd', 'php-intl', 'php-zip', 'mariadb-server'];
const PHP_EXTENSIONS = ['mysqli', 'xml', 'dom', 'mbstring', 'curl', 'gd', 'intl', 'zip'];

export const isRoot = () => process.getuid?.() === 0;

/** A program by one of its names, also in the sbin folders a non-root PATH lacks (mariadbd is in /usr/sbin). */
export function findBinary(...names: string[]): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  for (const name of names) {
    for (const dir of dirs) {
      if (dir && existsSync(join(dir, name))) return join(dir, name);
    }
  }
  return null;
}

export function binary(...names: string[]): string {
  const found = findBinary(...names);
  if (!found) throw new Error(`${names.join(' / ')} not found`);
  return found;
}

function missing(): string[] {
  const php = findBinary('php');
  const lacking: string[] = [];
  if (!php) lacking.push('php');
  else {
    // A JSON array of plain strings is also a PHP array literal.
    const code = `echo implode(' ', array_filter(${JSON.stringify(PHP_EXTENSIONS)}, fn ($e) => !extension_loaded($e)));`;
    const absent = execFileSync(php, ['-r', code], { encoding: 'utf8' }).trim();
    if (absent) lacking.push(...absent.split(' ').map((e) => `php-${e}`));
  }
  if (!findBinary('mariadbd', 'mysqld')) lacking.push('mariadbd');
  if (!findBinary('xz')) lacking.push('xz');
  return lacking;
}

export async function ensureDependencies(): Promise<void> {
  const lacking = missing();
  if (lacking.length === 0) return;
  const packages = [...PACKAGES, ...(lacking.includes('xz') ? ['xz-utils'] : [])];
  if (!isRoot()) {
    throw new Error(`missing ${lacking.join(', ')}: run  sudo apt-get install -y ${packages.join(' ')}`);
  }
  log(`missing ${lacking.join(', ')}: installing ${packages.join(' ')}`);
  // RUNLEVEL=1: the package scripts do not start the system's MariaDB service (we run our own).
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  await run('apt-get', ['update'], 'apt.log', env);
  await run('apt-get', ['install', '-y', ...packages], 'apt.log', env);
  const still = missing();
  if (still.length > 0) throw new Error(`still missing after apt-get install: ${still.join(', ')} (see .wp/logs/apt.log)`);
}
