import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

/**
 * Debian's headless shell (package chromium-headless-shell): the same Chromium build as
 * /usr/bin/chromium, without the browser's own windows. The full browser gives every new page a
 * window with a preloaded omnibox popup, a WebUI renderer of its own that took more CPU than the
 * page under test; on two cores the fixture browser tests took 10.1 minutes with the shell against
 * 18 to 20 with the full browser, every test passing in both. It is also what Playwright itself
 * runs headless tests in.
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium to launch: CHROMIUM_PATH, then Debian's, then a browser Playwright installed
 * itself. Null when there is none. The browser tests ask for the headless shell, taken when
 * installed; the bench and the shots launch the full browser, the one a shopper has.
 */
export function findChromium(options: { headlessShell?: boolean } = {}): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  if (options.headlessShell && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright throws when its own browser was never downloaded.
  }
  return null;
}

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: install Debian\'s (apt-get install -y chromium chromium-headless-shell), set CHROMIUM_PATH, or run "npx playwright install chromium".';

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
