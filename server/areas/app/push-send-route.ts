import type { FastifyInstance } from 'fastify';
import { getRecord } from '../../crud/operations/get-record.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { authorize } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { AppContext } from './app-context.ts';
import { pushChannelOf } from './push-channel.ts';
import { pushInvalidRefusal, pushSentRefusal, pushUnavailableRefusal } from './push-errors.ts';
import { sendPushNotification } from './push-send.ts';

export const SEND_PATH = '/fcm';

export const pushSendBody = {
  type: 'object',
  required: ['id_pushnotifications'],
  additionalProperties: false,
  properties: { id_pushnotifications: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

/** `POST /fcm` (spec 2 §7): sends a push message through FCM, once (right `pushmessages-update`). */
export function pushSendRoute(app: FastifyInstance, { db, authenticate, resources, services, tenants }: AppContext) {
  const pushes = resources['app/push-notifications'];

  app.post<{ Body: { id_pushnotifications: number } }>(
    SEND_PATH,
    {
      preHandler: authenticate,
      schema: { body: pushSendBody, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'sendPushNotification',
          summary: 'Send a push message',
          description:
            'Sends the push message through Firebase Cloud Messaging to its receiver group: all customers (a topic ' +
            "message to the tenant's push channel, narrowed to the message's topic by a condition), a survey (its " +
            "topic), the bus channel (the bus's topic), or each receiver's devices (selected customers, a journey, a " +
            'bus, a date, the drivers). Each receiver gets a user notification; `report` says per group how many ' +
            'were sent, failed and had no device. The message is then `sent`, or `partial` when some failed: a ' +
            'retry sends only what did not go. Two sends at once are one send.',
          tags: [pushes.name],
          rights: [{ resource: pushes, action: 'update' }],
          answers: ({ record }) => ({
            '200': jsonAnswer('The push message, sent or partly sent.', record(pushes.entity)),
            '409': pushSentRefusal,
            '422': pushInvalidRefusal,
            '502': pushUnavailableRefusal,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      const { where } = authorize({ user, resource: pushes, action: 'update' });
      const id = request.body.id_pushnotifications;
      const channel = await pushChannelOf(tenants, request);
      await sendPushNotification({ db, push: services.push, userId: user.id_users, channel }, id);
      return getRecord({ db, resource: pushes, user, ip: request.ip, scope: allOf([where]), assign: {} }, id);
    },
  );
}
