import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, ENTRY_WITH_IMPORTS, budgetFor, budgetKey } from './budgets.ts';

/** One built file of dist/ with its gzip size and budget. */
export interface BuiltFile {
  /** Path relative to dist/, e.g. `chunks/react-BQobPi8f.js`. */
  file: string;
  key: string;
  gzip: number;
  budget: number;
}

/** Sizes of what the build wrote (JS and CSS), read from disk; shared by the budget test and the bench. */
export class DistSizes {
  constructor(readonly dir: string = process.env.THEME_OUT_DIR ?? 'dist') {}

  exists(): boolean {
    return existsSync(join(this.dir, 'theme.js'));
  }

  gzip(file: string): number {
    return gzipSync(readFileSync(join(this.dir, file)), { level: 9 }).length;
  }

  /** The entry's static imports, as the manifest lists them for modulepreload. */
  entryImports(): string[] {
    const path = join(this.dir, 'manifest.json');
    if (!existsSync(path)) return [];
    return (JSON.parse(readFileSync(path, 'utf8')) as Record<string, { preload?: string[] }>)['theme.js']?.preload ?? [];
  }

  /** What every page loads: the entry and its static imports, gzip bytes together. */
  entryTotal(): { parts: Array<{ file: string; gzip: number }>; gzip: number; budget: number } {
    const parts = ['theme.js', ...this.entryImports()].map((file) => ({ file, gzip: this.gzip(file) }));
    return { parts, gzip: parts.reduce((sum, part) => sum + part.gzip, 0), budget: BUDGETS[ENTRY_WITH_IMPORTS] ?? 0 };
  }

  /** Every other JS/CSS file with its own budget. */
  files(): BuiltFile[] {
    if (!existsSync(this.dir)) return [];
    const entryParts = new Set(['theme.js', ...this.entryImports()]);
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
    return walk(this.dir)
      .map((path) => relative(this.dir, path))
      .filter((file) => /\.(js|css)$/.test(file) && !entryParts.has(file))
      .map((file) => ({ file, key: budgetKey(file), gzip: this.gzip(file), budget: budgetFor(file) }))
      .sort((a, b) => b.gzip - a.gzip);
  }

  /** JS files other than the entry that import `theme.js` (which would run a second runtime). */
  entryImporters(): string[] {
    return this.files()
      .filter(({ file }) => file.endsWith('.js'))
      .map(({ file }) => file)
      .concat(this.entryImports())
      .filter((file) => /from\s*["'][./]*theme\.js["']|import\(["'][./]*theme\.js["']\)/.test(readFileSync(join(this.dir, file), 'utf8')));
  }
}
