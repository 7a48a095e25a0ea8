// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { budgetFor, budgetKey } from './budgets.ts';

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
  for (const path of built) {
    const file = relative(DIST, path);
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
