/** Who wants to know that the API changed something: the start-up data, which reloads what a change touched. */
type WriteListener = (path: string) => void;

const listeners = new Set<WriteListener>();

export function onApiWrite(listener: WriteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners that a call to `path` (without `/api`) that changes data succeeded. */
export function announceWrite(path: string) {
  for (const listener of listeners) listener(path);
}
