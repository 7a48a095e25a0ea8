import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

/**
 * The Chromium the browser tests and the bench use: CHROMIUM_PATH, then Debian's
 * /usr/bin/chromium, then a browser Playwright installed itself. Null when there is none.
 */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright throws when its own browser was never downloaded.
  }
  return null;
}

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: install Debian\'s (apt-get install -y chromium), set CHROMIUM_PATH, or run "npx playwright install chromium".';

/** Flags for a sandboxed root machine with no network beyond the package registries. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
