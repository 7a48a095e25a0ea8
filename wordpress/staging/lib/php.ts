import type { ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { LOGS, PHP_PID, ROUTER, STEPS, WP } from './paths.ts';
import { livePid, log, run, sleep, spawnDaemon, stopGroup, tail } from './processes.ts';
import { binary } from './system.ts';

/** PHP: the install steps (one process each) and the built-in server with its workers. */

const SERVER_LOG = join(LOGS, 'php-server.log');

export function runStep(step: string): Promise<string> {
  log(`step ${step}`);
  return run(binary('php'), [join(STEPS, step)], 'install.log', { ...process.env, LUBRICA_WP_DIR: WP });
}

/** A server of ours left from an earlier run (crash, SIGKILL): stopped, so its port is free. */
export async function stopLeftoverPhp(): Promise<void> {
  const pid = livePid(PHP_PID, ROUTER);
  if (pid) {
    log(`stopping a leftover PHP server (pid ${pid})`);
    await stopGroup(pid, 5_000);
  }
  rmSync(PHP_PID, { force: true });
}

/** Starts the server; waitForHome() says when WordPress answers. */
export async function startPhpServer(port: number): Promise<ChildProcess> {
  await assertPortFree(port);
  const server = spawnDaemon(
    binary('php'),
    // OPcache is off in the CLI by default; the workers share the master's cache.
    ['-d', 'opcache.enable_cli=1', '-S', `127.0.0.1:${port}`, '-t', WP, ROUTER],
    'php-server.log',
    // Several workers: the browser loads a page's assets, fragments and REST calls at once.
    { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
  );
  writeFileSync(PHP_PID, String(server.pid));
  return server;
}

export async function stopPhpServer(server: ChildProcess): Promise<void> {
  if (server.pid && server.exitCode === null) await stopGroup(server.pid, 5_000);
  rmSync(PHP_PID, { force: true });
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`port ${port} on 127.0.0.1 is in use (try --port)`)))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export async function waitForHome(server: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) break;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`the home page did not answer 200 (${last}); from ${SERVER_LOG}:\n${tail(SERVER_LOG)}`);
}

/**
 * The first views after an install fill WordPress's and WooCommerce's caches (transients, the
 * OPcache): done here, so the first test does not pay for them. Failures are reported, not fatal:
 * the site is up and the page at fault can be looked at.
 */
export async function warm(port: number): Promise<void> {
  for (const path of ['/', '/shop/', '/product/gidravlicheskoe-maslo-hlp-46/']) {
    const started = Date.now();
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    log(`warm ${path}: HTTP ${response.status} in ${Date.now() - started} ms`);
    if (response.status !== 200) console.error(`WordPress staging: ${path} answered HTTP ${response.status} (see .wp/logs/debug.log)`);
  }
}
