/** The spec's storage keys: prefix `auth.`, token `_token.<strategy>`, strategy `local`, `Bearer ` prefix. */
export const AUTH_STRATEGY = 'local';
export const TOKEN_PREFIX = 'Bearer';
export const TOKEN_KEY = `auth._token.${AUTH_STRATEGY}`;
export const REFRESH_TOKEN_KEY = `auth._refresh_token.${AUTH_STRATEGY}`;
export const STRATEGY_KEY = 'auth.strategy';

/** The stored `Bearer <token>` value, ready for the Authorization header. */
export function readAccessToken(): string | undefined {
  return localStorage.getItem(TOKEN_KEY) ?? undefined;
}

export function readRefreshToken(): string | undefined {
  return localStorage.getItem(REFRESH_TOKEN_KEY) ?? undefined;
}

/**
 * The auth cookie names the strategy only: the tokens stay in local storage, out of every request's
 * cookies, so the server never has to trust a cookie.
 */
const STRATEGY_COOKIE = `${STRATEGY_KEY}=${AUTH_STRATEGY}; path=/; samesite=lax`;

export function storeTokens({ accessToken, refreshToken }: { accessToken: string; refreshToken: string }) {
  localStorage.setItem(TOKEN_KEY, `${TOKEN_PREFIX} ${accessToken}`);
  localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  localStorage.setItem(STRATEGY_KEY, AUTH_STRATEGY);
  document.cookie = STRATEGY_COOKIE;
}

export function clearTokens() {
  for (const key of [TOKEN_KEY, REFRESH_TOKEN_KEY, STRATEGY_KEY]) localStorage.removeItem(key);
  document.cookie = `${STRATEGY_KEY}=; path=/; max-age=0; samesite=lax`;
}
