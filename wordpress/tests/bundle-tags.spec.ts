import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { ManifestEntry } from '../../build/theme-manifest.ts';
import { PLUGIN_DIST } from '../../build/plugin-dist.ts';
import { SITE, headOf } from './site.ts';
import { expect, open, test } from './support/visit.ts';

/** The entry's row of the plugin's manifest: what the head preloads, and on which pages. */
const themeEntry = () => (JSON.parse(readFileSync(`${PLUGIN_DIST}/manifest.json`, 'utf8')) as Record<string, ManifestEntry>)['theme.js']!;

/** The preload link the plugin prints for a file of dist/. */
const link = (file: string) => `<link rel="modulepreload" href="${new URL(`wp-content/plugins/lubrica-islands/dist/${file}`, `${test.info().project.use.baseURL}/`).href}">`;

/** The files the manifest has the plugin preload on some pages only (`fetchAhead`), checked to name the chunk `name-…`. */
function fetchedAhead(name: string): string[] {
  const files = themeEntry().fetchAhead?.[name] ?? [];
  expect(files, `the manifest names the chunks of ${name}`).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^chunks/${name}-`))]));
  return files;
}

/** Each file linked once in the page: the preload helper (src/runtime/preload-chunks.ts) found the printed link (the same URL) and added none of its own. */
async function expectLinkedOnce(page: Page, files: readonly string[]): Promise<void> {
  for (const file of files) await expect(page.locator(`link[rel="modulepreload"][href$="/dist/${file}"]`), file).toHaveCount(1);
}

test.describe('the bundle\'s tags on the real site @wordpress', () => {
  test('the head preloads the entry, its static imports and the chunks it imports at every page\'s start; the bundle adds no second link for them', async ({ visitor }) => {
    const entry = themeEntry();
    const chunks = [...(entry.preload ?? []), ...(entry.startPreload ?? [])];
    expect(entry.startPreload, 'the site chrome\'s chunk is imported at every page\'s start').toEqual(expect.arrayContaining([expect.stringMatching(/^chunks\/chrome-effects-/)]));
    const v = await visitor('bundle');
    const head = await headOf(v.page, SITE.contacts);
    for (const file of chunks) expect(head, `${file} is preloaded from the head`).toContain(link(file));
    await open(v, SITE.contacts);
    await expectLinkedOnce(v.page, chunks);
  });

  test('a product page\'s head preloads its preparations too (chunks/product and what it imports); the other pages never load them', async ({ visitor }) => {
    const product = fetchedAhead('product');
    const v = await visitor('bundle');
    const productHead = await headOf(v.page, SITE.simple);
    for (const file of product) expect(productHead, `${file} is preloaded on a product page`).toContain(link(file));
    for (const path of [SITE.contacts, SITE.about, SITE.shop]) expect(await headOf(v.page, path), `${path} preloads no product chunk`).not.toContain(link(product[0]!));
    const fetched: string[] = [];
    v.page.on('request', (request) => fetched.push(request.url()));
    for (const path of [SITE.about, SITE.shop]) await open(v, path);
    expect(fetched.filter((url) => /\/dist\/chunks\/product-/.test(url)), 'the about page and the shop fetch no product chunk').toEqual([]);
    await open(v, SITE.simple);
    // The gallery's frame is drawn from it, its links not doubled by the preload helper.
    await expect(v.page.locator('.woocommerce-product-gallery .flex-viewport')).toHaveCount(1);
    await expectLinkedOnce(v.page, product);
  });

  test('a page whose head keeps jQuery (the account pages) preloads the entry and its chunks at low priority, after jQuery, which holds the first paint there; a page without it at the default priority', async ({ visitor }) => {
    const entry = themeEntry();
    const chunks = [`${entry.file}?ver=`, ...(entry.preload ?? []), ...(entry.startPreload ?? [])];
    const v = await visitor('bundle');
    const account = await headOf(v.page, SITE.account);
    const jQueryAt = account.search(/<script [^>]*src="[^"]*\/jquery\.min\.js/);
    expect(jQueryAt, 'jQuery is in the account page\'s head').toBeGreaterThan(0);
    for (const file of chunks) {
      const at = account.search(new RegExp(`<link rel="modulepreload" href="[^"]*/dist/${file.replace(/[.?]/g, '\\$&')}[^"]*" fetchpriority="low">`));
      expect(at, `${file}: preloaded at low priority`).toBeGreaterThan(jQueryAt);
    }
    const contacts = await headOf(v.page, SITE.contacts);
    expect(contacts).not.toMatch(/\/jquery\.min\.js/);
    expect(contacts).not.toContain('fetchpriority="low"');
  });

  test('an account page\'s head preloads the password fields\' chunk (chunks/fields and what it imports) at low priority, which adds the show/hide button; the other pages never load it', async ({ visitor }) => {
    const fields = fetchedAhead('fields');
    const v = await visitor('bundle');
    // Without it the button came a round trip after the entry (a slow line: 0.24 s later), where
    // woocommerce.js, fetched with the page, added it at DOM-ready. At low priority, so that it
    // does not hold the first paint (includes/bundle.php says how much).
    for (const path of [SITE.account, SITE.lostPassword]) {
      const head = await headOf(v.page, path);
      for (const file of fields) expect(head, `${file} is preloaded on ${path}, at low priority`).toContain(link(file).replace('">', '" fetchpriority="low">'));
    }
    for (const path of [SITE.contacts, SITE.shop, SITE.simple, SITE.cart]) expect(await headOf(v.page, path), `${path} preloads no fields chunk`).not.toContain(`/dist/${fields[0]!}`);
    const fetched: string[] = [];
    v.page.on('request', (request) => fetched.push(request.url()));
    await open(v, SITE.shop);
    expect(fetched.filter((url) => /\/dist\/chunks\/fields-/.test(url)), 'the shop fetches no fields chunk').toEqual([]);
    await open(v, SITE.account);
    await expect(v.page.locator('form.woocommerce-form-login .password-input > button.show-password-input')).toHaveCount(1);
    await expectLinkedOnce(v.page, fields);
  });
});
