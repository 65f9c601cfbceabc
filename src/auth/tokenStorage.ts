/** The spec's storage keys: prefix `auth.`, token `_token.<strategy>`, strategy `local`, `Bearer ` prefix. */
export const AUTH_STRATEGY = 'local';
export const TOKEN_PREFIX = 'Bearer';
const TOKEN_KEY = `auth._token.${AUTH_STRATEGY}`;
const REFRESH_TOKEN_KEY = `auth._refresh_token.${AUTH_STRATEGY}`;
const STRATEGY_KEY = 'auth.strategy';

/** The stored `Bearer <token>` value, ready for the Authorization header. */
export function readAccessToken(): string | undefined {
  return localStorage.getItem(TOKEN_KEY) ?? undefined;
}

export function readRefreshToken(): string | undefined {
  return localStorage.getItem(REFRESH_TOKEN_KEY) ?? undefined;
}

export function storeTokens({ accessToken, refreshToken }: { accessToken: string; refreshToken: string }) {
  localStorage.setItem(TOKEN_KEY, `${TOKEN_PREFIX} ${accessToken}`);
  localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  localStorage.setItem(STRATEGY_KEY, AUTH_STRATEGY);
}

export function clearTokens() {
  for (const key of [TOKEN_KEY, REFRESH_TOKEN_KEY, STRATEGY_KEY]) localStorage.removeItem(key);
}
