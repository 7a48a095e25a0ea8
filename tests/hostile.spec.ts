import type { Page } from '@playwright/test';
import { awayServer } from './support/break-endpoint.ts';
import { imagesSettled } from './support/images-settled.ts';
import { expect, islandsIdle, test } from './support/test.ts';

/**
 * Markup that arrives after load carrying things that must not run: a <script>, event-handler
 * attributes, javascript: URLs. A plugin filter, a compromised cache or an injected answer can
 * put them there. None of it runs; the legitimate part still arrives.
 */
const HOSTILE = [
  '<script>window.__pwned = "script"</script>',
  '<img src="/nope.png" onerror="window.__pwned = \'onerror\'" alt="">',
  '<a class="hostile-link" href="javascript:window.__pwned = \'href\'">x</a>',
  '<div class="hostile-div" onmouseover="window.__pwned = \'mouseover\'">hover</div>',
].join('');

test.describe('hostile content @hardening', () => {
  test('cart fragments with script, event handlers and javascript: URLs: the cart updates, nothing runs', async ({ page, expectErrors, problems }) => {
    expectErrors(); // the broken image's 404
    await page.goto('/shop/');
    await islandsIdle(page);
    // The answers as the server sends them, with hostile markup added to every fragment.
    await page.route(/\?wc-ajax=(add_to_cart|get_refreshed_fragments)/, async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { fragments: Record<string, string> };
      for (const key of Object.keys(answer.fragments)) {
        answer.fragments[key] = answer.fragments[key]!.replace(/<\/(div|a|ul)>\s*$/, `${HOSTILE}</$1>`);
      }
      await route.fulfill({ response, body: JSON.stringify(answer) });
    });
    await page.locator('ul.products .add_to_cart_button[data-product_id="111"]').click();
    await expect(page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item')).not.toHaveCount(0);
    await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
    // The harmless part of the hostile markup arrived with the fragment...
    await page.locator('.widget_shopping_cart_content .hostile-div').first().dispatchEvent('mouseover');
    // The broken images' error events have run, and with them the handler, had it survived.
    await imagesSettled(page.locator('img[src="/nope.png"]'));
    // ...and what could run did not, and is gone.
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    await expect(page.locator('[onerror], [onmouseover], a[href^="javascript:"]')).toHaveCount(0);
    expect(problems.errors.filter((text) => !text.includes('404'))).toEqual([]);
  });

  test('popup form answers with script, event handlers and javascript: URLs: shown as Popup Maker shows markup, made safe; a javascript: redirect is not followed', async ({ page, problems, expectErrors }) => {
    expectErrors(); // the broken image's 404
    await page.goto('/home/');
    await islandsIdle(page);
    let answer: unknown = { success: false, data: { errors: [{ field: 'phone', message: HOSTILE }] } };
    await page.route('**/wp-admin/admin-ajax.php', (route) =>
      /action=pum_form/.test(route.request().postData() ?? '') ? route.fulfill({ contentType: 'text/html', body: JSON.stringify(answer) }) : route.fallback(),
    );
    const popup = page.locator('#pum-102');
    const form = popup.locator('form.pum-form');
    // Popups mount when the browser is idle, after islandsIdle's islands: a click before that
    // follows the link's #popmake-102 and opens nothing (this test failed that way, rarely).
    await expect(popup).toHaveAttribute('data-island-state', 'mounted');
    await page.locator('a.call-back-link').click();
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    await form.locator('[name="phone"]').fill('+371 2000 0000');
    await form.locator('button[type="submit"]').click();
    // The error message: Popup Maker inserts messages as HTML; the harmless part arrives, the rest is gone.
    const error = form.locator('.pum-form__message--error');
    await expect(error.locator('.hostile-div')).toHaveText('hover');
    await error.locator('.hostile-div').dispatchEvent('mouseover');
    await expect(error.locator('script, [onerror], [onmouseover], a[href^="javascript:"]')).toHaveCount(0);
    answer = { success: true, data: { message: HOSTILE, redirect_enabled: true, redirect: "javascript:window.__pwned = 'redirect'" } };
    await form.locator('button[type="submit"]').click();
    const success = form.locator('.pum-form__message--success');
    await expect(success.locator('a.hostile-link')).toHaveText('x');
    await expect(success.locator('script, [onerror], [onmouseover], a[href^="javascript:"]')).toHaveCount(0);
    await expectNothingRan(page);
    // The redirect is weighed once the popup has closed, 1 s after the success (its closedelay):
    // refused with a warning, and the visitor stays.
    await expect.poll(() => problems.warnings.some((text) => text.includes('javascript:') && text.includes('ignored'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/home/');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(problems.errors.filter((text) => !text.includes('404'))).toEqual([]);
  });

  test('Contact Form 7 answers with script, event handlers and javascript: URLs are shown as text', async ({ page }) => {
    await page.goto('/contacts/');
    await islandsIdle(page);
    const form = page.locator('#wpcf7-f190-p12-o1 form');
    await page.route('**/contact-forms/190/feedback', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          contact_form_id: 190,
          into: '#wpcf7-f190-p12-o1',
          status: 'validation_failed',
          message: HOSTILE,
          invalid_fields: [{ field: 'your-name', message: HOSTILE, idref: null, error_id: 'wpcf7-f190-p12-o1-ve-your-name' }],
          posted_data_hash: '',
        }),
      }),
    );
    await form.locator('[name="your-name"]').fill('Anna Berg');
    await form.locator('[name="your-email"]').fill('anna@lubrica.lv');
    await form.locator('[name="your-message"]').fill('We need a drum of HLP 46 in Riga.');
    await form.locator('[name="acceptance-privacy"]').check();
    await form.locator('.wpcf7-submit').click();
    await expect(form).toHaveAttribute('data-status', 'invalid');
    await expect(form.locator('.wpcf7-response-output')).toContainText('<script>window.__pwned = "script"</script>');
    await expect(form.locator('.wpcf7-not-valid-tip').first()).toContainText('<a class="hostile-link" href="javascript:');
    await expectNothingRan(page);
  });

  test('the modal slider answer with script, event handlers and javascript: URLs: the slider runs, nothing else does', async ({ page, problems, expectErrors }) => {
    expectErrors(); // the harmless broken image's 404
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      if (!/client_action=get_slider_html/.test(route.request().postData() ?? '')) return route.fallback();
      const response = await route.fetch();
      const answer = (await response.json()) as { data: string };
      answer.data = answer.data.replace('<rs-slides>', `${HOSTILE}<rs-slides>`).replace('</rs-module-wrap>', `${HOSTILE}</rs-module-wrap>`);
      await route.fulfill({ response, body: JSON.stringify(answer) });
    });
    await page.goto('/catalogues/');
    await islandsIdle(page);
    await expect(page.locator('rs-modal-cover')).toHaveAttribute('data-island-state', 'mounted', { timeout: 10_000 });
    await page.getByRole('link', { name: 'Browse the catalogues' }).click();
    const inner = page.locator('rs-modal-cover rs-module-wrap#rev_slider_5_1_wrapper');
    await expect(inner).toHaveAttribute('data-island-state', 'mounted');
    await expect(inner.locator('rs-slide').first()).toContainText('Industrial oils 2026');
    await inner.getByRole('button', { name: 'Next slide' }).click();
    await expect(inner.locator('rs-module')).toHaveAttribute('data-rs-current', '2');
    await expectNothingRan(page);
    expect(problems.errors.filter((text) => !text.includes('404'))).toEqual([]);
  });

  test('a modal slider answer that asks for a script of another origin is refused: one error, the cover closes, nothing requested there', async ({ page, problems, expectErrors }) => {
    expectErrors();
    const away = await awayServer();
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      if (!/client_action=get_slider_html/.test(route.request().postData() ?? '')) return route.fallback();
      const response = await route.fetch();
      const answer = (await response.json()) as { toload: Record<string, string> };
      answer.toload = { 'rs-catalogue-addon': `${away.origin}/addon.js` };
      await route.fulfill({ response, body: JSON.stringify(answer) });
    });
    await page.goto('/catalogues/');
    await islandsIdle(page);
    await expect(page.locator('rs-modal-cover')).toHaveAttribute('data-island-state', 'mounted', { timeout: 10_000 });
    await page.getByRole('link', { name: 'Browse the catalogues' }).click();
    await expect.poll(() => problems.errors.length).toBe(1);
    expect(problems.errors[0]).toContain(`refusing to load ${away.origin}/addon.js: not the site's origin`);
    await expect(page.locator('rs-modal-cover')).not.toHaveAttribute('data-rs-open', /.*/);
    await away.close();
    expect(away.hits).toEqual([]);
  });
});

/** No hostile handler ran (once the broken images' error events have run), and none is in the page. */
async function expectNothingRan(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('.hostile-div').forEach((el) => el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))));
  await imagesSettled(page.locator('img[src="/nope.png"]'));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  await expect(page.locator('[onerror], [onmouseover], a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.locator('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])', { hasText: '__pwned' })).toHaveCount(0);
}
