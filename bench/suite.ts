import type { Browser } from 'playwright';

/** What every bench suite gets: a browser, the preview's base URL, and how many runs to take. */
export interface BenchContext {
  browser: Browser;
  baseUrl: string;
  runs: number;
  /**
   * The machine's one-minute load average as the bench started, before its own preview server,
   * browser and warm-up load: whether other work was running. Read later, it counts the bench's
   * own start-up (a quiet machine at 0.4 read 1.03 when the first suite started).
   */
  loadAtStart: number;
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
