import { describe, expect, it } from 'vitest';
import { interleavedRuns } from './interleaved-runs.ts';

describe('interleavedRuns', () => {
  it.each([
    { runs: 1, names: ['classic', 'bundle'], order: ['classic 0', 'bundle 0'] },
    { runs: 3, names: ['classic', 'bundle'], order: ['classic 0', 'bundle 0', 'classic 1', 'bundle 1', 'classic 2', 'bundle 2'] },
    { runs: 2, names: ['a', 'b', 'c'], order: ['a 0', 'b 0', 'c 0', 'a 1', 'b 1', 'c 1'] },
    { runs: 0, names: ['a'], order: [] },
  ])('$runs rounds of $names run one of each per round, in order', async ({ runs, names, order }) => {
    const calls: string[] = [];
    const counts = new Map<string, number>();
    const measurements = Object.fromEntries(
      names.map((name) => [
        name,
        async () => {
          const run = counts.get(name) ?? 0;
          counts.set(name, run + 1);
          calls.push(`${name} ${run}`);
          return `${name} result ${run}`;
        },
      ]),
    );
    const results = await interleavedRuns(runs, measurements);
    expect(calls).toEqual(order);
    for (const name of names) expect(results[name]).toEqual(Array.from({ length: runs }, (_, run) => `${name} result ${run}`));
  });

  it('waits for each measurement before the next starts (they share one browser and machine)', async () => {
    let running = 0;
    let most = 0;
    const measure = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running--;
    };
    await interleavedRuns(3, { a: measure, b: measure });
    expect(most).toBe(1);
  });
});
