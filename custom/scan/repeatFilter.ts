/**
 * A camera sees a code in every picture while it is held up: it counts once, and again only after
 * it was out of sight for `pauseMs` (or another code came in between). Answers whether a code seen
 * at `now` is new.
 */
export function createRepeatFilter(pauseMs: number) {
  let last: { code: string; at: number } | undefined;
  return (code: string, now: number): boolean => {
    const repeated = last?.code === code && now - last.at < pauseMs;
    last = { code, at: now };
    return !repeated;
  };
}
