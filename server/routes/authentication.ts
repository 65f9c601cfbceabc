import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { deriveKey } from '../auth/derived-keys.ts';
import { deviceCookies } from '../auth/device-cookie.ts';
import { bookAttempt, recordSuccess, throttleKeys } from '../auth/login-throttle.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { issueRefreshToken, rotateRefreshToken } from '../auth/refresh-tokens.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Tables } from '../db/tables.ts';
import { notAuthenticated } from '../errors.ts';
import { findSignedInUser, type UserWithPassword } from '../users/signed-in-user.ts';

type Credentials =
  { strategy: 'local'; email: string; password: string } | { strategy: 'refresh'; refreshToken: string };

const bodySchema = {
  type: 'object',
  required: ['strategy'],
  additionalProperties: false,
  properties: {
    strategy: { enum: ['local', 'refresh'] },
    email: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    refreshToken: { type: 'string', minLength: 1, maxLength: 200 },
  },
  if: { properties: { strategy: { const: 'refresh' } } },
  then: { required: ['refreshToken'] },
  else: { required: ['email', 'password'] },
} as const;

const invalidCredentials = () =>
  notAuthenticated('The email and password combination is invalid', [{ key: 'login.invalid_credentials' }]);

/**
 * `POST /authentication`: `{strategy: "local", email, password}` signs in, `{strategy: "refresh",
 * refreshToken}` continues a session. Both answer `{accessToken, refreshToken, user}`. A wrong
 * password, an unknown, disabled or deleted account all get the same 401; too many failures for
 * one account or one address get 429 with the seconds to wait. A sign-in sets a device cookie: from
 * that browser, failures count against the device alone, and a locked account still lets it in.
 * `secret` is the server secret, which the device cookies and the refresh tokens' successors are keyed with.
 */
export function authenticationRoute(app: FastifyInstance, db: Kysely<Tables>, tokens: TokenService, secret: string) {
  const devices = deviceCookies(secret);
  const successorKey = deriveKey(secret, 'refresh-token-successor');
  const session = async (request: FastifyRequest, found: UserWithPassword, refreshToken: string) => ({
    accessToken: tokens.signAccessToken({ userId: found.user.id_users, tokenVersion: found.tokenVersion }),
    refreshToken,
    authentication: { strategy: (request.body as Credentials).strategy },
    user: found.user,
  });

  app.post<{ Body: Credentials }>('/authentication', { schema: { body: bodySchema } }, async (request, reply) => {
    const body = request.body;
    if (body.strategy === 'refresh') {
      const rotated = await rotateRefreshToken(db, body.refreshToken, { ip: request.ip, successorKey });
      const found = rotated && (await findSignedInUser(db, { id: rotated.userId }));
      if (!rotated || !found)
        throw notAuthenticated('The session has ended; sign in again', [{ key: 'auth.token_invalid' }]);
      return session(request, found, rotated.refreshToken);
    }

    const device = devices.trustedDevice(request.headers.cookie, body.email);
    const keys = throttleKeys(body.email, request.ip, device);
    const booking = await bookAttempt(db, keys);
    const found = await findSignedInUser(db, { email: body.email });
    const valid = await verifyPassword(found?.passwordHash, body.password);
    if (!found || !valid) throw invalidCredentials();
    await recordSuccess(db, keys, booking);

    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ lastLogin: sql<Date>`now()` })
        .where('id_users', '=', found.user.id_users)
        .execute();
      await trx.insertInto('login_event').values({ id_users: found.user.id_users, ip: request.ip }).execute();
    });
    const signedIn = await findSignedInUser(db, { id: found.user.id_users });
    if (!signedIn) throw invalidCredentials();
    const refreshToken = await issueRefreshToken(db, found.user.id_users, request.ip);
    reply.header(
      'set-cookie',
      devices.issue(body.email, { path: request.routeOptions.url ?? '/', secure: request.protocol === 'https' }),
    );
    return session(request, signedIn, refreshToken);
  });
}
