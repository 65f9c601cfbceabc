import { Readable } from 'node:stream';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { validateBody } from '../../crud/body-validation.ts';
import { refuseOutOfOrder } from '../../crud/field-order.ts';
import type { Tables } from '../../db/tables.ts';
import { authorize } from '../../permissions/authorize.ts';
import { refuseForbiddenWrites } from '../../permissions/field-rules.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { progressLines } from '../../http/progress-lines.ts';
import { createVoucherBatch } from './voucher-bulk.ts';

const MAX_AMOUNT = 10_000;

interface BulkBody {
  amount: number;
  prefix: string;
  code_length: number;
  voucher: Record<string, unknown>;
}

export const voucherBulkBody = {
  type: 'object',
  required: ['amount', 'code_length', 'voucher'],
  additionalProperties: false,
  properties: {
    amount: { type: 'integer', minimum: 1, maximum: MAX_AMOUNT },
    prefix: { type: 'string', pattern: '^[A-Z0-9-]{0,20}$', default: '' },
    code_length: { type: 'integer', minimum: 6, maximum: 32 },
    voucher: { type: 'object' },
  },
};

const count = { type: 'integer', minimum: 0 };
/** The lines of the answer, one JSON object each. */
const progressLine = {
  oneOf: [
    { type: 'object', required: ['done', 'total'], properties: { done: count, total: count } },
    {
      type: 'object',
      required: ['created', 'first', 'last'],
      properties: { created: count, first: count, last: count },
    },
    {
      type: 'object',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          required: ['key', 'message'],
          properties: { key: { const: 'tickets.voucher.bulk_failed' }, message: { type: 'string' } },
        },
      },
    },
  ],
};

/**
 * `POST {vouchers api}/bulk` with `{amount, prefix, code_length, voucher}`: creates `amount`
 * vouchers with random unique codes and the fields of `voucher`, all or none. Everything is
 * checked before the answer starts; the answer is NDJSON progress (`{"done","total"}` lines), then
 * `{"created","first","last"}`, or `{"error"}` when the transaction failed and nothing was kept.
 */
export function voucherBulkRoute(
  app: FastifyInstance,
  db: Kysely<Tables>,
  vouchers: ResourceDefinition,
  authenticate: preHandlerAsyncHookHandler,
) {
  const { entity } = vouchers;
  app.post<{ Body: BulkBody }>(
    `${vouchers.api}/bulk`,
    {
      preHandler: authenticate,
      schema: { body: voucherBulkBody },
      config: {
        openapi: {
          operationId: 'createVouchersInBulk',
          summary: 'Create many vouchers with random codes',
          description:
            '`amount` vouchers with random unique codes (`prefix` and `code_length` characters) and the fields of ' +
            "`voucher` (a voucher's create body without `code`), all of them or none. Everything is checked " +
            "before the answer starts (400 with the fields' message keys); the answer is then streamed.",
          tags: [vouchers.name],
          rights: [{ resource: vouchers, action: 'create' }],
          answers: () => ({
            '200': {
              description:
                'Newline-delimited JSON: `{"done","total"}` lines as the vouchers are written, then ' +
                '`{"created","first","last"}` (the first and last id), or `{"error"}` ' +
                '(`tickets.voucher.bulk_failed`) when the transaction failed and nothing was kept. The schema is ' +
                'that of one line.',
              content: { 'application/x-ndjson': { schema: progressLine } },
            },
          }),
        },
      },
    },
    async (request, reply) => {
      const user = request.user as SignedInUser;
      authorize({ user, resource: vouchers, action: 'create' });
      const { amount, prefix, code_length: codeLength, voucher } = request.body;
      const sample = prefix + 'A'.repeat(codeLength);
      const { code: _sample, ...template } = validateBody(entity, 'create', { ...voucher, code: sample });
      refuseOutOfOrder(entity, template);
      await refuseForbiddenWrites(db, { user, resource: vouchers }, { action: 'create', values: template });
      const lines = progressLines(
        amount,
        (report) =>
          createVoucherBatch(
            db,
            vouchers,
            { amount, prefix, codeLength, template },
            { userId: user.id_users, ip: request.ip },
            report,
          ),
        (error) => {
          request.log.error({ err: error }, 'bulk voucher creation failed');
          return { key: 'tickets.voucher.bulk_failed', message: 'No voucher was created' };
        },
      );
      return reply.type('application/x-ndjson; charset=utf-8').send(Readable.from(lines));
    },
  );
}
