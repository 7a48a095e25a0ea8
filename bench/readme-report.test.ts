import { describe, expect, it } from 'vitest';
import { readSections, updateReadme } from './readme-report.ts';

const README = `# Title

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

describe('the README performance report', () => {
  it('reads the sections between the markers', () => {
    expect(readSections(README)).toEqual([
      { title: 'Pages', markdown: '| a | b |\n|---|---|\n| 1 | 2 |' },
      { title: 'Sizes', markdown: 'old sizes' },
    ]);
  });

  it('replaces the sections measured, keeps the others, and orders them', () => {
    const updated = updateReadme(README, [{ title: 'Sizes', markdown: 'new sizes\n' }, { title: 'Cart', markdown: 'cart' }], ['Pages', 'Sizes', 'Cart']);
    expect(readSections(updated).map((s) => [s.title, s.markdown])).toEqual([
      ['Pages', '| a | b |\n|---|---|\n| 1 | 2 |'],
      ['Sizes', 'new sizes'],
      ['Cart', 'cart'],
    ]);
    expect(updated.startsWith('# Title\n\nIntro.\n\n<!-- bench:start -->\n### Pages\n')).toBe(true);
    expect(updated.endsWith('<!-- bench:end -->\n\n## After\n')).toBe(true);
  });

  it('is stable: the same report written twice reads the same', () => {
    const once = updateReadme(README, [], ['Pages', 'Sizes']);
    expect(updateReadme(once, [], ['Pages', 'Sizes'])).toBe(once);
  });

  it('refuses a README without the markers', () => {
    expect(() => updateReadme('# No report here\n', [], [])).toThrow(/bench:start/);
  });
});
