import { pages, pathFor } from '../fixtures/pages/index.ts';
import { stressPage } from '../fixtures/pages/stress.ts';
import { expect, expectAccessible, islandsIdle, test } from './support/test.ts';

test.describe('every fixture page @foundation', () => {
  for (const page of pages) {
    for (const lang of ['en', 'ru'] as const) {
      // The stress page at full size (200 widgets) is many-islands.spec's subject; axe over all of
      // it takes longer than a test's budget on a CI machine, and a smaller copy has the same markup.
      const path = pathFor(page, lang) + (page === stressPage ? '?islands=20&behaviours=20' : '');
      test(`${path} loads with no error, no failed island, and no serious accessibility violation`, async ({ page: tab }) => {
        await tab.goto(path);
        await islandsIdle(tab);
        await expect(tab.locator('[data-island-state="failed"]')).toHaveCount(0);
        await expectAccessible(tab);
      });
    }
  }
});
