import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { updateWithHistory } from '../../crud/operations/update-with-history.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError, notFound } from '../../errors.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { recordIdParams } from '../../http/record-id-params.ts';

type Row = Record<string, unknown>;

export const invoiceCounterBody = {
  type: 'object',
  required: ['current_number'],
  additionalProperties: false,
  // The column is a 4-byte integer.
  properties: { current_number: { type: 'integer', minimum: 1, maximum: 2147483647 } },
};

/** The configurations' resource as the repair sees it: an update only a superadmin may make. */
const superadminOnly = (configs: ResourceDefinition): ResourceDefinition => ({
  ...configs,
  permission: { ...configs.permission, superadmin: true },
});

/**
 * `POST {invoice configs api}/{id}/counter` with `{current_number}`: a superadmin's repair of a
 * configuration's counter, which ordinary updates may not change once it has issued an invoice.
 * It only moves the counter forward, so that no number can be issued twice; the numbers it skips
 * stay unused, which the history row it writes explains.
 */
export function invoiceCounterRoute(
  app: FastifyInstance,
  db: Kysely<Tables>,
  configs: ResourceDefinition,
  authenticate: preHandlerAsyncHookHandler,
) {
  const { entity } = configs;
  const repair = superadminOnly(configs);
  app.post<{ Params: { id: string }; Body: { current_number: number } }>(
    `${configs.api}/:id/counter`,
    {
      preHandler: authenticate,
      schema: { params: recordIdParams, body: invoiceCounterBody },
      config: {
        openapi: {
          operationId: 'repairInvoiceCounter',
          summary: "Move an invoice configuration's counter forward",
          description:
            'Sets `current_number` (the number of the last invoice issued) to a higher value: the next invoice ' +
            'continues from it, the numbers in between stay unused. The counter of a configuration that has ' +
            'issued an invoice cannot be changed otherwise (`tickets.invoice_config.counter_locked`). In one ' +
            'transaction, the configuration locked, with a history row.',
          tags: [configs.name],
          rights: [{ resource: repair, action: 'update' }],
          parameters: { id: "The invoice configuration's id." },
          answers: ({ record }) => ({
            '200': jsonAnswer('The configuration with its new counter.', record(entity)),
            '422': refusal(
              'The number is not above the current one; nothing changed: ' +
                '`tickets.invoice_config.counter_not_forward` (`params.current`).',
            ),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      authorize({ user, resource: repair, action: 'update' });
      const id = Number(request.params.id);
      const next = request.body.current_number;
      return db.transaction().execute(async (trx) => {
        const before = (await dynamic(trx)
          .selectFrom(entity.table)
          .select(readableColumns(entity))
          .where(entity.idField, '=', id)
          .forUpdate()
          .executeTakeFirst()) as Row | undefined;
        if (!before) throw notFound();
        if (next <= Number(before.current_number))
          throw new ApiError('Unprocessable', 'The counter can only move forward', {
            errors: [
              {
                field: 'current_number',
                key: 'tickets.invoice_config.counter_not_forward',
                params: { current: before.current_number },
              },
            ],
          });
        return updateWithHistory(
          trx,
          configs,
          before,
          { current_number: next },
          { userId: user.id_users, ip: request.ip },
        );
      });
    },
  );
}
