import { SITE } from './site.ts';
import { bothModes, expect, open, test } from './support/visit.ts';
import { seen } from './support/views.ts';

test.describe('store notice on the real site @wordpress', () => {
  test('shown until dismissed; the dismissal cookie keeps it hidden on the next page', async ({ visitor }) => {
    const views = await bothModes(visitor, async (v) => {
      await open(v, SITE.shop);
      const notice = v.page.locator('.woocommerce-store-notice');
      await expect(notice).toBeVisible();
      const shown = await seen(notice);
      const id = await notice.getAttribute('data-notice-id');
      await notice.locator('.woocommerce-store-notice__dismiss-link').click();
      await expect(notice).toBeHidden();
      const cookie = (await v.context.cookies()).find((c) => c.name === `store_notice${id}`);
      await open(v, SITE.inlineVariable);
      return {
        shown,
        cookie: cookie && { value: cookie.value, path: cookie.path, session: cookie.expires === -1 },
        urlHash: new URL(v.page.url()).hash,
        nextPage: await seen(v.page.locator('.woocommerce-store-notice')),
      };
    });
    expect(views.classic.shown).toContain('Dismiss');
    expect(views.classic.cookie).toEqual({ value: 'hidden', path: '/', session: true });
    expect(views.classic.nextPage).toBeNull();
    expect(views.bundle).toEqual(views.classic);
  });
});
