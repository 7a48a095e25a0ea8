import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, NO_CHROMIUM_MESSAGE, findChromium } from './tests/support/find-chromium.ts';

const executablePath = findChromium({ headlessShell: true });
if (!executablePath) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

const PORT = Number(process.env.STAGING_PORT ?? 4174);
/** The real WordPress staging the `wordpress` project runs against (`npm run wp` on another port). */
const WP_PORT = Number(process.env.WP_TEST_PORT ?? 8091);

/**
 * The real WordPress tests (`@wordpress`, wordpress/tests/) are a project of their own, which
 * `npm test` runs in a playwright run of its own after the fixture tests: WordPress (PHP and
 * MariaDB) starts only for that run, and shares the two cores with nothing else.
 */
const wordpressRun =
  process.env.LUBRICA_WORDPRESS_RUN === '1' || process.argv.some((arg, i, args) => arg === '--project=wordpress' || (arg === '--project' && args[i + 1] === 'wordpress'));
// Workers load this file again without the command line: they learn it from the environment.
if (wordpressRun) process.env.LUBRICA_WORDPRESS_RUN = '1';

/**
 * Specs whose bounds are times on the main thread (long tasks at 4x CPU throttle). They are a
 * project of their own, which `npm test` runs after every other test has finished (a second
 * `playwright test --project=quiet`), so no parallel worker shares the machine's two cores with
 * them: what they measure is the bundle, not the neighbour. (Not a project dependency: those
 * ignore --grep, so `--grep @hardening` would run everything.)
 */
const QUIET_SPECS = ['tests/many-islands.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: ['islands/**/*.spec.ts', 'src/**/*.spec.ts', 'tests/**/*.spec.ts', 'wordpress/tests/**/*.spec.ts'],
  projects: [
    { name: 'chromium', testIgnore: [...QUIET_SPECS, 'wordpress/**'] },
    // One file, its tests in order: one worker.
    { name: 'quiet', testMatch: QUIET_SPECS, fullyParallel: false },
    // Only in its own run: against the fixture staging its tests would have no site to talk to.
    ...(wordpressRun ? [{ name: 'wordpress', testMatch: 'wordpress/tests/**/*.spec.ts', use: { baseURL: `http://127.0.0.1:${WP_PORT}` }, timeout: 60_000 }] : []),
  ],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_REPORT ?? 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // A trace of every test, kept when it fails: locally, where it can be opened. CI keeps only
    // its log, and recording costs about a fifth of the browser suites' time there (three fixture
    // specs, 89 tests on two workers: 212 and 230 s traced, 173 and 168 s not), so CI records
    // none; a failure seen only in CI is traced by running it again with `--trace on`.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: wordpressRun
    ? {
        // Installs PHP, MariaDB and the site the first time (a few minutes), then starts in seconds.
        command: `npx tsx wordpress/staging/wp.ts --port ${WP_PORT}`,
        url: `http://127.0.0.1:${WP_PORT}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 600_000,
        stdout: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      }
    : {
        // `npm test` builds first; the preview serves the built bundle with the endpoint emulation.
        command: `npx vite preview --port ${PORT} --strictPort`,
        url: `http://localhost:${PORT}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        stdout: 'ignore',
      },
});
