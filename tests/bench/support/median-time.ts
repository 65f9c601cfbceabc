/** The median of some measurements, rounded to hundredths. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 100) / 100;
}

/** The median wall time of `runs` sequential calls, in milliseconds, after a few unmeasured ones. */
export async function medianMs(runs: number, call: () => Promise<unknown>): Promise<number> {
  for (let warmUp = 0; warmUp < 5; warmUp += 1) await call();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return median(times);
}
