// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUDGETS, ENTRY_WITH_IMPORTS, budgetFor, budgetKey } from './budgets.ts';

const DIST = process.env.THEME_OUT_DIR ?? 'dist';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

describe('size budgets of the built files (gzip -9)', () => {
  it('dist/ exists (npm test builds before the unit tests)', () => {
    expect(existsSync(join(DIST, 'theme.js')), `no ${DIST}/theme.js: run npm run build first`).toBe(true);
  });

  const built = existsSync(DIST) ? files(DIST).filter((file) => /\.(js|css)$/.test(file)) : [];
  const manifest = existsSync(join(DIST, 'manifest.json'))
    ? (JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as Record<string, { preload?: string[] }>)
    : {};
  const entryImports = manifest['theme.js']?.preload ?? [];
  const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

  it('the entry and the chunks it imports statically are within the entry budget together', () => {
    const parts = ['theme.js', ...entryImports].map((file) => `${file} ${gzipSize(file)}`);
    const total = ['theme.js', ...entryImports].reduce((sum, file) => sum + gzipSize(file), 0);
    expect(total, `every page loads ${parts.join(' + ')} = ${total} bytes gzip`).toBeLessThanOrEqual(BUDGETS[ENTRY_WITH_IMPORTS] ?? 0);
  });

  it('no chunk imports theme.js (it is enqueued with ?ver=, so that would run the runtime twice)', () => {
    const importers = built
      .filter((path) => path.endsWith('.js') && relative(DIST, path) !== 'theme.js')
      .filter((path) => /from\s*["'][./]*theme\.js["']|import\(["'][./]*theme\.js["']\)/.test(readFileSync(path, 'utf8')));
    expect(importers.map((path) => relative(DIST, path))).toEqual([]);
  });

  for (const path of built) {
    const file = relative(DIST, path);
    if (file === 'theme.js' || entryImports.includes(file)) continue;
    it(`${file} is within its budget`, () => {
      const size = gzipSync(readFileSync(path), { level: 9 }).length;
      const budget = budgetFor(file);
      expect(size, `${file} (${budgetKey(file)}) is ${size} bytes gzip, over its budget of ${budget}`).toBeLessThanOrEqual(budget);
    });
  }

  it('the entry has no React in it', () => {
    const entry = existsSync(join(DIST, 'theme.js')) ? readFileSync(join(DIST, 'theme.js'), 'utf8') : '';
    expect(entry).not.toMatch(/__SECRET_INTERNALS|react\.transitional\.element|ReactCurrentDispatcher/);
  });
});
