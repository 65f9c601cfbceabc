import { createSigner, createVerifier } from 'fast-jwt';

export const ACCESS_TOKEN_AUDIENCE = 'travel-backoffice-console';
/** Short-lived: a session lives on through its refresh token, which the server can revoke. */
export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AccessTokenClaims {
  /** The user's id, as a string as JWT requires. */
  sub: string;
  typ: 'access';
  /** The user's token version when issued: raising it revokes every older token. */
  ver: number;
}

export interface AccessTokenSubject {
  userId: number;
  tokenVersion: number;
}

export interface TokenService {
  signAccessToken(subject: AccessTokenSubject): string;
  /** The subject of a valid access token, or undefined for anything else. */
  verifyAccessToken(token: string): AccessTokenSubject | undefined;
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
    // allowedAud alone lets a token without `aud` pass: the claim must be required as well.
    allowedAud: ACCESS_TOKEN_AUDIENCE,
    requiredClaims: ['aud', 'exp', 'sub', 'typ', 'ver'],
    cache: true,
  });

  return {
    signAccessToken({ userId, tokenVersion }) {
      const claims: AccessTokenClaims = { sub: String(userId), typ: 'access', ver: tokenVersion };
      return sign(claims);
    },
    verifyAccessToken(token) {
      try {
        const claims = verify(token) as Partial<AccessTokenClaims>;
        if (claims.typ !== 'access' || !/^[1-9]\d*$/.test(claims.sub ?? '') || !Number.isSafeInteger(claims.ver))
          return undefined;
        return { userId: Number(claims.sub), tokenVersion: claims.ver as number };
      } catch {
        return undefined;
      }
    },
  };
}
