import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { SCAN_RESULTS } from '../../../domain/tickets/scan-result.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { scanTicket, type TicketScanner } from './ticket-scan.ts';
import { ticketViewSchema } from './ticket-view.ts';

/** Longer than any ticket code; what a hardware scanner sends past it is not a code of ours. */
const CODE_MAX_LENGTH = 200;

export const ticketScanBody = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', minLength: 1, maxLength: CODE_MAX_LENGTH, pattern: '\\S' } },
};

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
      schema: { body: ticketScanBody },
      config: {
        openapi: {
          operationId: 'scanTicket',
          summary: 'Scan a ticket at the door',
          description:
            'Checks the ticket of the code (trimmed) in when its order admits it, once even when two doors scan it ' +
            'at the same moment, and records the scan whatever it came to. A refused ticket is no error of the call.',
          tags: [scans.name],
          rights: [{ resource: scans, action: 'create' }],
          answers: ({ record }) => ({
            '201': jsonAnswer('The recorded scan, what it came to and the message key to show at the door.', {
              type: 'object',
              required: ['result', 'key', 'scan', 'ticket'],
              properties: {
                result: { enum: [...SCAN_RESULTS] },
                key: { type: 'string', examples: ['tickets.scan.checked_in'] },
                scan: record(scans.entity),
                ticket: {
                  description: 'The ticket as the scan left it; null for an unknown code.',
                  anyOf: [ticketViewSchema(record(scanner.entities.ticket)), { type: 'null' }],
                },
              },
            }),
          }),
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
