import type { Browser, BrowserContextOptions } from '@playwright/test';

/** The demo superadmin of `npm start`'s demo data (server/db/seed/demo-accounts.ts). */
const SUPERADMIN = { email: 'superadmin@demo.local', password: 'Demo1234!' };

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Signs in through the login form as the demo superadmin, in a context of its own, and answers
 * that browser's storage: a new context opened with it starts signed in, with an empty cache.
 */
export async function signedInStorage(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(SUPERADMIN.email);
    await page.getByLabel('Password').fill(SUPERADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    return await context.storageState();
  } finally {
    await context.close();
  }
}
