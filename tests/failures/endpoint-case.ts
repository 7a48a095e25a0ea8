import type { Page } from '@playwright/test';
import type { Breakage } from '../support/break-endpoint.ts';
import type { PageProblems } from '../support/test.ts';

/**
 * One endpoint the bundle calls, how a visitor makes the call, and the defined outcome when it
 * fails (the spec's error catalogue where it gives one; otherwise nothing lost and the no-JS path
 * offered). One file per area adds its cases; `endpoint-failures.spec.ts` runs every case
 * against every way of failing (`cases.ts` lists them).
 */
export interface EndpointCase {
  /** The staging name of the endpoint (see tests/support/break-endpoint.ts). */
  endpoint: string;
  /** Where the visitor is; the page is loaded and its islands idle before `act`. */
  path: string;
  /** Server state the case needs before the page loads (a product in the cart, say). */
  before?(page: Page): Promise<void>;
  /**
   * What the page does on its own at load that must be over before the endpoint breaks (a call
   * made at load by a behaviour, whose chunk the islands' idle does not wait for).
   */
  loaded?(page: Page): Promise<void>;
  /** What the visitor does that makes the call. */
  act(page: Page): Promise<void>;
  /**
   * What the visitor sees (or where they are) once the call failed. `problems` is what the page
   * logged so far: a logged failure marks the moment the bundle gave up on the call.
   */
  outcome(page: Page, how: Breakage, problems: PageProblems): Promise<void>;
  /** Allow this much more time than a test normally gets (several page loads, a 10 s time-out). */
  slow?: boolean;
  /** Console errors the failure may log (one, naming the island), matched by prefix. */
  reports?: string;
  /** Whether this breakage must log the `reports` error (it may, otherwise). */
  logs?(how: Breakage): boolean;
}

/** How long a failure test waits for its outcome: a fallback's page load, or more (several loads). */
export const AFTER_TIME_OUT = 20_000;

/**
 * What a hung call's test moves the browser's clock by: past the longest request time-out the
 * bundle sets (Contact Form 7's refill, 30 s; the site's calls, 10 s by default; the writes, an
 * add, a removal or a form sent, have none). Playwright's clock drives every one of them (ky's timers and `AbortSignal.timeout`,
 * which it fakes too), so the staging's own late answer (HANG_MS, 45 s) is never what ends the call.
 */
export const HUNG_CALL_TIME_OUT = 30_100;
