type Measurements = Record<string, () => Promise<unknown>>;

/** Each measurement's results, by its name. */
type RunsOf<M extends Measurements> = { [Name in keyof M]: Array<Awaited<ReturnType<M[Name]>>> };

/**
 * Takes `runs` runs of each named measurement in rounds, one of each per round in the order
 * given, and gives each name its results in run order.
 *
 * Why rounds: the bench compares figures measured on the same shared 2-core machine, whose
 * speed drifts over minutes (another job, the disk, a throttled spell). Run back to back, a
 * measurement's five runs could all fall in a busy spell and its twin's in a quiet one, and the
 * ratio between them would be the machine's (the shop's TBT came out at 408% of classic that
 * way, and at a few per cent in a probe that alternated). Side by side in time, a spell falls on
 * every variant alike.
 */
export async function interleavedRuns<M extends Measurements>(runs: number, measurements: M): Promise<RunsOf<M>> {
  const entries = Object.entries(measurements);
  const results: Record<string, unknown[]> = Object.fromEntries(entries.map(([name]) => [name, []]));
  for (let round = 0; round < runs; round++) {
    for (const [name, measure] of entries) results[name]!.push(await measure());
  }
  return results as RunsOf<M>;
}
