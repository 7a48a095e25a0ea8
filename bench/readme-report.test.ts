import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { REPORT_FILE, readSections, updateReport } from './readme-report.ts';

const DOC = `# Performance

Intro.

<!-- bench:start -->
### Pages

| a | b |
|---|---|
| 1 | 2 |

### Sizes

old sizes
<!-- bench:end -->

## After
`;

describe('the performance report in docs/performance.md', () => {
  it('reads the sections between the markers', () => {
    expect(readSections(DOC)).toEqual([
      { title: 'Pages', markdown: '| a | b |\n|---|---|\n| 1 | 2 |' },
      { title: 'Sizes', markdown: 'old sizes' },
    ]);
  });

  it('replaces the sections measured, keeps the others, and orders them', () => {
    const updated = updateReport(DOC, [{ title: 'Sizes', markdown: 'new sizes\n' }, { title: 'Cart', markdown: 'cart' }], ['Pages', 'Sizes', 'Cart']);
    expect(readSections(updated).map((s) => [s.title, s.markdown])).toEqual([
      ['Pages', '| a | b |\n|---|---|\n| 1 | 2 |'],
      ['Sizes', 'new sizes'],
      ['Cart', 'cart'],
    ]);
    expect(updated.startsWith('# Performance\n\nIntro.\n\n<!-- bench:start -->\n### Pages\n')).toBe(true);
    expect(updated.endsWith('<!-- bench:end -->\n\n## After\n')).toBe(true);
  });

  it('is stable: the same report written twice reads the same', () => {
    const once = updateReport(DOC, [], ['Pages', 'Sizes']);
    expect(updateReport(once, [], ['Pages', 'Sizes'])).toBe(once);
  });

  it('refuses a document without the markers', () => {
    expect(() => updateReport('# No report here\n', [], [])).toThrow(/bench:start/);
  });

  it('is written into docs/performance.md, whose report reads and rewrites unchanged', () => {
    expect(REPORT_FILE).toBe('docs/performance.md');
    const doc = readFileSync(REPORT_FILE, 'utf8');
    const sections = readSections(doc);
    expect(sections.length).toBeGreaterThan(0);
    expect(updateReport(doc, [], sections.map((s) => s.title))).toBe(doc);
  });

  it('is no longer in the README', () => {
    expect(readFileSync('README.md', 'utf8')).not.toContain('<!-- bench:start -->');
  });
});
