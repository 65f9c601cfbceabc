import { createSigner, createVerifier } from 'fast-jwt';

export const ACCESS_TOKEN_AUDIENCE = 'travel-backoffice-console';
const ACCESS_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface AccessTokenClaims {
  /** The user's id, as a string as JWT requires. */
  sub: string;
  typ: 'access';
}

export interface TokenService {
  signAccessToken(userId: number): string;
  /** The user id of a valid access token, or undefined for anything else. */
  verifyAccessToken(token: string): number | undefined;
}

export function createTokenService(secret: string): TokenService {
  const sign = createSigner({
    key: secret,
    algorithm: 'HS256',
    aud: ACCESS_TOKEN_AUDIENCE,
    expiresIn: ACCESS_TOKEN_TTL_MS,
  });
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedAud: ACCESS_TOKEN_AUDIENCE,
    requiredClaims: ['exp', 'sub', 'typ'],
    cache: true,
  });

  return {
    signAccessToken(userId) {
      const claims: AccessTokenClaims = { sub: String(userId), typ: 'access' };
      return sign(claims);
    },
    verifyAccessToken(token) {
      try {
        const claims = verify(token) as Partial<AccessTokenClaims>;
        if (claims.typ !== 'access' || !/^[1-9]\d*$/.test(claims.sub ?? '')) return undefined;
        return Number(claims.sub);
      } catch {
        return undefined;
      }
    },
  };
}
