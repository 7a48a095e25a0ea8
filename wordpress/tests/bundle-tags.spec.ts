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
});
