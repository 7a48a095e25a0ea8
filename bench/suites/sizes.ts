import { DistSizes } from '../../build/dist-sizes.ts';
import type { BenchSuite } from '../suite.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every built file against its budget (the same numbers `npm test` enforces). */
export const sizesSuite: BenchSuite = {
  name: 'sizes',
  title: 'Sizes: every built file against its budget',
  async run() {
    const dist = new DistSizes();
    const entry = dist.entryTotal();
    const files = dist.files();
    const markdown = [
      `Every page loads the entry and its static imports: ${entry.parts.map((part) => `\`${part.file}\` ${kb(part.gzip)}`).join(' + ')} = **${kb(entry.gzip)} gzip** (budget ${kb(entry.budget)}). Everything else loads only when an island on the page needs it.`,
      '',
      '| file (gzip -9) | size | budget | used |',
      '|---|---:|---:|---:|',
      ...files.map(({ key, gzip, budget }) => `| \`${key}\` | ${kb(gzip)} | ${Number.isFinite(budget) ? kb(budget) : '–'} | ${Number.isFinite(budget) ? `${Math.round((gzip / budget) * 100)}%` : '–'} |`),
    ].join('\n');
    return { markdown, figures: { entry, files } };
  },
};
