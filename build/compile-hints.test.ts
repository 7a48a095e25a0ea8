// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { budgetKey } from './budgets.ts';
import { COMPILE_HINT, UNHINTED_CHUNKS } from './compile-hints.ts';
import { DistSizes } from './dist-sizes.ts';

const dist = new DistSizes();
const read = (file: string) => readFileSync(join(dist.dir, file), 'utf8');

describe.runIf(dist.exists())('V8 compile hints in the built files', () => {
  it('every script starts with the hint but the chunks left without it', () => {
    // Not the classic stand-ins: built apart (classic-stand-ins.ts), small, and most of their functions run only when theme code calls them.
    const scripts = ['theme.js', ...dist.entryImports(), ...dist.files().map(({ file }) => file)].filter((file) => file.endsWith('.js') && !file.startsWith('stand-ins/'));
    const starts = Object.fromEntries(scripts.map((file) => [file, read(file).startsWith(`${COMPILE_HINT}\n`)]));
    // budgetKey is the file's name without its hash: `chunks/react`.
    expect(starts).toEqual(Object.fromEntries(scripts.map((file) => [file, !UNHINTED_CHUNKS.has(budgetKey(file).replace(/^chunks\//, ''))])));
  });

  it("the entry's source map still points into the source, the hint's line counted", () => {
    const code = read('theme.js');
    const before = code.slice(0, code.indexOf('`theme:boot`')).split('\n');
    const generated = { line: before.length, column: before.at(-1)!.length };
    const original = originalPositionFor(new TraceMap(read('theme.js.map')), generated);
    expect(original.source).toMatch(/src\/boot\.ts$/);
    expect(readFileSync('src/boot.ts', 'utf8').split('\n')[original.line! - 1]).toContain("'theme:boot'");
  });
});
