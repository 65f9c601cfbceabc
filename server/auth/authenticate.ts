import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';
import { notAuthenticated } from '../errors.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';
import { signedInUsers } from './signed-in-users-cache.ts';
import type { TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/**
 * A preHandler that admits only a request with a valid access token of an active user. The user is
 * read at most once per `userCacheMs` (signed-in-users-cache.ts).
 */
export function requireUser(db: Kysely<Tables>, tokens: TokenService, userCacheMs: number) {
  const signedInUser = signedInUsers(db, { ttlMs: userCacheMs });
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    if (!header) throw notAuthenticated('Not signed in', [{ key: 'auth.token_missing' }]);
    const token = BEARER.exec(header)?.[1];
    const subject = token ? tokens.verifyAccessToken(token) : undefined;
    const found = subject === undefined ? undefined : await signedInUser(subject.userId);
    if (!found || found.tokenVersion !== subject?.tokenVersion)
      throw notAuthenticated('Invalid or expired token', [{ key: 'auth.token_invalid' }]);
    request.user = found.user;
  };
}
