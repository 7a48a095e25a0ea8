/**
 * `npm run wp [-- --port N] [-- --reset]`: a real WordPress + WooCommerce + Contact Form 7 site
 * with our plugin and a seeded Russian catalogue, on http://127.0.0.1:PORT/ (default 8080, or
 * WP_PORT), until Ctrl-C / SIGTERM. Installs PHP and MariaDB when missing (as root), unpacks and
 * installs once under .wp/; later starts take a few seconds. Prints one line, the address; details
 * go to .wp/logs/. See README.md here.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ensureInstalled } from './lib/install.ts';
import { startMariaDb, stopLeftoverMariaDb, stopMariaDb, waitForMariaDb } from './lib/mariadb.ts';
import { LOGS, MYSQLD_PID, PHP_PID, REAPER_PID, RUN, SELF_PID, STATE } from './lib/paths.ts';
import { startPhpServer, stopLeftoverPhp, stopPhpServer, waitForHome, warm } from './lib/php.ts';
import { livePid, log, REAPER, startReaper, stopRunning, waitUntilDead } from './lib/processes.ts';
import { ensureDependencies } from './lib/system.ts';
import { ensureTree, linkProject, writeConfig } from './lib/tree.ts';

function parseArgs(argv: string[]): { port: number; reset: boolean } {
  let port = Number(process.env.WP_PORT ?? 8080);
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--reset') reset = true;
    else if (arg === '--port') port = Number(argv[++i]);
    else if (arg.startsWith('--port=')) port = Number(arg.slice('--port='.length));
    else throw new Error(`unknown argument ${arg} (usage: wp.ts [--port N] [--reset])`);
  }
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port needs a port number');
  return { port, reset };
}

/** What this run started, stopped in reverse order. */
const started: { php?: ChildProcess; mysqld?: ChildProcess; reaper?: ChildProcess } = {};
let stopping: Promise<void> | undefined;

function stop(): Promise<void> {
  stopping ??= (async () => {
    stopRunning();
    if (started.php) await stopPhpServer(started.php);
    if (started.mysqld) await stopMariaDb(started.mysqld);
    if (started.reaper) {
      // The reaper and our pid files go last: until here, dying would leave it something to clean up.
      started.reaper.kill('SIGKILL');
      for (const file of [REAPER_PID, SELF_PID]) rmSync(file, { force: true });
      log('stopped');
    }
  })();
  return stopping;
}

/** Stops what we started, then exits. */
function exit(code: number): void {
  stop().then(
    () => process.exit(code),
    (error: unknown) => {
      console.error(`WordPress staging: while stopping: ${String(error)}`);
      process.exit(1);
    },
  );
}

/**
 * One staging at a time (one datadir): an earlier `npm run wp` still running is stopped (it stops
 * its PHP server and mysqld itself), and whatever a crashed one left behind is stopped too.
 */
async function stopPrevious(): Promise<void> {
  const previous = livePid(SELF_PID, 'wp.ts');
  if (previous && previous !== process.pid) {
    log(`stopping the previous staging (pid ${previous})`);
    process.kill(previous, 'SIGTERM');
    await waitUntilDead(previous, 120_000);
  }
  // A previous run killed outright: its reaper is stopping its servers; let it finish.
  const reaper = livePid(REAPER_PID, REAPER);
  if (reaper) await waitUntilDead(reaper, 5_000);
  await stopLeftoverPhp();
  await stopLeftoverMariaDb();
}

function watch(name: string, child: ChildProcess): void {
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`WordPress staging: ${name} exited on its own (${signal ?? `exit ${code}`}); see .wp/logs/`);
    exit(1);
  });
}

async function main(): Promise<void> {
  const { port, reset } = parseArgs(process.argv.slice(2));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => exit(0));
  }
  const dirs = () => [RUN, LOGS].forEach((dir) => mkdirSync(dir, { recursive: true }));

  dirs();
  await stopPrevious();
  if (reset) {
    rmSync(STATE, { recursive: true, force: true });
    dirs();
  }
  writeFileSync(SELF_PID, String(process.pid));
  started.reaper = startReaper(REAPER_PID, [PHP_PID, MYSQLD_PID]);
  const begun = Date.now();
  log(`starting on port ${port}${reset ? ' after --reset' : ''}`);

  await ensureDependencies();
  await ensureTree();
  linkProject();
  writeConfig(port);
  // Each server is ours to stop from the moment it exists, not only once it is up.
  started.mysqld = await startMariaDb();
  watch('mysqld', started.mysqld);
  await waitForMariaDb(started.mysqld);
  const installed = await ensureInstalled();
  started.php = await startPhpServer(port);
  watch('the PHP server', started.php);
  await waitForHome(started.php, port);
  await warm(port);

  log(`${installed ? 'installed' : 'started'} in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
  // The only line on stdout. The servers' child-process handles keep Node running until a signal.
  console.log(`WordPress staging: http://127.0.0.1:${port}/`);
}

main().catch((error: unknown) => {
  // Stopping (Ctrl-C during the install) makes the running step fail: not an error to report.
  if (!stopping) console.error(`WordPress staging: ${error instanceof Error ? error.message : String(error)}`);
  exit(1);
});
