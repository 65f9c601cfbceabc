import { setImmediate as nextTurnOfTheLoop } from 'node:timers/promises';

/**
 * Runs a long job and answers its progress as newline-delimited JSON: `{"done":n,"total":t}` as it
 * goes, then the job's result, or `{"error":…}` when it failed after the answer began.
 *
 * The job awaits each report. That gives the event loop a turn in which the line is sent: PGlite
 * answers its queries without ever yielding to the loop, so a job that only awaits queries would
 * otherwise hold every line back until it ends.
 */
export async function* progressLines(
  total: number,
  run: (report: (done: number) => Promise<void>) => Promise<Record<string, unknown>>,
  describeError: (error: unknown) => Record<string, unknown>,
): AsyncGenerator<string> {
  const waiting: string[] = [];
  let wake: (() => void) | undefined;
  let finished = false;
  const push = (line: Record<string, unknown>) => {
    waiting.push(`${JSON.stringify(line)}\n`);
    wake?.();
  };
  void run((done) => {
    push({ done, total });
    return nextTurnOfTheLoop();
  })
    .then(
      (result) => push(result),
      (error: unknown) => push({ error: describeError(error) }),
    )
    .finally(() => {
      finished = true;
      wake?.();
    });
  while (!finished || waiting.length > 0) {
    const line = waiting.shift();
    if (line !== undefined) yield line;
    else await new Promise<void>((resolve) => (wake = resolve));
  }
}
