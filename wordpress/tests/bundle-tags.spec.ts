import { readFileSync } from 'node:fs';
import type { ManifestEntry } from '../../build/theme-manifest.ts';
import { PLUGIN_DIST } from '../../build/plugin-dist.ts';
import { SITE } from './site.ts';
import { expect, open, test } from './support/visit.ts';

test.describe('the bundle\'s tags on the real site @wordpress', () => {
  test('the head preloads the entry, its static imports and the chunks it imports at every page\'s start; the bundle adds no second link for them', async ({ visitor }) => {
    const entry = (JSON.parse(readFileSync(`${PLUGIN_DIST}/manifest.json`, 'utf8')) as Record<string, ManifestEntry>)['theme.js']!;
    const chunks = [...(entry.preload ?? []), ...(entry.startPreload ?? [])];
    expect(entry.startPreload, 'the site chrome\'s chunk is imported at every page\'s start').toEqual(expect.arrayContaining([expect.stringMatching(/^chunks\/chrome-effects-/)]));
    const v = await visitor('bundle');
    const html = await (await v.page.request.get(SITE.contacts)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    for (const file of chunks) expect(head, `${file} is preloaded from the head`).toContain(`<link rel="modulepreload" href="${new URL(`wp-content/plugins/lubrica-islands/dist/${file}`, `${test.info().project.use.baseURL}/`).href}">`);
    await open(v, SITE.contacts);
    // The preload helper (src/runtime/preload-chunks.ts) found the printed links (the same URLs), so it added none of its own.
    for (const file of chunks) await expect(v.page.locator(`link[rel="modulepreload"][href$="/dist/${file}"]`), file).toHaveCount(1);
  });

  test('a product page\'s head preloads its preparations too (chunks/product and what it imports); the other pages never load them', async ({ visitor }) => {
    const entry = (JSON.parse(readFileSync(`${PLUGIN_DIST}/manifest.json`, 'utf8')) as Record<string, ManifestEntry>)['theme.js']!;
    const product = entry.fetchAhead?.product ?? [];
    expect(product, 'the manifest names the product page\'s chunks').toEqual(expect.arrayContaining([expect.stringMatching(/^chunks\/product-/)]));
    const v = await visitor('bundle');
    const heads = async (path: string) => {
      const html = await (await v.page.request.get(path)).text();
      return html.slice(0, html.indexOf('</head>'));
    };
    const link = (file: string) => `<link rel="modulepreload" href="${new URL(`wp-content/plugins/lubrica-islands/dist/${file}`, `${test.info().project.use.baseURL}/`).href}">`;
    const productHead = await heads(SITE.simple);
    for (const file of product) expect(productHead, `${file} is preloaded on a product page`).toContain(link(file));
    for (const path of [SITE.contacts, SITE.about, SITE.shop]) expect(await heads(path), `${path} preloads no product chunk`).not.toContain(link(product[0]!));
    const fetched: string[] = [];
    v.page.on('request', (request) => fetched.push(request.url()));
    for (const path of [SITE.about, SITE.shop]) await open(v, path);
    expect(fetched.filter((url) => /\/dist\/chunks\/product-/.test(url)), 'the about page and the shop fetch no product chunk').toEqual([]);
    await open(v, SITE.simple);
    // The gallery's frame is drawn from it, its links not doubled by the preload helper.
    await expect(v.page.locator('.woocommerce-product-gallery .flex-viewport')).toHaveCount(1);
    for (const file of product) await expect(v.page.locator(`link[rel="modulepreload"][href$="/dist/${file}"]`), file).toHaveCount(1);
  });
});
