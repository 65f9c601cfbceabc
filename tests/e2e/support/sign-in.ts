import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo logins' password (server/db/seed/demo-accounts.ts). */
export const PASSWORD = 'Demo1234!';
export const SUPERADMIN = 'superadmin@demo.local';

/** Fills in the sign-in form the console shows for a page that needs a user. */
export async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens a path, signs in on the way, and waits until the console is back at that path. */
export async function openSignedIn(page: Page, path: string, email = SUPERADMIN) {
  await page.goto(path);
  await signIn(page, email);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** An API access token of a demo login, for preparing records without the console. */
export async function apiToken(request: APIRequestContext, email = SUPERADMIN): Promise<string> {
  const answer = await request.post('/api/authentication', { data: { strategy: 'local', email, password: PASSWORD } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}
