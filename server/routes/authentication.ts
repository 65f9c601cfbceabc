import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { verifyPassword } from '../auth/passwords.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Tables } from '../db/tables.ts';
import { notAuthenticated } from '../errors.ts';
import { findSignedInUser } from '../users/signed-in-user.ts';

interface LocalCredentials {
  strategy: 'local';
  email: string;
  password: string;
}

const bodySchema = {
  type: 'object',
  required: ['strategy', 'email', 'password'],
  additionalProperties: false,
  properties: {
    strategy: { const: 'local' },
    email: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;

/**
 * `POST /authentication` with `{strategy: "local", email, password}` answers `{accessToken, user}`.
 * A wrong password, an unknown, disabled or deleted account all get the same 401.
 */
export function authenticationRoute(app: FastifyInstance, db: Kysely<Tables>, tokens: TokenService) {
  app.post<{ Body: LocalCredentials }>('/authentication', { schema: { body: bodySchema } }, async (request) => {
    const { email, password } = request.body;
    const found = await findSignedInUser(db, { email });
    const valid = await verifyPassword(found?.passwordHash, password);
    if (!found || !valid) {
      throw notAuthenticated('The email and password combination is invalid', [{ key: 'login.invalid_credentials' }]);
    }

    const signedInAt = await db.transaction().execute(async (trx) => {
      const { lastLogin } = await trx
        .updateTable('users')
        .set({ lastLogin: sql<Date>`now()` })
        .where('id_users', '=', found.user.id_users)
        .returning('lastLogin')
        .executeTakeFirstOrThrow();
      await trx.insertInto('login_event').values({ id_users: found.user.id_users, ip: request.ip }).execute();
      return lastLogin;
    });

    return {
      accessToken: tokens.signAccessToken(found.user.id_users),
      authentication: { strategy: 'local' },
      user: { ...found.user, lastLogin: signedInAt },
    };
  });
}
