import { collectDialogs, expect, islandsIdle, requestsSeen, test } from '../../tests/support/test.ts';

const PRODUCT = '/product/hydraulic-oil-hlp-46/';

test.describe('review rating not required @foundation', () => {
  test('with review_rating_required "no" a review is sent without a rating, with no alert', async ({ page }) => {
    const alerts = collectDialogs(page);
    await page.goto(`${PRODUCT}?variant=rating-optional#reviews`);
    await islandsIdle(page);
    expect(await page.evaluate(() => (window as unknown as { wc_single_product_params: { review_rating_required: string } }).wc_single_product_params.review_rating_required)).toBe('no');
    await expect(page.locator('select#rating')).toHaveValue('');
    await page.locator('#comment').fill('Good oil, no stars from me');
    await page.locator('#author').fill('Ann');
    await page.locator('#email').fill('ann@example.com');
    await Promise.all([page.waitForURL(/#comment-\d+$/), page.locator('#respond #submit').click()]);
    expect(alerts).toEqual([]);
    const posted = (await requestsSeen(page)).find((r) => r.path === '/wp-comments-post.php');
    expect(posted?.method).toBe('POST');
    expect(posted?.fields.rating).toBe('');
    expect(posted?.fields.comment).toBe('Good oil, no stars from me');
  });
});
