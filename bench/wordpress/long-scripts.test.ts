// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleFile, islandsChangedIn, lineAndColumn, longBundleScripts, type IslandStateChange, type ScriptTiming } from './long-scripts.ts';

const timing = (sourceURL: string, duration: number, sourceCharPosition = 0, startTime = 1000): ScriptTiming => ({
  startTime,
  sourceURL,
  sourceFunctionName: 'f',
  sourceCharPosition,
  invoker: 'IdleRequestCallback',
  invokerType: 'user-callback',
  duration,
  forcedStyleAndLayoutDuration: 2,
});

describe('long runs of the bundle’s code, named', () => {
  it.each([
    { url: 'http://localhost:8092/wp-content/plugins/lubrica-islands/dist/theme.js?ver=1.2', file: 'theme.js' },
    { url: 'http://localhost:8092/wp-content/plugins/lubrica-islands/dist/chunks/shared-Ab1.js', file: 'chunks/shared-Ab1.js' },
    { url: 'http://localhost:8092/wp-content/plugins/woocommerce/assets/js/frontend/cart-fragments.min.js?ver=9', file: undefined },
    { url: '', file: undefined },
  ])('$url is the bundle’s $file', ({ url, file }) => {
    expect(bundleFile(url)).toBe(file);
  });

  it.each([
    { text: 'abc', offset: 0, at: { line: 1, column: 0 } },
    { text: 'abc\ndef', offset: 5, at: { line: 2, column: 1 } },
    { text: 'abc\ndef', offset: 4, at: { line: 2, column: 0 } },
    { text: 'abc', offset: -1, at: { line: 1, column: 0 } },
  ])('offset $offset of $text is $at', ({ text, offset, at }) => {
    expect(lineAndColumn(text, offset)).toEqual(at);
  });

  const changes: IslandStateChange[] = [
    { at: 990, element: 'div.woocommerce-product-gallery', state: 'pending' },
    { at: 1000, element: 'form#v.variations_form', state: 'mounted' },
    { at: 1040, element: 'div.widget_shopping_cart_content', state: 'mounted' },
    { at: 1064, element: 'div.wc-tabs-wrapper', state: 'mounted' },
  ];

  it.each([
    { start: 1000, end: 1064, islands: ['form#v.variations_form → mounted', 'div.widget_shopping_cart_content → mounted', 'div.wc-tabs-wrapper → mounted'] },
    { start: 1001, end: 1063, islands: ['div.widget_shopping_cart_content → mounted'] },
    { start: 900, end: 980, islands: [] },
  ])('a run from $start to $end changed $islands', ({ start, end, islands }) => {
    expect(islandsChangedIn(changes, start, end)).toEqual(islands);
  });

  it('keeps the bundle’s scripts over 50 ms only, each with the source line its map gives', () => {
    const dist = mkdtempSync(join(tmpdir(), 'long-scripts-'));
    mkdirSync(join(dist, 'chunks'));
    // Two generated lines, mapped to lines 1 and 2 of one source.
    writeFileSync(join(dist, 'chunks/a-1.js'), 'first();\nsecond();');
    writeFileSync(join(dist, 'chunks/a-1.js.map'), JSON.stringify({ version: 3, sources: ['../../islands/a/b.ts'], names: [], mappings: 'AAAA;AACA' }));
    writeFileSync(join(dist, 'theme.js'), 'unmapped();');
    const base = 'http://site/wp-content/plugins/lubrica-islands/dist/';
    const found = longBundleScripts(
      [
        timing(`${base}chunks/a-1.js`, 64, 9, 1000),
        timing(`${base}chunks/a-1.js`, 50, 0),
        timing(`${base}theme.js?ver=1`, 51),
        timing('http://site/wp-includes/js/jquery/jquery.min.js', 120),
      ],
      dist,
      changes,
    );
    expect(found.map(({ file, source, duration, islands }) => ({ file, source, duration, islands }))).toEqual([
      { file: 'chunks/a-1.js', source: 'islands/a/b.ts:2', duration: 64, islands: ['form#v.variations_form → mounted', 'div.widget_shopping_cart_content → mounted', 'div.wc-tabs-wrapper → mounted'] },
      { file: 'theme.js', source: '', duration: 51, islands: ['form#v.variations_form → mounted', 'div.widget_shopping_cart_content → mounted'] },
    ]);
    expect(found[0]).toMatchObject({ invoker: 'IdleRequestCallback', invokerType: 'user-callback', sourceFunctionName: 'f', forcedStyleAndLayoutDuration: 2 });
  });
});
