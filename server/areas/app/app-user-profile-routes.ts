import type { FastifyInstance } from 'fastify';
import type { EntityDefinition, FieldDefinition } from '../../../registry/types.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { inputFieldSchema } from '../../openapi/field-schemas.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { authorizeRight } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { AppContext } from './app-context.ts';
import { changeProfile, ownProfile, PROFILE_FIELDS, type ProfileChange } from './app-user-profile.ts';

export const PROFILE_PATH = '/appuser/profile';

const profileFieldSchemas = (users: EntityDefinition) =>
  Object.fromEntries(PROFILE_FIELDS.map((name) => [name, inputFieldSchema(users.fields[name] as FieldDefinition)]));

/** The profile change's body: the profile fields as the user entity checks them, nothing else. */
export const profileBody = (users: EntityDefinition) => ({
  type: 'object',
  additionalProperties: false,
  properties: profileFieldSchemas(users),
});

/**
 * The app user's own profile (spec 1 §2 `/appuser/myProfile`): read with `myprofile-read`, changed with
 * `myprofile-update`; only the person, address and contact fields, each checked as the user entity checks it.
 */
export function profileRoutes(app: FastifyInstance, { db, authenticate, resources }: AppContext) {
  const users = resources['app/users'];
  const tags = [users.name];
  const fieldSchemas = profileFieldSchemas(users.entity);
  const profileSchema = {
    type: 'object',
    properties: {
      id_users: { type: 'integer' },
      email: { type: 'string', description: 'The sign-in address; not changed here.' },
      phone_verified: { type: 'boolean' },
      ...fieldSchemas,
    },
  };

  app.get(
    PROFILE_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'getOwnProfile',
          summary: "The signed-in user's profile",
          tags,
          rights: [{ resource: users, right: 'myprofile-read' }],
          answers: () => ({ '200': jsonAnswer('The profile.', profileSchema) }),
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      authorizeRight(user, 'myprofile-read');
      return ownProfile(db, user.id_users);
    },
  );

  app.patch<{ Body: ProfileChange }>(
    PROFILE_PATH,
    {
      preHandler: authenticate,
      schema: {
        querystring: NO_QUERY,
        body: profileBody(users.entity),
      },
      config: {
        openapi: {
          operationId: 'changeOwnProfile',
          summary: "Change the signed-in user's profile",
          description:
            'Changes the fields sent, of name, salutation, title, birthday, address, email and phone lists and the ' +
            'mobile number; any other field is 400. A changed mobile number is no longer verified (`phone_verified`).',
          tags,
          rights: [{ resource: users, right: 'myprofile-update' }],
          answers: () => ({ '200': jsonAnswer('The profile as changed.', profileSchema) }),
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      authorizeRight(user, 'myprofile-update');
      return changeProfile(db, users, { userId: user.id_users, ip: request.ip }, request.body);
    },
  );
}
