import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, NO_CHROMIUM_MESSAGE, findChromium } from './tests/support/find-chromium.ts';

const executablePath = findChromium();
if (!executablePath) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

const PORT = Number(process.env.STAGING_PORT ?? 4174);

export default defineConfig({
  testDir: '.',
  testMatch: ['islands/**/*.spec.ts', 'src/**/*.spec.ts', 'tests/**/*.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
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
