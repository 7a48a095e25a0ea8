import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, NO_CHROMIUM_MESSAGE, findChromium } from './tests/support/find-chromium.ts';

const executablePath = findChromium();
if (!executablePath) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

const PORT = Number(process.env.STAGING_PORT ?? 4174);

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
  testMatch: ['islands/**/*.spec.ts', 'src/**/*.spec.ts', 'tests/**/*.spec.ts'],
  projects: [
    { name: 'chromium', testIgnore: QUIET_SPECS },
    // One file, its tests in order: one worker.
    { name: 'quiet', testMatch: QUIET_SPECS, fullyParallel: false },
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
    trace: 'retain-on-failure',
  },
  webServer: {
    // `npm test` builds first; the preview serves the built bundle with the endpoint emulation.
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
