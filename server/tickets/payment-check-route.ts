import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authorize } from '../permissions/authorize.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';
import { checkPayment, type PaymentChecker } from './payment-check.ts';

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
      schema: {
        params: { type: 'object', properties: { paymentId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } } },
        body: {
          type: 'object',
          required: ['action'],
          additionalProperties: false,
          properties: { action: { type: 'string', enum: ['check'] } },
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
