import type { Page } from '@playwright/test';
import { expect, expectAccessible, islandsIdle, test } from '../../tests/support/test.ts';

async function mountedMap(page: Page, id: string) {
  const host = page.locator(`#${id}`);
  await host.scrollIntoViewIfNeeded();
  await expect(host).toHaveAttribute('data-island-state', 'mounted');
  await expect(host.locator('.leaflet-container')).toBeVisible();
  return host;
}

test.describe('maps @widgets', () => {
  for (const lang of ['en', 'ru'] as const) {
    test(`the home map: one marker at the default zoom 10 on local tiles; a click opens its info window (${lang})`, async ({ page }) => {
      await page.goto(lang === 'ru' ? '/ru/home/' : '/home/');
      const host = await mountedMap(page, 'map-51');
      await expect(host.locator('.leaflet-marker-icon')).toHaveCount(1);
      await expect(host.locator('img.leaflet-tile-loaded').first()).toHaveAttribute('src', /^\/tiles\/0\/10\/\d+\/\d+\.svg$/);
      await expect(host.locator('.leaflet-popup')).toHaveCount(0);
      await host.locator('.leaflet-marker-icon').click();
      const popup = host.locator('.leaflet-popup-content');
      await expect(popup).toContainText(lang === 'ru' ? 'Главный офис Лубрика Балтик' : 'Lubrica Baltic head office');
      await expect(popup.locator('strong')).toHaveCount(1);
      await expect(host.getByRole('button', { name: lang === 'ru' ? 'Приблизить' : 'Zoom in' })).toBeVisible();
    });
  }

  test('the contacts map: three markers in style 1 (greyscale, yellow water), each with its info window, by click or Enter', async ({ page }) => {
    await page.goto('/contacts/');
    const host = await mountedMap(page, 'map-52');
    const markers = host.locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(3);
    await expect(host.locator('.leaflet-container')).toHaveClass(/theme-map--style-1/);
    await expect(host.locator('img.leaflet-tile-loaded').first()).toHaveAttribute('src', /^\/tiles\/1\//);
    await markers.nth(1).click();
    await expect(host.locator('.leaflet-popup-content')).toContainText('Tallinn');
    // Keyboard: markers are buttons named by their info text.
    const vilnius = host.getByRole('button', { name: /Vilnius/ });
    await vilnius.focus();
    await page.keyboard.press('Enter');
    // One info window at a time: Tallinn's fades out as Vilnius's opens.
    await expect(host.locator('.leaflet-popup')).toHaveCount(1);
    await expect(host.locator('.leaflet-popup-content')).toContainText('Savanorių');
    const width = await host.locator('.leaflet-popup-content').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(600);
    await expectAccessible(page, '#map-52');
  });

  test('a link in an info window opens where the site says: the route planner in a new tab, with no opener', async ({ page }) => {
    await page.goto('/contacts/');
    const host = await mountedMap(page, 'map-52');
    await host.getByRole('button', { name: /Riga/ }).click();
    const route = host.locator('.leaflet-popup-content a.map-route');
    await expect(route).toHaveText('Route');
    await expect(route).toHaveAttribute('target', '_blank');
    await expect(route).toHaveAttribute('rel', 'noopener');
  });

  test('an info window with a long text grows to 600 px wide and no more (Leaflet\'s own cap is 300 px)', async ({ page }) => {
    const long = 'Savanorių prospektas 178, Vilnius: laboratory samples are accepted on weekdays from eight to four at the courtyard entrance, second floor, office twelve, and every sample gets its report within three working days';
    await page.route('**/contacts/', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replaceAll('Savanorių pr. 178, Vilnius', long) });
    });
    await page.goto('/contacts/');
    const host = await mountedMap(page, 'map-52');
    await host.getByRole('button', { name: /Vilnius/ }).click();
    await expect(host.locator('.leaflet-popup-content')).toContainText('every sample gets its report');
    const width = await host.locator('.leaflet-popup-content').evaluate((el) => el.getBoundingClientRect().width);
    // Held at the cap: Leaflet lays a capped popup out at maxWidth + 1 px (600 → 601; its own 300 → 301).
    expect(width).toBe(601);
  });

  test('a map configured with no tile source shows OpenStreetMap\'s tiles, credited; style 1 turns them grey with yellow water', async ({ page }) => {
    // OpenStreetMap's tiles, answered here (nothing leaves the machine): water on the left half, land on the right.
    const tiles: string[] = [];
    await page.route('https://tile.openstreetmap.org/**', (route) => {
      tiles.push(new URL(route.request().url()).pathname);
      return route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="128" height="256" fill="#aad3df"/><rect x="128" width="128" height="256" fill="#f2efe9"/></svg>',
      });
    });
    await page.goto('/contacts/?variant=map-default-tiles');
    const host = await mountedMap(page, 'map-52');
    await expect(host.locator('img.leaflet-tile-loaded').first()).toHaveAttribute('src', /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/);
    expect(tiles.length).toBeGreaterThan(0);
    await expect(host.locator('.leaflet-control-attribution a[href="https://www.openstreetmap.org/copyright"]')).toHaveText('OpenStreetMap');
    await expect(host.locator('.leaflet-tile-pane')).toHaveCSS('filter', 'url("#theme-map-style-1")');
    // The filter itself, in this browser: OpenStreetMap's water turns yellow, its land grey.
    const [water, land] = await page.evaluate(() => {
      const source = document.createElement('canvas');
      source.width = 2;
      source.height = 1;
      const s = source.getContext('2d')!;
      s.fillStyle = '#aad3df';
      s.fillRect(0, 0, 1, 1);
      s.fillStyle = '#f2efe9';
      s.fillRect(1, 0, 1, 1);
      const out = document.createElement('canvas');
      out.width = 2;
      out.height = 1;
      const o = out.getContext('2d')!;
      o.filter = 'url(#theme-map-style-1)';
      o.drawImage(source, 0, 0);
      const d = o.getImageData(0, 0, 2, 1).data;
      return [Array.from(d.slice(0, 3)), Array.from(d.slice(4, 7))];
    });
    expect(water).toEqual([0xf2, 0xc9, 0x4c]);
    expect(Math.max(...land!) - Math.min(...land!)).toBeLessThanOrEqual(1);
    expect(land![0]).toBeGreaterThan(200);
  });

  test('nothing is requested from outside the site', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost:') && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    await page.goto('/ru/contacts/');
    const host = await mountedMap(page, 'map-52');
    await host.locator('.leaflet-marker-icon').first().click();
    await host.getByRole('button', { name: 'Приблизить' }).click();
    await expect(host.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await islandsIdle(page);
    expect(foreign).toEqual([]);
  });

  test('Leaflet and its stylesheet load only once the map comes into view', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/chunks\/Map\.island-/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('/home/');
    await islandsIdle(page);
    await expect(page.locator('#map-51')).toHaveAttribute('data-island-state', 'pending');
    expect(chunks).toEqual([]);
    await expect(page.locator('style[data-theme-leaflet]')).toHaveCount(0);
    await mountedMap(page, 'map-51');
    expect(chunks).toHaveLength(1);
    await expect(page.locator('style[data-theme-leaflet]')).toHaveCount(1);
  });

  test('with no reachable tiles the marker and its info window still work', async ({ page, problems, expectErrors }) => {
    expectErrors(); // the browser logs each failed tile request
    await page.goto('/home/?variant=map-no-tiles');
    const host = await mountedMap(page, 'map-51');
    await host.locator('.leaflet-marker-icon').click();
    await expect(host.locator('.leaflet-popup-content')).toContainText('Brīvības iela 100');
    expect(problems.errors.filter((text) => text.startsWith('[theme]'))).toEqual([]);
  });

  test('a map without a usable marker fails alone with one error and keeps its addresses', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.goto('/contacts/?variant=bad-map');
    const host = page.locator('#map-52');
    await host.scrollIntoViewIfNeeded();
    await expect(host).toHaveAttribute('data-island-state', 'failed');
    await islandsIdle(page);
    expect(problems.errors).toEqual([expect.stringMatching(/^\[theme\] island "map" failed on <div#map-52[^>]*>: .*no marker with a valid lat and lng/)]);
    await expect(host.locator('.theme-map__fallback li')).toHaveCount(3);
    await expect(host.locator('.leaflet-container')).toHaveCount(0);
  });
});
