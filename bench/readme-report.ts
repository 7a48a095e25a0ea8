/**
 * The performance report in docs/performance.md (it used to live in the README, hence this
 * file's name): `npm run bench -- --report` rewrites the sections between the report's markers.
 */

/** The file that holds the report between its markers. */
export const REPORT_FILE = 'docs/performance.md';

/** One section of the performance report as Markdown: `### title`, a blank line, its body. */
export interface ReportSection {
  title: string;
  markdown: string;
}

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

const render = ({ title, markdown }: ReportSection) => `### ${title}\n\n${markdown.trim()}\n`;

/** Where the report sits: from the start marker to the end marker; null without both. */
function reportBounds(doc: string): { start: number; end: number } | null {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  return start < 0 || end < start ? null : { start, end };
}

/** The `### ` sections between the document's bench markers, in order. */
export function readSections(doc: string): ReportSection[] {
  const bounds = reportBounds(doc);
  if (!bounds) return [];
  return doc
    .slice(bounds.start + START.length, bounds.end)
    .split(/^### /m)
    .slice(1)
    .map((chunk) => {
      const newline = chunk.indexOf('\n');
      return { title: chunk.slice(0, newline).trim(), markdown: chunk.slice(newline + 1).trim() };
    });
}

/**
 * The document with the report between its bench markers: the sections just measured replace
 * those of the same title, the others are kept as they were (a run of one suite does not wipe
 * the rest), and everything comes out in `order` (titles), unknown titles last. What stands
 * outside the markers is kept as it is.
 */
export function updateReport(doc: string, measured: ReportSection[], order: string[]): string {
  const bounds = reportBounds(doc);
  if (!bounds) throw new Error(`${REPORT_FILE} has no ${START} … ${END} block`);
  const byTitle = new Map(readSections(doc).map((section) => [section.title, section]));
  for (const section of measured) byTitle.set(section.title, section);
  const rank = (title: string) => (order.includes(title) ? order.indexOf(title) : order.length);
  const sections = Array.from(byTitle.values()).sort((a, b) => rank(a.title) - rank(b.title));
  return `${doc.slice(0, bounds.start)}${START}\n${sections.map(render).join('\n')}\n${doc.slice(bounds.end)}`;
}
