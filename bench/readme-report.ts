/** One section of the performance report as Markdown: `### title`, a blank line, its body. */
export interface ReportSection {
  title: string;
  markdown: string;
}

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

const render = ({ title, markdown }: ReportSection) => `### ${title}\n\n${markdown.trim()}\n`;

/** Where the report sits: from the start marker to the end marker; null without both. */
function reportBounds(readme: string): { start: number; end: number } | null {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  return start < 0 || end < start ? null : { start, end };
}

/** The `### ` sections between the README's bench markers, in order. */
export function readSections(readme: string): ReportSection[] {
  const bounds = reportBounds(readme);
  if (!bounds) return [];
  return readme
    .slice(bounds.start + START.length, bounds.end)
    .split(/^### /m)
    .slice(1)
    .map((chunk) => {
      const newline = chunk.indexOf('\n');
      return { title: chunk.slice(0, newline).trim(), markdown: chunk.slice(newline + 1).trim() };
    });
}

/**
 * The README with the report between its bench markers: the sections just measured replace
 * those of the same title, the others are kept as they were (a run of one suite does not wipe
 * the rest), and everything comes out in `order` (titles), unknown titles last.
 */
export function updateReadme(readme: string, measured: ReportSection[], order: string[]): string {
  const bounds = reportBounds(readme);
  if (!bounds) throw new Error(`README.md has no ${START} … ${END} block`);
  const byTitle = new Map(readSections(readme).map((section) => [section.title, section]));
  for (const section of measured) byTitle.set(section.title, section);
  const rank = (title: string) => (order.includes(title) ? order.indexOf(title) : order.length);
  const sections = Array.from(byTitle.values()).sort((a, b) => rank(a.title) - rank(b.title));
  return `${readme.slice(0, bounds.start)}${START}\n${sections.map(render).join('\n')}\n${readme.slice(bounds.end)}`;
}
