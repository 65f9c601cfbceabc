import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { errorSchema, jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { checkPayment, type PaymentChecker } from './payment-check.ts';
import { RECORD_ID_PARAM } from '../../http/record-id-params.ts';

export const paymentCheckParams = { type: 'object', properties: { paymentId: RECORD_ID_PARAM } };
export const paymentCheckBody = {
  type: 'object',
  required: ['action'],
  additionalProperties: false,
  properties: { action: { type: 'string', enum: ['check'] } },
};

/**
 * `PUT {payments api}/status/{paymentId}` with `{action: "check"}` (spec 2 §7): asks the payment
 * provider for the payment's status and answers `{success, payment, error}`. Needs the right to
 * update payments. When the provider fails the answer is 502, in the error catalogue's shape as
 * well, with the payment as it was (docs/decisions.md).
 */
export function paymentCheckRoute(
  app: FastifyInstance,
  checker: PaymentChecker,
  authenticate: preHandlerAsyncHookHandler,
) {
  const { payments } = checker;
  app.put<{ Params: { paymentId: string }; Body: { action: 'check' } }>(
    `${payments.api}/status/:paymentId`,
    {
      preHandler: authenticate,
      schema: { params: paymentCheckParams, body: paymentCheckBody },
      config: {
        openapi: {
          operationId: 'checkPayment',
          summary: "Check a payment's status with the payment provider",
          description:
            "Asks the provider for the payment's `provider_payment_id` and records the status, the provider's own " +
            'status and the time of the check, with a history row; when the payment has just become paid, its ' +
            'order moves to paid if its status allows that. 404 for a payment the user cannot reach; 409 ' +
            '`error.conflict` when the payment changed while the provider was asked.',
          tags: [payments.name],
          rights: [{ resource: payments, action: 'update' }],
          parameters: { paymentId: "The payment's id." },
          answers: ({ record }) => ({
            '200': jsonAnswer('The payment with the status the provider reported.', {
              type: 'object',
              required: ['success', 'payment'],
              properties: { success: { const: true }, payment: record(payments.entity) },
            }),
            '422': refusal('The payment has no id at the provider: `tickets.payment.no_provider_id`.'),
            '502': jsonAnswer(
              'The provider failed or did not answer in time (`tickets.payment.check_failed`); nothing changed. ' +
                'The error catalogue shape, with the answer of a check and the payment as it was.',
              {
                allOf: [
                  errorSchema,
                  {
                    type: 'object',
                    required: ['success', 'payment', 'error'],
                    properties: {
                      success: { const: false },
                      payment: record(payments.entity),
                      error: {
                        type: 'object',
                        required: ['key', 'message'],
                        properties: { key: { const: 'tickets.payment.check_failed' }, message: { type: 'string' } },
                      },
                    },
                  },
                ],
              },
            ),
          }),
          errors: ['NotFound', 'Conflict'],
        },
      },
    },
    async (request, reply) => {
      const user = request.user as SignedInUser;
      const { where } = authorize({ user, resource: payments, action: 'update' });
      const check = await checkPayment(checker, Number(request.params.paymentId), {
        actor: { userId: user.id_users, ip: request.ip },
        scope: where,
      });
      if (check.success) return check;
      request.log.warn({ paymentId: request.params.paymentId, reason: check.error.message }, 'payment check failed');
      const { key, message } = check.error;
      return reply.code(502).send({ name: 'BadGateway', message, code: 502, errors: [{ key }], ...check });
    },
  );
}
