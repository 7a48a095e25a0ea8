// Prints one closing line over the unit and browser test reports: "tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = 'reports/vitest.json';
if (existsSync(vitest)) {
  const report = JSON.parse(readFileSync(vitest, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

// The browser tests run in three steps (see playwright.config.ts: the quiet project, then the
// real WordPress): three reports.
for (const playwright of ['reports/playwright.json', 'reports/playwright-quiet.json', 'reports/playwright-wordpress.json']) {
  if (!existsSync(playwright)) continue;
  const { stats } = JSON.parse(readFileSync(playwright, 'utf8'));
  passed += stats?.expected ?? 0;
  failed += (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
  skipped += stats?.skipped ?? 0;
}

console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
