import { readFileSync } from 'node:fs';
import type { ManifestEntry } from '../../build/theme-manifest.ts';
import { PLUGIN_DIST } from '../../build/plugin-dist.ts';
import { SITE } from './site.ts';
import { expect, MODES, open, stagingSwitch, test } from './support/visit.ts';

// Popup Maker's site script registered as the plugin does (the staging's switch: its file is a
// stand-in, the staging has no Popup Maker), and a theme script after it that uses window.PUM at
// its top. With our plugin on, its file is replaced by ours, printed in the same place.
test.describe('Popup Maker\'s window.PUM where its script stood @wordpress', () => {
  for (const mode of MODES) {
    test(`${mode}: the script printed for popup-maker-site, after its data, and a theme script after it finds PUM.hooks at its top`, async ({ visitor }) => {
      const v = await visitor(mode);
      await stagingSwitch(v, 'lubrica_popup_maker', 'on');
      const html = await (await v.page.request.get(SITE.contacts)).text();
      const tag = /<script[^>]* id="popup-maker-site-js"[^>]*>/.exec(html)?.[0] ?? '';
      const src = /src="([^"]+)"/.exec(tag)?.[1]?.replaceAll('&#038;', '&') ?? '';
      if (mode === 'classic') expect(src, 'Popup Maker\'s own file').toContain('lubrica_staging_pum_site=1');
      else {
        const standIn = (JSON.parse(readFileSync(`${PLUGIN_DIST}/manifest.json`, 'utf8')) as Record<string, ManifestEntry>)['stand-ins/popup-maker-site.js']!;
        expect(src).toBe(new URL(`wp-content/plugins/lubrica-islands/dist/stand-ins/popup-maker-site.js?ver=${standIn.version}`, `${test.info().project.use.baseURL}/`).href);
      }
      // Its data first, the theme's script after it, as WordPress orders a handle and its dependant.
      expect(html.indexOf('var pum_vars')).toBeGreaterThan(-1);
      expect(html.indexOf('var pum_vars')).toBeLessThan(html.indexOf(tag));
      expect(html.indexOf('window.themePopups')).toBeGreaterThan(html.indexOf(tag));

      await open(v, SITE.contacts);
      const found = await v.page.evaluate(() => {
        const w = window as unknown as { themePopups: { atTop: string; staging: string | null }; PUM: { hooks: unknown }; pum?: { hooks: unknown } };
        return { ...w.themePopups, sameBus: w.PUM.hooks === w.pum?.hooks };
      });
      expect(found).toEqual(mode === 'classic' ? { atTop: 'function', staging: 'popup-maker', sameBus: false } : { atTop: 'function', staging: null, sameBus: true });
    });
  }
});
