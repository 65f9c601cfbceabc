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
  properties: {
    code: {
      type: 'string',
      minLength: 1,
      maxLength: CODE_MAX_LENGTH,
      pattern: '\\S',
      description: 'The code as scanned; white space around it and its case do not matter.',
    },
    force: {
      type: 'boolean',
      default: false,
      description:
        'Let the ticket in although it is for another day (the answer to a scan without it was `invalid_time`). ' +
        'It overrides nothing else: an order that does not admit, or a ticket checked in before, is still refused.',
    },
  },
};

/**
 * `POST {scans api}` with `{code, force?}`: scans a ticket at the door (issue 6 item 7, issue 14
 * item 7). Needs the right to create scans, which the registry names (`ticket-scan`). Every outcome
 * is a recorded scan and answers 201 with `{result, forced, key, scan, ticket}`; a refused ticket is
 * not an error of the call.
 */
export function ticketScanRoute(
  app: FastifyInstance,
  scanner: TicketScanner,
  authenticate: preHandlerAsyncHookHandler,
) {
  const { scans } = scanner;
  app.post<{ Body: { code: string; force?: boolean } }>(
    scans.api,
    {
      preHandler: authenticate,
      schema: { body: ticketScanBody },
      config: {
        openapi: {
          operationId: 'scanTicket',
          summary: 'Scan a ticket at the door',
          description:
            'Checks the ticket of the code (trimmed, in any case) in when its order admits it and today (Europe/Berlin) ' +
            "is one of its date's days, from the day of its entry or start to the day of its end, once even when two " +
            'doors scan it at the same moment, and records the scan whatever it came to. A ticket of another day ' +
            'answers `invalid_time` (its date in `ticket.starts_at`) and stays unchecked; sent again with ' +
            '`force: true` it is checked in, and the scan is recorded as forced. A refused ticket is no error of the call.',
          tags: [scans.name],
          rights: [{ resource: scans, action: 'create' }],
          answers: ({ record }) => ({
            '201': jsonAnswer('The recorded scan, what it came to and the message key to show at the door.', {
              type: 'object',
              required: ['result', 'forced', 'key', 'scan', 'ticket'],
              properties: {
                result: { enum: [...SCAN_RESULTS] },
                forced: {
                  type: 'boolean',
                  description: 'True when `force` let in a ticket of another day.',
                },
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
      const { code, force = false } = request.body;
      const outcome = await scanTicket(scanner, { code, force }, { userId: user.id_users, ip: request.ip });
      return reply.code(201).send(outcome);
    },
  );
}
