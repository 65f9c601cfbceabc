import type { IncomingMessage, ServerResponse } from 'node:http';
import { EmulatorError } from './emulator-error.ts';

/**
 * The failures every emulator plays: an HTTP 500, no answer at all (the client's timeout ends it), or a
 * 200 whose body is not JSON (as from a misconfigured proxy).
 */
export type CommonFailureMode = 'error' | 'hang' | 'malformed';
const COMMON_FAILURE_MODES: readonly CommonFailureMode[] = ['error', 'hang', 'malformed'];

/** What `play` leaves to the emulator: a failure mode of its own, or `undefined` to answer as usual. */
export type PlayedFailure<Own extends string> = 'handled' | Own | undefined;

/** Failures and a delay on demand, for the API calls of an emulator. */
export interface FailureSwitch<Own extends string = never> {
  /** Makes the next `times` API calls fail. */
  failNext(times: number, mode: CommonFailureMode | Own): void;
  /** Holds every API answer back this long; 0 answers at once. */
  setDelay(ms: number): void;
  /** Clears pending failures and the delay. */
  reset(): void;
  /**
   * Takes the next failure and waits the delay, before an API call is answered. `handled` when the call
   * needs nothing more: the failure is answered, or the call gets no answer (a hang, a client that gave
   * up waiting). Else the emulator answers: with a failure of its own when `play` gives one.
   */
  play(request: IncomingMessage, response: ServerResponse): Promise<PlayedFailure<Own>>;
  /** Drops the delays under way, for closing. */
  stop(): void;
}

/** A failure switch for the common modes and the emulator's `ownModes` (OpenAI's `quota`). */
export function createFailureSwitch<Own extends string = never>(ownModes: readonly Own[] = []): FailureSwitch<Own> {
  const modes: readonly (CommonFailureMode | Own)[] = [...COMMON_FAILURE_MODES, ...ownModes];
  const pending: (CommonFailureMode | Own)[] = [];
  let delayMs = 0;
  const timers = new Set<NodeJS.Timeout>();

  function wait(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  }

  return {
    failNext(times, mode) {
      if (!Number.isInteger(times) || times < 1) throw new EmulatorError(400, 'times must be 1 or more');
      if (!modes.includes(mode)) throw new EmulatorError(400, `mode must be one of ${modes.join(', ')}`);
      for (let count = 0; count < times; count += 1) pending.push(mode);
    },
    setDelay(ms) {
      if (!Number.isInteger(ms) || ms < 0) throw new EmulatorError(400, 'ms must be 0 or more');
      delayMs = ms;
    },
    reset() {
      pending.length = 0;
      delayMs = 0;
    },
    async play(request, response) {
      const failure = pending.shift();
      if (failure === 'hang') return 'handled'; // the socket stays open until the client gives up or the emulator closes
      if (delayMs > 0) await wait(delayMs);
      if (request.socket.destroyed) return 'handled'; // the client gave up waiting
      if (failure === 'error') throw new EmulatorError(500, 'Failure switched on');
      if (failure === 'malformed') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Service</body></html>');
        return 'handled';
      }
      return failure as Own | undefined;
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
