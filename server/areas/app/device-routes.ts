import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { LANGUAGE_CODES } from '../../../domain/language-codes.ts';
import type { Tables } from '../../db/tables.ts';
import { notFound } from '../../errors.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { AppContext } from './app-context.ts';
import { pushChannelOf } from './push-channel.ts';
import { pushUnavailable, pushUnavailableRefusal } from './push-errors.ts';

export const DEVICES_PATH = '/app/devices';

const TOKEN = { type: 'string', minLength: 1, maxLength: 4096, pattern: '^\\S+$' } as const;

export const deviceBody = {
  type: 'object',
  required: ['token', 'platform'],
  additionalProperties: false,
  properties: {
    token: { ...TOKEN, description: "The install's FCM registration token." },
    platform: { type: 'string', enum: ['android', 'ios', 'web'] },
    language: { type: ['string', 'null'], enum: [...LANGUAGE_CODES, null] },
  },
} as const;

export const deviceTokenParams = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: TOKEN },
} as const;

interface DeviceBody {
  token: string;
  platform: 'android' | 'ios' | 'web';
  language?: (typeof LANGUAGE_CODES)[number] | null;
}

const deviceAnswer = {
  type: 'object',
  required: ['token', 'platform', 'language', 'topics'],
  properties: {
    token: { type: 'string' },
    platform: { type: 'string', enum: ['android', 'ios', 'web'] },
    language: { type: ['string', 'null'] },
    topics: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** An install subscribes to its tenant's channel and to every app topic (the app offers no choice yet). */
async function topicsOf(db: Kysely<Tables>, channel: string): Promise<string[]> {
  const topics = await db.selectFrom('app_topics').select('key').orderBy('key').execute();
  return [channel, ...topics.map((topic) => topic.key).filter((key) => key !== channel)];
}

/**
 * The signed-in app user's installs (right `appuser-read`): registering one, again after FCM renewed
 * its token or another user signed in on it, and removing one. Against the push emulator the install
 * is registered there too, as the Firebase SDK would register it with FCM.
 */
export function deviceRoutes(app: FastifyInstance, { db, authenticate, resources, services, tenants }: AppContext) {
  const own = resources['app/my-notifications'];
  const tags = [resources['app/push-notifications'].name];
  const installer = (request: { user: unknown }) => {
    const user = request.user as SignedInUser;
    authorize({ user, resource: own, action: 'read' });
    return user.id_users;
  };

  app.post<{ Body: DeviceBody }>(
    DEVICES_PATH,
    {
      preHandler: authenticate,
      schema: { body: deviceBody, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'registerAppDevice',
          summary: 'Register an app install for push messages',
          description:
            "The signed-in user's install with its FCM registration token, platform and language: a token known " +
            "already is renewed and becomes theirs. It subscribes to the tenant's push channel and every app topic.",
          tags,
          rights: [{ resource: own, action: 'read' }],
          answers: () => ({
            '200': jsonAnswer('The install as registered.', deviceAnswer),
            '502': pushUnavailableRefusal,
          }),
        },
      },
    },
    async (request) => {
      const userId = installer(request);
      const { token, platform, language = null } = request.body;
      const topics = await topicsOf(db, await pushChannelOf(tenants, request));
      await db.transaction().execute(async (trx) => {
        const values = {
          id_users: userId,
          platform,
          language,
          topics: JSON.stringify(topics),
          last_seen_at: new Date(),
        };
        await trx
          .insertInto('app_devices')
          .values({ ...values, token, created_by: userId, updated_by: userId })
          .onConflict((conflict) =>
            conflict.column('token').doUpdateSet({ ...values, updated_by: userId, updated_at: new Date() }),
          )
          .execute();
        try {
          await services.push.install({ token, topics });
        } catch (error) {
          throw pushUnavailable(error);
        }
      });
      return { token, platform, language, topics };
    },
  );

  app.delete<{ Params: { token: string } }>(
    `${DEVICES_PATH}/:token`,
    {
      preHandler: authenticate,
      schema: { params: deviceTokenParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'removeAppDevice',
          summary: 'Remove an app install',
          description:
            "One of the signed-in user's installs, as when they sign out of the app: it gets no push messages.",
          tags,
          rights: [{ resource: own, action: 'read' }],
          parameters: { token: "The install's FCM registration token." },
          answers: () => ({ '204': { description: 'Removed.' } }),
          errors: ['NotFound'],
        },
      },
    },
    async (request, reply) => {
      const userId = installer(request);
      const { token } = request.params;
      const removed = await db
        .deleteFrom('app_devices')
        .where('token', '=', token)
        .where('id_users', '=', userId)
        .executeTakeFirst();
      if (removed.numDeletedRows === 0n) throw notFound('No such install of yours');
      await services.push
        .uninstall(token)
        .catch((error: unknown) => request.log.warn({ err: error }, 'push uninstall'));
      return reply.code(204).send();
    },
  );
}
