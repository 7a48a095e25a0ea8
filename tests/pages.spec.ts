import { pages, samplePathFor } from '../fixtures/pages/index.ts';
import { expect, expectAccessible, islandsIdle, test } from './support/test.ts';
import { firstChecksDone, watchFirstChecks } from './support/first-checks.ts';

test.describe('every fixture page @foundation', () => {
  for (const page of pages) {
    for (const lang of ['en', 'ru'] as const) {
      // A big page at full size is its own spec's subject (many-islands.spec); here its sample.
      const path = samplePathFor(page, lang);
      test(`${path} loads with no error, no failed island, and no serious accessibility violation`, async ({ page: tab }) => {
        await watchFirstChecks(tab);
        await tab.goto(path);
        await islandsIdle(tab);
        await expect(tab.locator('[data-island-state="failed"]')).toHaveCount(0);
        // A default choice's Clear link fades in after the form's first check: axe reads it shown.
        await firstChecksDone(tab);
        await expectAccessible(tab);
      });
    }
  }
});
