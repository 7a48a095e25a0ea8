import { awayServer, breakEndpoint, type Breakage } from '../support/break-endpoint.ts';
import { FAILURE_KINDS } from '../../fixtures/staging/failures.ts';
import { expect, islandsIdle, requestsSeen, test } from '../support/test.ts';
import { endpointCases } from './cases.ts';
import { AFTER_TIME_OUT, HUNG_CALL_TIME_OUT } from './endpoint-case.ts';

/**
 * Every endpoint the bundle calls, failing in every way a live site fails: a 500 page, a 200
 * HTML error page instead of JSON, an empty body, a gateway time-out, no answer at all (the
 * client's own time-out), a redirect to a page, a redirect to another origin, the network down.
 * Each ends in the endpoint's defined outcome, with no uncaught error, and the visitor is never
 * taken to another origin.
 */
const BREAKAGES: Breakage[] = [...FAILURE_KINDS, 'offline'];

test.describe('endpoint failures @hardening', () => {
  for (const testCase of endpointCases) {
    for (const how of BREAKAGES) {
      test(`${testCase.endpoint} on ${testCase.path}, ${how}: the defined outcome, nothing lost`, async ({ page, problems, expectErrors }) => {
        if (how === 'hang' || testCase.slow) test.slow();
        expectErrors();
        await testCase.before?.(page);
        // A hung read ends at the bundle's own time-out (10 s; Contact Form 7's refill 30 s); a
        // write (an add, a removal, a form sent) has none and is still waited for: on the
        // browser's clock (which otherwise runs as usual), moved past 30 s once the call is out,
        // not waited for (HUNG_CALL_TIME_OUT).
        if (how === 'hang') await page.clock.install();
        // The other origin, a server of our own on another port: a request reaching it means a
        // redirect was followed.
        const away = await awayServer();
        await page.goto(testCase.path);
        await islandsIdle(page);
        await testCase.loaded?.(page);
        await breakEndpoint(page, testCase.endpoint, how, `${away.origin}/phish/`);
        await testCase.act(page);
        if (how === 'hang') {
          // The call is out once the staging has it (its log names the endpoint as /__staging/fail does).
          await expect.poll(async () => (await requestsSeen(page)).some((request) => request.endpoint === testCase.endpoint)).toBe(true);
          await page.clock.fastForward(HUNG_CALL_TIME_OUT);
        }
        await testCase.outcome(page, how, problems);
        expect(problems.uncaught).toEqual([]);
        expect(new URL(page.url()).origin).not.toBe(away.origin);
        await away.close();
        expect(away.hits, 'no request followed a redirect to another origin').toEqual([]);
        if (testCase.reports && testCase.logs?.(how)) {
          await expect.poll(() => problems.errors.filter((text) => text.startsWith(testCase.reports!)).length, { timeout: AFTER_TIME_OUT }).toBe(1);
        }
        const unexpected = problems.errors.filter((text) => !testCase.reports || !text.startsWith(testCase.reports));
        // The browser's own network line for a failed request is not ours to avoid.
        expect(unexpected.filter((text) => !/Failed to load resource|net::ERR_/.test(text))).toEqual([]);
      });
    }
  }
});
