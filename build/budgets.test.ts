// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRY_ALONE_GZIP_9 } from './budgets.ts';
import { DistSizes } from './dist-sizes.ts';

const dist = new DistSizes();

describe('size budgets of the built files (gzip -9)', () => {
  it('dist/ exists (npm test builds before the unit tests)', () => {
    expect(dist.exists(), `no ${dist.dir}/theme.js: run npm run build first`).toBe(true);
  });

  it('the entry and the chunks it imports statically are within the entry budget together', () => {
    const { parts, gzip, budget } = dist.entryTotal();
    const sum = parts.map((part) => `${part.file} ${part.gzip}`).join(' + ');
    expect(gzip, `every page loads ${sum} = ${gzip} bytes gzip, over the entry budget of ${budget}`).toBeLessThanOrEqual(budget);
  });

  it('theme.js alone is within 8 KB as the gzip program reads it at -9', () => {
    const gzip = execFileSync('gzip', ['-9', '-c', join(dist.dir, 'theme.js')]).length;
    expect(gzip, `theme.js is ${gzip} bytes at gzip -9, over its ${ENTRY_ALONE_GZIP_9}`).toBeLessThanOrEqual(ENTRY_ALONE_GZIP_9);
  });

  it('the product page\'s preparations are not among what every page loads (the plugin preloads them on product pages)', () => {
    expect(dist.entryImports().filter((file) => /^chunks\/(product|carousel)-/.test(file))).toEqual([]);
    const product = dist.files().find(({ key }) => key === 'chunks/product');
    expect(product, 'no chunks/product in dist/').toBeDefined();
    // The gallery's frame is in it, not in what the entry imports.
    const code = (file: string) => readFileSync(join(dist.dir, file), 'utf8');
    expect(code(product!.file)).toContain('woocommerce-product-gallery__trigger');
    for (const file of ['theme.js', ...dist.entryImports()]) expect(code(file)).not.toContain('woocommerce-product-gallery__trigger');
  });

  it('no chunk imports theme.js (it is enqueued with ?ver=, so that would run the runtime twice)', () => {
    expect(dist.entryImporters()).toEqual([]);
  });

  for (const { file, key, gzip, budget } of dist.files()) {
    it(`${file} is within its budget`, () => {
      expect(gzip, `${file} (${key}) is ${gzip} bytes gzip, over its budget of ${budget}`).toBeLessThanOrEqual(budget);
    });
  }

  it('the entry has no React in it', () => {
    const entry = dist.exists() ? readFileSync(join(dist.dir, 'theme.js'), 'utf8') : '';
    expect(entry).not.toMatch(/__SECRET_INTERNALS|react\.transitional\.element|ReactCurrentDispatcher/);
  });

  it('the lazy imports go through our preload helper (src/runtime/preload-chunks.ts), not Vite\'s own (build/preload-helper.ts)', () => {
    const files = ['theme.js', ...dist.entryImports(), ...dist.files().map(({ file }) => file)].filter((file) => file.endsWith('.js'));
    const code = dist.exists() ? files.map((file) => readFileSync(join(dist.dir, file), 'utf8')).join('\n') : '';
    // Vite's helper is the one with a stylesheet branch and a CSP nonce; ours has neither.
    expect(code).not.toMatch(/Unable to preload CSS|csp-nonce/);
    expect(code).toContain('vite:preloadError');
  });
});
