import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  AUTH_STRATEGY,
  REFRESH_TOKEN_KEY,
  STRATEGY_KEY,
  TOKEN_KEY,
  TOKEN_PREFIX,
} from '../../../src/auth/tokenStorage.ts';

/** The demo logins' password (server/db/seed/demo-accounts.ts). */
export const PASSWORD = 'Demo1234!';
export const SUPERADMIN = 'superadmin@demo.local';

/** Fills in the sign-in form the console shows for a page that needs a user. */
export async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens a path as a signed-in user. The sign-in form has tests of its own: here the tokens come from
 * the API and go where the console keeps them, which spares every other test the form.
 */
export async function openSignedIn(page: Page, path: string, email = SUPERADMIN) {
  const answer = await page.request.post('/api/authentication', {
    data: { strategy: 'local', email, password: PASSWORD },
  });
  expect(answer.status()).toBe(200);
  const { accessToken, refreshToken } = (await answer.json()) as { accessToken: string; refreshToken: string };
  await page.goto('/health');
  await page.evaluate(
    ({ keys, strategy, prefix, access, refresh }) => {
      localStorage.setItem(keys.token, `${prefix} ${access}`);
      localStorage.setItem(keys.refresh, refresh);
      localStorage.setItem(keys.strategy, strategy);
      document.cookie = `${keys.strategy}=${strategy}; path=/; samesite=lax`;
    },
    {
      keys: { token: TOKEN_KEY, refresh: REFRESH_TOKEN_KEY, strategy: STRATEGY_KEY },
      strategy: AUTH_STRATEGY,
      prefix: TOKEN_PREFIX,
      access: accessToken,
      refresh: refreshToken,
    },
  );
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** An API access token of a demo login, for preparing records without the console. */
export async function apiToken(request: APIRequestContext, email = SUPERADMIN): Promise<string> {
  const answer = await request.post('/api/authentication', { data: { strategy: 'local', email, password: PASSWORD } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}
