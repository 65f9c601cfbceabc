import type { ServerResponse } from 'node:http';
import type { CommonFailureMode, FailureSwitch } from './failure-switch.ts';
import { objectBody, readJsonBody } from './json-body.ts';

/**
 * Answers the control calls of a failure switch: `POST /control/fail` with `{ times = 1, mode = 'error' }`,
 * `DELETE /control/fail` (failures and delay off) and `PUT /control/delay` with `{ ms }`, each 204. False
 * for any other route.
 */
export async function answerFailureControl<Own extends string>(
  failures: FailureSwitch<Own>,
  route: string,
  request: AsyncIterable<Buffer>,
  response: ServerResponse,
): Promise<boolean> {
  switch (route) {
    case 'POST /control/fail': {
      const { times = 1, mode = 'error' } = objectBody(await readJsonBody(request));
      failures.failNext(times as number, mode as CommonFailureMode | Own);
      break;
    }
    case 'DELETE /control/fail':
      failures.reset();
      break;
    case 'PUT /control/delay': {
      const { ms } = objectBody(await readJsonBody(request));
      failures.setDelay(ms as number);
      break;
    }
    default:
      return false;
  }
  response.writeHead(204).end();
  return true;
}
