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

/** Long enough for the bundle's 10 s request time-out (`hang`) plus the fallback's page load. */
export const AFTER_TIME_OUT = 20_000;

/**
 * What a hung call's test moves the browser's clock by: past the longest request time-out the
 * bundle sets (the popup forms' 20 s; the http layer's default is 10 s). Contact Form 7's
 * `AbortSignal.timeout` is not on that clock: its case waits for the staging to give up (12 s).
 */
export const HUNG_CALL_TIME_OUT = 20_100;
