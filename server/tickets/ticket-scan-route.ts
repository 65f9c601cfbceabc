import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authorize } from '../permissions/authorize.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';
import { scanTicket, type TicketScanner } from './ticket-scan.ts';

/** Longer than any ticket code; what a hardware scanner sends past it is not a code of ours. */
const CODE_MAX_LENGTH = 200;

/**
 * `POST {scans api}` with `{code}`: scans a ticket at the door (issue 6 item 7). Needs the right to
 * create scans, which the registry names (`ticket-scan`). Every outcome is a recorded scan and
 * answers 201 with `{result, key, scan, ticket}`; a refused ticket is not an error of the call.
 */
export function ticketScanRoute(
  app: FastifyInstance,
  scanner: TicketScanner,
  authenticate: preHandlerAsyncHookHandler,
) {
  const { scans } = scanner;
  app.post<{ Body: { code: string } }>(
    scans.api,
    {
      preHandler: authenticate,
      schema: {
        body: {
          type: 'object',
          required: ['code'],
          additionalProperties: false,
          properties: { code: { type: 'string', minLength: 1, maxLength: CODE_MAX_LENGTH, pattern: '\\S' } },
        },
      },
    },
    async (request, reply) => {
      const user = request.user as SignedInUser;
      authorize({ user, resource: scans, action: 'create' });
      const outcome = await scanTicket(scanner, request.body.code.trim(), { userId: user.id_users, ip: request.ip });
      return reply.code(201).send(outcome);
    },
  );
}
