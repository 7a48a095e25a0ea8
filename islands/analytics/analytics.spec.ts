import type { Page } from '@playwright/test';
import { expect, islandsIdle, requestsSeen, test } from '../../tests/support/test.ts';

const CLICKS = '/wp-content/plugins/independent-analytics/iawp-click-endpoint.php';
const PAYLOAD = { resource: 'singular', singular_id: 12, page: 1 };

/** Playwright's Chromium says navigator.webdriver; a real visitor's browser does not. */
async function asVisitor(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
}

/** Links in these tests must not navigate away: the listener runs before this one (capture). */
async function stayOnPage(page: Page): Promise<void> {
  await page.addInitScript(() => window.addEventListener('click', (event) => event.preventDefault()));
}

/** The tracker has decided about the visit (sent, skipped, held for a prerender); keepalive requests never reach Playwright's network idle. */
async function settled(page: Page, visit: 'sent' | 'skipped' | 'prerendering' = 'sent'): Promise<void> {
  await islandsIdle(page);
  await expect(page.locator('script#iawp-tracking')).toHaveAttribute('data-iawp-visit', visit);
}

/**
 * What the page hands the browser for the tracker's endpoints (beacons and requests), as it
 * happens: a send made by a click is recorded before the click's dispatch returns (the tracker
 * sends from the click's own task), so "nothing more was sent" needs no waiting for the network.
 */
async function recordSends(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const bodies: Array<[string, unknown]> = [];
    Object.assign(window, { iawpBodies: bodies });
    const note = (url: unknown, body: unknown) => {
      const path = new URL(String(url), location.href).pathname;
      if (path.includes('iawp')) bodies.push([path, body]);
    };
    const beacon = Navigator.prototype.sendBeacon;
    Navigator.prototype.sendBeacon = function (this: Navigator, url: string | URL, data?: BodyInit | null) {
      note(url, data);
      return beacon.call(this, url, data);
    };
    const fetch = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      note(input instanceof Request ? input.url : input, init?.body);
      return fetch(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as { iawpBodies: Array<[string, unknown]> }).iawpBodies.map(([path]) => path));
}

/** The bodies the page handed the browser for `path` (recordSends), in the order it sent them. */
function sentBodies(page: Page, path: string): Promise<string[]> {
  return page.evaluate(
    (path) => Promise.all((window as unknown as { iawpBodies: Array<[string, unknown]> }).iawpBodies.filter(([sent]) => sent === path).map(([, body]) => (body instanceof Blob ? body.text() : String(body)))),
    path,
  );
}

test.describe('analytics @analytics', () => {
  test('a visit posts the referrer, campaign fields and the signed payload as printed, under /ru/', async ({ page }) => {
    await asVisitor(page);
    await page.goto('/ru/contacts/?utm_source=news%20letter&utm_medium=email&utm_campaign=spring&gclid=g-1&other=x', { referer: 'https://www.google.com/' });
    await expect.poll(async () => (await requestsSeen(page)).filter((r) => r.path === '/ru/wp-json/iawp/search').length).toBe(1);
    const visits = (await requestsSeen(page)).filter((r) => r.path === '/ru/wp-json/iawp/search');
    const body = JSON.parse(visits[0]!.body);
    expect(body).toEqual({
      referrer_url: 'https://www.google.com/',
      utm_source: 'news%20letter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      gclid: 'g-1',
      payload: PAYLOAD,
      signature: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // Key order and types as printed: the server re-signs exactly this text.
    expect(JSON.stringify(body.payload)).toBe('{"resource":"singular","singular_id":12,"page":1}');
    // The site accepts it: its signature check passes on the body as sent.
    const answer = await page.request.post('/ru/wp-json/iawp/search', { headers: { 'Content-Type': 'application/json' }, data: visits[0]!.body });
    expect(await answer.json()).toEqual({ success: true });
  });

  test('an English page posts to the unprefixed endpoint, referrer null', async ({ page }) => {
    await asVisitor(page);
    await page.goto('/home/');
    await settled(page);
    await expect.poll(async () => (await requestsSeen(page)).filter((r) => r.path.endsWith('/iawp/search')).length).toBe(1);
    const visits = (await requestsSeen(page)).filter((r) => r.path.endsWith('/iawp/search'));
    expect(visits.map((r) => r.path)).toEqual(['/wp-json/iawp/search']);
    expect(JSON.parse(visits[0]!.body)).toMatchObject({ referrer_url: null, payload: { resource: 'home', page: 1 } });
  });

  test('tracked clicks are sent with sendBeacon: PDF, mailto, tel, tracked classes, an ancestor within six levels', async ({ page }) => {
    await asVisitor(page);
    await stayOnPage(page);
    const sends = await recordSends(page);
    await page.goto('/contacts/');
    await settled(page);
    for (const id of ['sds-link', 'mail-link', 'tel-link', 'tds-link', 'footer-link', 'samples-button', 'about-link', 'deep-link']) {
      await page.locator(`#${id}`).click();
    }
    // Six of the eight clicks were sent (the last two match no rule), and the site got them. Each
    // beacon is a request of its own, so the site may get two sent in a row in either order: the
    // order is the page's, the content what the site got.
    expect((await sends()).filter((path) => path === CLICKS)).toHaveLength(6);
    await expect.poll(async () => (await requestsSeen(page)).filter((r) => r.path === CLICKS).length).toBe(6);
    const got = (await requestsSeen(page)).filter((r) => r.path === CLICKS).map((r) => JSON.parse(r.body) as { href: string; classes: string; ids: string });
    const order = (await sentBodies(page, CLICKS)).map((body) => (JSON.parse(body) as { ids: string }).ids);
    const clicks = order.map((ids) => got.find((click) => click.ids === ids)!);
    expect(clicks).toHaveLength(6);
    const origin = new URL(page.url()).origin;
    expect(clicks.map(({ href, classes, ids }) => ({ href, classes, ids }))).toEqual([
      { href: `${origin}/files/hlp46-sds.pdf`, classes: '', ids: 'sds-link' },
      { href: 'mailto:info@lubrica.lv', classes: '', ids: 'mail-link' },
      { href: 'tel:+37167000000', classes: '', ids: 'tel-link' },
      { href: `${origin}/product/hydraulic-oil-hlp-46/#tab-additional_information`, classes: 'technical-data-sheet', ids: 'tds-link' },
      { href: `${origin}/about/#history`, classes: '', ids: 'footer-link contacts-footer-links' },
      { href: '', classes: 'button', ids: 'samples-button' },
    ]);
    for (const click of clicks) expect(click).toMatchObject({ payload: PAYLOAD, signature: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  test("every class the spec tracks is tracked: footer, language switch, page buttons, mobile, scroll, button, safety and technical data sheets, privacy, heatmap", async ({ page }) => {
    const classes = ['footer', 'language-switch', 'page-button', 'mobile', 'scroll', 'button', 'safety-data-sheet', 'technical-data-sheet', 'privacy', 'heatmap'];
    await asVisitor(page);
    await stayOnPage(page);
    await page.goto('/contacts/');
    await settled(page);
    // A link of each class, and one of a class no rule names.
    await page.evaluate((names) => {
      const box = document.createElement('p');
      box.id = 'tracked-classes';
      for (const name of [...names, 'other']) {
        const link = document.createElement('a');
        link.href = `/about/#${name}`;
        link.className = name;
        link.textContent = name;
        box.append(link, ' ');
      }
      document.querySelector('main')!.append(box);
    }, classes);
    for (const name of [...classes, 'other']) await page.locator(`#tracked-classes a.${name}`).click();
    await expect.poll(async () => (await requestsSeen(page)).filter((r) => r.path === CLICKS).length).toBe(classes.length);
    const sent = (await requestsSeen(page)).filter((r) => r.path === CLICKS).map((r) => JSON.parse(r.body).classes);
    expect(sent).toEqual(classes);
  });

  test('without sendBeacon a keepalive request carries the click', async ({ page }) => {
    await asVisitor(page);
    await stayOnPage(page);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: () => false }));
    await page.goto('/contacts/');
    await settled(page);
    await page.locator('#sds-link').click();
    await expect.poll(async () => (await requestsSeen(page)).filter((r) => r.path === CLICKS).map((r) => (r as unknown as { contentType: string }).contentType)).toEqual(['application/json;charset=UTF-8']);
  });

  test('a middle-button press on a tracked link is recorded once', async ({ page }) => {
    await asVisitor(page);
    await stayOnPage(page);
    await page.goto('/contacts/');
    await settled(page);
    await page.locator('#sds-link').click({ button: 'middle' });
    await expect.poll(async () => (await requestsSeen(page)).filter((r) => r.path === CLICKS).length).toBe(1);
  });

  test('a broken payload is reported once and nothing is sent; the rest of the page works', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await asVisitor(page);
    await page.goto('/contacts/?variant=iawp-bad-json');
    await settled(page, 'skipped');
    expect(problems.errors.filter((text) => text.includes('"analytics"'))).toEqual([expect.stringMatching(/^\[theme\] island "analytics" failed on <script#iawp-tracking>: the tracking payload is not valid JSON/)]);
    expect((await requestsSeen(page)).filter((r) => r.path.includes('iawp'))).toEqual([]);
    await page.locator('#wpcf7-f190-p12-o1 form .wpcf7-submit').hover();
    await expect(page.locator('#wpcf7-f190-p12-o1 form')).toHaveAttribute('data-island-state', 'mounted');
  });
});

test.describe('analytics for a prerendered page @analytics', () => {
  test('a page the browser prerenders sends no visit; once the visitor opens it, one visit, and its clicks are tracked', async ({ page }) => {
    // Chrome does not prerender while DevTools (Playwright) is attached (PrerenderingDisabledByDevTools),
    // so the page is given the state a prerendered document has: document.prerendering until
    // activation, then prerenderingchange.
    await asVisitor(page);
    await stayOnPage(page);
    await page.addInitScript(() => {
      let prerendering = true;
      Object.defineProperty(Document.prototype, 'prerendering', { configurable: true, get: () => prerendering });
      Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (prerendering ? 'hidden' : 'visible') });
      Object.assign(window, {
        activatePrerender() {
          prerendering = false;
          document.dispatchEvent(new Event('prerenderingchange'));
        },
      });
    });
    await page.goto('/ru/contacts/');
    await settled(page, 'prerendering');
    expect((await requestsSeen(page)).filter((r) => r.path.includes('iawp'))).toEqual([]);

    await page.evaluate(() => (window as unknown as { activatePrerender(): void }).activatePrerender());
    await settled(page, 'sent');
    await expect.poll(async () => (await requestsSeen(page)).filter((r) => r.path === '/ru/wp-json/iawp/search').length).toBe(1);
    expect(JSON.parse((await requestsSeen(page)).find((r) => r.path === '/ru/wp-json/iawp/search')!.body)).toMatchObject({ payload: PAYLOAD });
    await page.locator('#sds-link').click();
    await expect.poll(async () => (await requestsSeen(page)).filter((r) => r.path === CLICKS).length).toBe(1);
  });
});

// Not visitors: an automated browser (navigator.webdriver, as Playwright's Chromium says), and
// the spec's user agents: a bot, a crawler's spider, Lighthouse (no "bot" in it).
const NOT_VISITORS: Array<{ name: string; userAgent?: string }> = [
  { name: 'an automated browser (navigator.webdriver)' },
  { name: 'Googlebot', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  { name: 'Baiduspider', userAgent: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)' },
  {
    name: 'Chrome-Lighthouse',
    userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  },
];
for (const { name, userAgent } of NOT_VISITORS) {
  test.describe(`analytics: ${name} @analytics`, () => {
    if (userAgent) test.use({ userAgent });
    test(`${name} is not tracked: no visit, no click`, async ({ page }) => {
      if (userAgent) await asVisitor(page);
      await stayOnPage(page);
      const sends = await recordSends(page);
      await page.goto('/contacts/');
      await settled(page, 'skipped');
      await page.locator('#sds-link').click();
      expect(await sends()).toEqual([]);
      expect((await requestsSeen(page)).filter((r) => r.path.includes('iawp'))).toEqual([]);
    });
  });
}
