import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The real WordPress staging (wordpress/staging/wp.ts) as a child of the bench: started on its
 * own port, resolved with its address once it says it is up, stopped with SIGTERM (it stops PHP
 * and MariaDB itself).
 */
export async function startWordPress(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  // A process group of its own: npx does not pass a SIGTERM on to the staging script, the group does.
  const child: ChildProcess = spawn('npx', ['tsx', 'wordpress/staging/wp.ts', '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /WordPress staging: (\S+)/.exec(out);
      if (match) resolve(match[1]!.replace(/\/$/, ''));
    });
    child.once('exit', (code) => reject(new Error(`the WordPress staging exited (${code}) before it was up`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(-child.pid!, 'SIGTERM');
      }),
  };
}
