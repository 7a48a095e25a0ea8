import { holdRoute } from '../../tests/support/hold-route.ts';
import { collectDialogs, expect, expectAlerts, expectAccessible, islandsIdle, requestsSeen, test, wake } from '../../tests/support/test.ts';

const PRODUCT = '/product/hydraulic-oil-hlp-46/';

test.describe('star rating @foundation', () => {
  test('the select becomes a radio group of five named stars (ru labels)', async ({ page }) => {
    await page.goto(`/ru${PRODUCT}#reviews`);
    // Drawn at load by the product page's preparations; React arrives at the first touch of the stars.
    await expect(page.locator('select#rating')).toHaveAttribute('data-island-state', 'pending');
    await expect(page.locator('select#rating')).toBeHidden();
    const group = page.getByRole('radiogroup');
    await expect(group.getByRole('radio')).toHaveText(['1 из 5 звёзд', '2 из 5 звёзд', '3 из 5 звёзд', '4 из 5 звёзд', '5 из 5 звёзд']);
    await expect(page.locator('p.stars')).toBeVisible();
    await wake(page.locator('select#rating'), page.locator('p.stars'));
    await expect(group.getByRole('radio')).toHaveText(['1 из 5 звёзд', '2 из 5 звёзд', '3 из 5 звёзд', '4 из 5 звёзд', '5 из 5 звёзд']);
  });

  test('a click sets the hidden value 1-5 and marks the star', async ({ page }) => {
    await page.goto(`${PRODUCT}#reviews`);
    await islandsIdle(page);
    // The first click wakes the island, is held, and chooses its star once it is mounted.
    await page.getByRole('radio', { name: '4 of 5 stars' }).click();
    await expect(page.locator('select#rating')).toHaveValue('4');
    await expect(page.locator('p.stars')).toHaveClass(/selected/);
    await expect(page.locator('p.stars a.star-4')).toHaveClass(/active/);
    await expect(page.getByRole('radio', { checked: true })).toHaveText('4 of 5 stars');
    expect(new URL(page.url()).hash).toBe('#reviews');
    await page.getByRole('radio', { name: '1 of 5 stars' }).click();
    await expect(page.locator('select#rating')).toHaveValue('1');
    await expect(page.locator('p.stars a.active')).toHaveCount(1);
  });

  test('arrow keys move the choice like a radio group, stopping at the ends as single-product.js does (→ on five stars stays five)', async ({ page }) => {
    await page.goto(`${PRODUCT}#reviews`);
    await wake(page.locator('select#rating'), page.locator('p.stars'));
    await page.getByRole('radio', { name: '1 of 5 stars' }).focus();
    await page.keyboard.press('Space');
    await expect(page.locator('select#rating')).toHaveValue('1');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('select#rating')).toHaveValue('2');
    await expect(page.getByRole('radio', { name: '2 of 5 stars' })).toBeFocused();
    for (const value of ['3', '4', '5']) {
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('select#rating')).toHaveValue(value);
    }
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('select#rating')).toHaveValue('4');
    await expect(page.getByRole('radio', { name: '4 of 5 stars' })).toBeFocused();
    await expect(page.getByRole('radio', { checked: true })).toHaveText('4 of 5 stars');
  });

  test('an arrow pressed on a star before the stars\' view has come is held, and chooses the next star once it has (the focus wakes the stars; a keyboard visitor presses at once)', async ({ page }) => {
    const release = await holdRoute(page, '**/chunks/StarRating.island-*.js');
    await page.goto(`${PRODUCT}#reviews`);
    await islandsIdle(page);
    await page.getByRole('radio', { name: '1 of 5 stars' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // Held: nothing chosen yet, the page not scrolled by the keys.
    await expect(page.locator('select#rating')).toHaveAttribute('data-island-state', 'pending');
    await expect(page.locator('select#rating')).toHaveValue('');
    release();
    await expect(page.locator('select#rating')).toHaveAttribute('data-island-state', 'mounted');
    await expect(page.locator('select#rating')).toHaveValue('3');
    await expect(page.getByRole('radio', { name: '3 of 5 stars' })).toBeFocused();
    await expect(page.getByRole('radio', { checked: true })).toHaveText('3 of 5 stars');
  });

  test('submitting without a rating is blocked with the alert (ru text), nothing is sent', async ({ page }) => {
    await page.goto(`/ru${PRODUCT}#reviews`);
    await islandsIdle(page);
    await page.locator('#comment').fill('Хорошее масло');
    const alerts = collectDialogs(page);
    await page.locator('#respond #submit').click();
    await expectAlerts(page.locator('#respond #submit'), alerts, ['Пожалуйста, поставьте оценку']);
    expect(page.url()).toContain('/ru/product/');
    expect((await requestsSeen(page)).filter((r) => r.path === '/wp-comments-post.php')).toEqual([]);
  });

  test('with a rating the review form posts normally, rating included', async ({ page }) => {
    await page.goto(`${PRODUCT}#reviews`);
    await islandsIdle(page);
    await page.getByRole('radio', { name: '5 of 5 stars' }).click();
    await page.locator('#comment').fill('Great oil');
    await page.locator('#author').fill('Ann');
    await page.locator('#email').fill('ann@example.com');
    await Promise.all([page.waitForURL(/#comment-\d+$/), page.locator('#respond #submit').click()]);
    const posted = (await requestsSeen(page)).find((r) => r.path === '/wp-comments-post.php');
    expect(posted?.method).toBe('POST');
    expect(posted?.fields.rating).toBe('5');
  });

  test('a missing params global falls back to the page language texts, with one warning', async ({ page, problems }) => {
    await page.goto(`/ru${PRODUCT}?variant=missing-params#reviews`);
    await wake(page.locator('select#rating'), page.locator('p.stars'));
    await expect(page.getByRole('radio').first()).toHaveText('1 из 5 звёзд');
    expect(problems.warnings.filter((text) => text.includes('wc_single_product_params is not on the page'))).toHaveLength(1);
    const alerts = collectDialogs(page);
    await page.locator('#respond #submit').click();
    await expectAlerts(page.locator('#respond #submit'), alerts, ['Пожалуйста, поставьте оценку']);
  });

  test('params of the wrong type are ignored field by field, with a warning', async ({ page, problems }) => {
    await page.goto(`${PRODUCT}?variant=bad-rating-params#reviews`);
    await wake(page.locator('select#rating'), page.locator('p.stars'));
    await expect(page.getByRole('radio').nth(2)).toHaveText('3 of 5 stars');
    expect(problems.warnings.some((text) => text.includes('wc_single_product_params: ignored') && text.includes('i18n_rating_options'))).toBe(true);
  });

  test('the review form has no serious accessibility violation', async ({ page }) => {
    await page.goto(`${PRODUCT}#reviews`);
    await islandsIdle(page);
    await expectAccessible(page, '#review_form_wrapper');
  });
});
