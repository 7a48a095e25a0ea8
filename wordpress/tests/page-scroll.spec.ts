import { readFileSync } from 'node:fs';
import type { ManifestEntry } from '../../build/theme-manifest.ts';
import { PLUGIN_DIST } from '../../build/plugin-dist.ts';
import { SITE } from './site.ts';
import { expect, MODES, open, stagingSwitch, test } from './support/visit.ts';

const tagOf = (html: string, id: string) => new RegExp(`<script[^>]* id="${id}"[^>]*>`).exec(html)?.[0] ?? '';

// Page Scroll to id's script registered as the plugin does, with its data, and a theme script that
// depends on it alone and calls `$.mPageScroll2id('scrollTo', …)` at jQuery's ready (the
// staging's `lubrica_page_scroll` switch). The staging has no Page Scroll to id: with our plugin
// off, its file is a placeholder that records the calls, so the two modes are compared on what
// the theme script found and called, and the scroll itself is shown with the plugin on.
test.describe("Page Scroll to id's $.mPageScroll2id where its script stood @wordpress", () => {
  for (const mode of MODES)
    test(`${mode}: the script printed for page-scroll-to-id-plugin-script after jQuery and its data, the theme script after it; at jQuery's ready the theme script finds $.mPageScroll2id and its scrollTo is taken`, async ({ visitor }) => {
      const v = await visitor(mode);
      await v.page.emulateMedia({ reducedMotion: 'reduce' });
      await stagingSwitch(v, 'lubrica_page_scroll', 'on');
      const html = await (await v.page.request.get(SITE.inlineVariable)).text();
      const tag = tagOf(html, 'page-scroll-to-id-plugin-script-js');
      const src = /src="([^"]+)"/.exec(tag)?.[1]?.replaceAll('&#038;', '&') ?? '';
      if (mode === 'classic') expect(src, "the plugin's own file (the staging's placeholder)").toContain('lubrica_staging_ps2id=1');
      else {
        const standIn = (JSON.parse(readFileSync(`${PLUGIN_DIST}/manifest.json`, 'utf8')) as Record<string, ManifestEntry>)['stand-ins/page-scroll-to-id-plugin-script.js']!;
        expect(standIn.needs).toEqual(['jquery']);
        expect(src).toBe(new URL(`wp-content/plugins/lubrica-islands/dist/stand-ins/page-scroll-to-id-plugin-script.js?ver=${standIn.version}`, `${test.info().project.use.baseURL}/`).href);
      }
      const jQuery = html.indexOf(tagOf(html, 'jquery-core-js'));
      expect(jQuery).toBeGreaterThan(-1);
      expect(jQuery).toBeLessThan(html.indexOf(tag));
      expect(html.indexOf('var mPS2id_params')).toBeGreaterThan(-1);
      expect(html.indexOf('var mPS2id_params')).toBeLessThan(html.indexOf(tag));
      expect(html.indexOf('window.themeScroll')).toBeGreaterThan(html.indexOf(tag));

      await open(v, SITE.inlineVariable);
      expect(await v.page.evaluate(() => (window as unknown as { themeScroll: unknown }).themeScroll)).toEqual({ atReady: 'function' });
      if (mode === 'classic')
        expect(await v.page.evaluate(() => (window as unknown as { stagingPageScrollCalls: unknown }).stagingPageScrollCalls)).toEqual([['scrollTo', 'tab-description', { offset: 40 }]]);
      else {
        // The call was kept by the stand-in and made by the site chrome's chunk: the page is at
        // the description, 40 px above it (or at the page end). Read where the description is at
        // each look, not once before: the layout may still settle by a fraction of a pixel, and
        // the window's offset is snapped to a whole device pixel, so within one pixel is there.
        await expect
          .poll(() =>
            v.page.evaluate(() => {
              const top = document.getElementById('tab-description')!.getBoundingClientRect().top + window.scrollY;
              const aim = Math.min(top - 40, document.documentElement.scrollHeight - window.innerHeight);
              return { movedPast100: aim > 100, withinAPixelOfAim: Math.abs(window.scrollY - aim) < 1 };
            }),
          )
          .toEqual({ movedPast100: true, withinAPixelOfAim: true });
      }
      expect(v.errors).toEqual([]);
    });

  test('plugin on, without the switch: no jQuery, no stand-in, and no $.mPageScroll2id to give', async ({ visitor }) => {
    const v = await visitor('bundle');
    const html = await (await v.page.request.get(SITE.inlineVariable)).text();
    expect({ jQuery: tagOf(html, 'jquery-core-js'), standIn: html.includes('page-scroll-to-id-plugin-script') }).toEqual({ jQuery: '', standIn: false });
  });
});
