// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from './compile-hints.ts';

const dir = process.env.THEME_OUT_DIR ?? 'dist';
const built = existsSync(join(dir, 'theme.js'));
const scripts = built ? ['theme.js', ...readdirSync(join(dir, 'chunks')).filter((file) => file.endsWith('.js')).map((file) => `chunks/${file}`)] : [];
const unhinted = /^chunks\/(react|rolldown-runtime)-[\w-]{8}\.js$/; // name, then the 8-character hash

describe.runIf(built)('V8 compile hints in the built files', () => {
  it('every chunk but React and the runtime starts with the hint; those two do not', () => {
    const starts = Object.fromEntries(scripts.map((file) => [file, readFileSync(join(dir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`)]));
    expect(starts).toEqual(Object.fromEntries(scripts.map((file) => [file, !unhinted.test(file)])));
  });

  it("the entry's source map still points into the source, the hint's line counted", () => {
    const code = readFileSync(join(dir, 'theme.js'), 'utf8');
    const at = code.indexOf('`theme:boot`');
    const before = code.slice(0, at).split('\n');
    const generated = { line: before.length, column: before.at(-1)!.length };
    const original = originalPositionFor(new TraceMap(readFileSync(join(dir, 'theme.js.map'), 'utf8')), generated);
    const bootLines = readFileSync('src/boot.ts', 'utf8').split('\n');
    expect(original.source).toMatch(/src\/boot\.ts$/);
    expect(bootLines[original.line! - 1]).toContain("'theme:boot'");
  });
});
