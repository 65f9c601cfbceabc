import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../../core/area.ts';
import type { ServicesOf } from '../../core/integration.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { notDeleted } from '../../crud/operations/record-conditions.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { ApiError, badRequest, notFound } from '../../errors.ts';
import { PaymentProviderError, type ProviderPayment } from '../../integrations/payments/payment-provider.ts';
import { errorSchema, jsonAnswer } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { paymentsIntegration } from '../tickets/payments-integration.ts';

export const secuconnectResources = ['booking/online-bookings'] as const;
export const secuconnectIntegrations = [paymentsIntegration] as const;
export const SECUCONNECT_PATH = '/secuconnect';
export const secuconnectApiPaths: readonly string[] = [SECUCONNECT_PATH];

const PROVIDER_ID = /^[A-Za-z0-9_-]{1,100}$/;
const CHECK_FAILED = 'tickets.payment.check_failed';

export const secuconnectParams = {
  type: 'object',
  properties: {
    json: {
      type: 'string',
      minLength: 1,
      maxLength: 300,
      description: 'The payment id at the provider (`pay_3f9c2a7d1e4b8a60`), or the JSON `{"id": "<payment id>"}`.',
    },
  },
} as const;

export const secuconnectQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    detailed: { type: 'string', enum: ['true', 'false'], description: 'Also the amount, method and online booking.' },
  },
} as const;

const paymentSchema = {
  type: 'object',
  required: ['id', 'status'],
  properties: {
    id: { type: 'string' },
    status: { type: 'string', description: "The provider's status: open, pending, authorized, paid, canceled …" },
    amount: { type: 'number', description: 'Euros (detailed).' },
    currency: { type: 'string' },
    method: { type: ['string', 'null'] },
    updated_at: { type: 'string', description: 'When the status last changed (detailed).' },
    failure_reason: { type: ['string', 'null'], description: 'Why it failed, when the provider says (detailed).' },
    online_booking: {
      type: ['object', 'null'],
      description: 'The online booking the payment belongs to, if any (detailed).',
      properties: { number: { type: 'string' }, status: { type: 'string' } },
    },
  },
};

type SecuconnectContext = AreaContext<
  (typeof secuconnectResources)[number],
  ServicesOf<typeof secuconnectIntegrations>
>;

/** `{json}` as the console sends it: the provider's payment id, plain or as `{"id": …}`; undefined when it is neither. */
function providerPaymentId(json: string): string | undefined {
  if (PROVIDER_ID.test(json)) return json;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Object.keys(value).join() !== 'id') return undefined;
    const { id } = value as { id: unknown };
    return typeof id === 'string' && PROVIDER_ID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

const details = (payment: ProviderPayment, booking: { number: string; status: string } | undefined) => ({
  id: payment.id,
  status: payment.status,
  amount: payment.amount / 100,
  currency: payment.currency,
  method: payment.method,
  updated_at: payment.updated_at,
  failure_reason: payment.failure_reason ?? null,
  online_booking: booking ?? null,
});

/**
 * `GET /secuconnect/{json}` with `detailed` (spec 2 §7, Bookings): the payment check of a process's payment.
 * It asks the provider now and changes nothing here; a user bound to an agency reaches only payments of
 * that agency's online bookings.
 */
export function secuconnectRoute(app: FastifyInstance, { db, authenticate, resources, services }: SecuconnectContext) {
  const onlineBookings = resources['booking/online-bookings'];
  app.get<{ Params: { json: string }; Querystring: { detailed?: 'true' | 'false' } }>(
    `${SECUCONNECT_PATH}/:json`,
    {
      preHandler: authenticate,
      schema: { params: secuconnectParams, querystring: secuconnectQuery },
      config: {
        openapi: {
          operationId: 'secuconnectPaymentCheck',
          summary: "Check a payment's status with the payment provider",
          description:
            'Asks the provider for the payment now and answers `{ success: true, data }`: its id and status, and ' +
            'with `detailed=true` also the amount in euros, currency, method, `updated_at`, `failure_reason` and the ' +
            'online booking it pays (number, status) or null. Nothing is stored. 400 `error.json` for a `{json}` ' +
            'that is neither a payment id nor `{"id": …}`; 404 for a payment the provider does not know, or, for a ' +
            "user bound to an agency, one that pays none of the agency's online bookings.",
          tags: ['processes/processes'],
          rights: [{ resource: onlineBookings, action: 'read' }],
          parameters: { json: 'The payment id at the provider, or `{"id": …}`.' },
          answers: () => ({
            '200': jsonAnswer('The payment as the provider reports it.', {
              type: 'object',
              required: ['success', 'data'],
              properties: { success: { const: true }, data: paymentSchema },
            }),
            '502': jsonAnswer(
              `The provider failed or did not answer in time (\`${CHECK_FAILED}\`): the error catalogue shape with ` +
                '`success: false`.',
              {
                allOf: [
                  errorSchema,
                  { type: 'object', required: ['success'], properties: { success: { const: false } } },
                ],
              },
            ),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request, reply) => {
      const { where } = authorize({ user: request.user as SignedInUser, resource: onlineBookings, action: 'read' });
      const id = providerPaymentId(request.params.json);
      if (id === undefined) throw badRequest('Not a payment id', [{ field: 'json', key: 'error.json' }]);
      const booking: { number: string; status: string } | undefined = await dynamic(db)
        .selectFrom(onlineBookings.entity.table)
        .select(['number', 'status'])
        .where(allOf([(eb) => eb(eb.ref('provider_payment_id'), '=', id), notDeleted(onlineBookings.entity), where]))
        .executeTakeFirst();
      // The row scope is set only for a user bound to an agency: they see their agency's bookings' payments alone.
      if (where && !booking) throw notFound('No such payment');
      let payment: ProviderPayment;
      try {
        payment = await services.payments.getPayment(id);
      } catch (error) {
        if (error instanceof PaymentProviderError && error.status === 404) throw notFound('No such payment');
        request.log.warn({ err: error, paymentId: id }, 'payment check failed');
        const failed = new ApiError('BadGateway', 'The payment provider did not answer', {
          errors: [{ key: CHECK_FAILED }],
        });
        return reply.code(502).send({ ...failed.toBody(), success: false });
      }
      const data = request.query.detailed === 'true' ? details(payment, booking) : { id, status: payment.status };
      return { success: true, data };
    },
  );
}
