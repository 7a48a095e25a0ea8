import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOGS } from './paths.ts';

/** Process plumbing: logged commands, daemons in their own process groups, pid files. */

export function log(message: string): void {
  appendFileSync(join(LOGS, 'staging.log'), `${new Date().toISOString()} ${message}\n`);
}

/** Commands still running (install steps, SQL): stopped with the rest on Ctrl-C. */
const running = new Set<ChildProcess>();
let stopping = false;

/** Stops the commands still running, and starts no new one: the staging is shutting down. */
export function stopRunning(): void {
  stopping = true;
  for (const child of running) child.kill('SIGTERM');
}

export const isStopping = () => stopping;

function refuseWhenStopping(cmd: string): void {
  if (stopping) throw new Error(`not starting ${cmd}: the staging is stopping`);
}

/**
 * Runs a command to its end with its output appended to `.wp/logs/<logName>`; resolves with its
 * stdout, rejects with the log's last lines when it fails.
 */
export function run(cmd: string, args: string[], logName: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const logFile = join(LOGS, logName);
  return new Promise((resolve, reject) => {
    refuseWhenStopping(cmd);
    appendFileSync(logFile, `\n$ ${cmd} ${args.join(' ')}\n`);
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      appendFileSync(logFile, chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => appendFileSync(logFile, chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve(stdout);
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`}); from ${logFile}:\n${tail(logFile)}`));
    });
  });
}

/** Whether a command exits 0; its output is dropped (for polling). */
export function succeeds(cmd: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    if (stopping) return resolve(false);
    const child = spawn(cmd, args, { stdio: 'ignore' });
    running.add(child);
    child.on('error', () => resolve(false));
    child.on('close', (code) => {
      running.delete(child);
      resolve(code === 0);
    });
  });
}

/** A daemon in a process group of its own: Ctrl-C in the terminal reaches us, and we stop it in order. */
export function spawnDaemon(cmd: string, args: string[], logName: string, env: NodeJS.ProcessEnv = process.env): ChildProcess {
  refuseWhenStopping(cmd);
  const fd = openSync(join(LOGS, logName), 'a');
  const child = spawn(cmd, args, { detached: true, stdio: ['ignore', fd, fd], env });
  closeSync(fd);
  return child;
}

export function tail(file: string, lines = 15): string {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Alive and not a zombie (a container's PID 1 may never reap what it inherits). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * The pid in a pid file when that process is alive and its command line contains `marker` (so a
 * stale file whose pid was reused by something else is not taken for ours).
 */
export function livePid(file: string, marker: string): number | null {
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(marker) ? pid : null;
  } catch {
    return null;
  }
}

export async function waitUntilDead(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/** SIGTERM to a process group, and SIGKILL to what is left of it if its leader has not exited in time. */
export async function stopGroup(pgid: number, timeoutMs: number): Promise<void> {
  if (!signalGroup(pgid, 'SIGTERM')) return;
  if (!(await waitUntilDead(pgid, timeoutMs))) log(`process group ${pgid} did not stop in ${timeoutMs} ms: killed`);
  signalGroup(pgid, 'SIGKILL');
}

function signalGroup(pgid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * A watchdog in its own process group: when this process dies without cleaning up (SIGKILL, as
 * Playwright does to a webServer without gracefulShutdown), it stops the process groups whose
 * pid files still exist, so no PHP server or mysqld outlives us. Killed by a clean shutdown.
 */
export function startReaper(pidFile: string, groupPidFiles: string[]): ChildProcess {
  const script =
    'while kill -0 "$1" 2>/dev/null; do sleep 1; done; shift; ' +
    'for f; do [ -f "$f" ] && kill -s TERM -- "-$(cat "$f")" 2>/dev/null; done';
  const child = spawn('sh', ['-c', script, REAPER, String(process.pid), ...groupPidFiles], { detached: true, stdio: 'ignore' });
  child.unref();
  writeFileSync(pidFile, String(child.pid));
  return child;
}

/** The reaper's $0, to recognise it in a pid file. */
export const REAPER = 'lubrica-staging-reaper';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
