import type { ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { DATADIR, DB, INSTALLED_MARKER, LOGS, MYSQLD_PID, RUN, SOCKET } from './paths.ts';
import { livePid, log, run, sleep, spawnDaemon, stopGroup, succeeds, tail } from './processes.ts';
import { binary, isRoot } from './system.ts';

/**
 * A private MariaDB for the staging: its own datadir, socket and pid file under .wp/, no TCP port,
 * none of the system's configuration (--no-defaults) or data (/var/lib/mysql is never touched).
 */

const ERROR_LOG = join(LOGS, 'mysqld.log');

/**
 * As root, mysqld runs as root (`--user=root`; it refuses root unless told). Not as `mysql`: the
 * project may sit in a folder only root may enter (a checkout in `mktemp -d`, 0700), and the
 * datadir is inside it. The server listens on a socket in .wp/ only, for a disposable staging.
 */
const runAs = (): string[] => (isRoot() ? ['--user=root'] : []);

/** The server's superuser for us: unix_socket authentication as the account we run as. */
const superuser = () => userInfo().username;

/** A mysqld of this datadir left from an earlier run (crash, SIGKILL): stopped cleanly. */
export async function stopLeftoverMariaDb(): Promise<void> {
  const pid = livePid(MYSQLD_PID, DATADIR);
  if (pid) {
    log(`stopping a leftover mysqld (pid ${pid})`);
    await stopGroup(pid, 60_000);
  }
  rmSync(MYSQLD_PID, { force: true });
  rmSync(SOCKET, { force: true });
}

/** Prepares the datadir (created on the first run) and starts mysqld; waitForMariaDb() says when it is up. */
export async function startMariaDb(): Promise<ChildProcess> {
  const as = runAs();
  mkdirSync(RUN, { recursive: true });
  closeSync(openSync(ERROR_LOG, 'a'));

  if (!existsSync(join(DATADIR, 'mysql'))) {
    log('creating the MariaDB datadir');
    // A new, empty server: whatever was installed before is gone.
    rmSync(INSTALLED_MARKER, { force: true });
    // Made aside and renamed, so an interrupted creation is not taken for a datadir next time.
    const fresh = `${DATADIR}.new`;
    for (const dir of [fresh, DATADIR]) rmSync(dir, { recursive: true, force: true });
    mkdirSync(fresh);
    await run(
      binary('mariadb-install-db', 'mysql_install_db'),
      [
        '--no-defaults',
        `--datadir=${fresh}`,
        ...as,
        '--auth-root-authentication-method=socket',
        // Not $USER, which may be unset: the account we connect as, without a password.
        `--auth-root-socket-user=${superuser()}`,
        '--skip-test-db',
      ],
      'mysqld.log',
    );
    renameSync(fresh, DATADIR);
  }

  return spawnDaemon(
    binary('mariadbd', 'mysqld'),
    [
      '--no-defaults',
      ...as,
      `--datadir=${DATADIR}`,
      `--socket=${SOCKET}`,
      `--pid-file=${MYSQLD_PID}`,
      `--log-error=${ERROR_LOG}`,
      '--skip-networking',
      '--skip-name-resolve',
      '--character-set-server=utf8mb4',
      '--collation-server=utf8mb4_unicode_ci',
      '--performance-schema=OFF',
      // A disposable staging database: no fsync on every commit (the seed commits thousands of rows).
      '--innodb-flush-log-at-trx-commit=2',
      '--innodb-buffer-pool-size=128M',
    ],
    'mysqld.log',
  );
}

export async function waitForMariaDb(mysqld: ChildProcess): Promise<void> {
  const admin = binary('mariadb-admin', 'mysqladmin');
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (mysqld.exitCode !== null || mysqld.signalCode !== null) {
      throw new Error(`mysqld exited while starting; from ${ERROR_LOG}:\n${tail(ERROR_LOG)}`);
    }
    if (existsSync(SOCKET) && (await succeeds(admin, ['--no-defaults', `--socket=${SOCKET}`, `--user=${superuser()}`, 'ping']))) return;
    if (Date.now() > deadline) throw new Error(`mysqld did not start in 60 s; from ${ERROR_LOG}:\n${tail(ERROR_LOG)}`);
    await sleep(200);
  }
}

export async function stopMariaDb(mysqld: ChildProcess): Promise<void> {
  if (mysqld.pid && mysqld.exitCode === null) await stopGroup(mysqld.pid, 60_000);
}

/** An empty WordPress database and its user (dropped first: a reseed starts from nothing). */
export async function recreateDatabase(): Promise<void> {
  const account = `'${DB.user}'@'localhost'`;
  await run(
    binary('mariadb', 'mysql'),
    [
      '--no-defaults',
      `--socket=${SOCKET}`,
      `--user=${superuser()}`,
      '-e',
      [
        `DROP DATABASE IF EXISTS \`${DB.name}\``,
        `CREATE DATABASE \`${DB.name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        `CREATE USER IF NOT EXISTS ${account} IDENTIFIED BY '${DB.password}'`,
        `GRANT ALL PRIVILEGES ON \`${DB.name}\`.* TO ${account}`,
      ].join('; '),
    ],
    'mysqld.log',
  );
}
