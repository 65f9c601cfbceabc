/** A search that can be cancelled: it stops when its signal is aborted. */
export type CancellableSearch<Answer> = (text: string, signal: AbortSignal) => Promise<Answer>;

/**
 * Type-ahead searches of which only the newest counts (spec 1 §9: a new keystroke cancels the request
 * before it): each `ask` aborts the one before, and an answer that arrives after a newer ask (a server
 * that did not stop, an answer already on its way) is dropped, never handed to `onAnswer`.
 */
export function latestSearch<Answer>(
  search: CancellableSearch<Answer>,
  onAnswer: (answer: Answer) => void,
  onFailure: () => void,
) {
  let current: AbortController | undefined;
  return {
    ask(text: string): Promise<void> {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const isCurrent = () => current === controller && !controller.signal.aborted;
      return search(text, controller.signal).then(
        (answer) => {
          if (isCurrent()) onAnswer(answer);
        },
        () => {
          if (isCurrent()) onFailure();
        },
      );
    },
    /** Aborts the last ask and drops its answer (the form closed, the target changed). */
    cancel() {
      current?.abort();
      current = undefined;
    },
  };
}
