import type { Browser } from 'playwright';

/** What every bench suite gets: a browser, the preview's base URL, and how many runs to take. */
export interface BenchContext {
  browser: Browser;
  baseUrl: string;
  runs: number;
}

/** One section of the report: a title, a Markdown table (or lines), and the raw figures for the JSON. */
export interface BenchSection {
  title: string;
  markdown: string;
  figures: unknown;
}

export interface BenchSuite {
  /** What `npm run bench -- <name>` runs. */
  name: string;
  /** The section's heading in the report. */
  title: string;
  run(ctx: BenchContext): Promise<Omit<BenchSection, 'title'>>;
}
