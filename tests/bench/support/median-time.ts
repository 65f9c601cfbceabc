/** The median wall time of `runs` sequential calls, in milliseconds, after a few unmeasured ones. */
export async function medianMs(runs: number, call: () => Promise<unknown>): Promise<number> {
  for (let warmUp = 0; warmUp < 5; warmUp += 1) await call();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  const median = times.length % 2 ? (times[middle] ?? 0) : ((times[middle - 1] ?? 0) + (times[middle] ?? 0)) / 2;
  return Math.round(median * 100) / 100;
}
