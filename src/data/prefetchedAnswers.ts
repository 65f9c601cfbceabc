import { apiRequest } from '../api/apiClient';

/** How long an answer asked for ahead waits to be taken: a page that opens later asks again. */
const KEPT_MS = 10_000;

const asked = new Map<string, { answer: Promise<unknown>; until: number }>();

/**
 * Asks the API for `path` before the page that needs it has loaded its code: the page then takes
 * the answer (`takePrefetched`) instead of asking again. A failure waits for the page too, which
 * shows it as it would its own.
 */
export function prefetch(path: string): void {
  const kept = asked.get(path);
  if (kept && kept.until > Date.now()) return;
  const answer = apiRequest(path);
  // Nobody may take it: its failure is no unhandled rejection.
  answer.catch(() => undefined);
  asked.set(path, { answer, until: Date.now() + KEPT_MS });
}

/** The answer asked for ahead of the call for `path`, once, while it is fresh. */
export function takePrefetched<T>(path: string): Promise<T> | undefined {
  const kept = asked.get(path);
  asked.delete(path);
  return kept && kept.until > Date.now() ? (kept.answer as Promise<T>) : undefined;
}
