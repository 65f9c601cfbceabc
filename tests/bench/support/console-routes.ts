import type { Browser, Page } from '@playwright/test';
import type { StorageState } from './console-session.ts';
import { recordScriptDownloads, type ScriptDownloads } from './script-downloads.ts';

/** Issue 5, item 7: what the console's first routes may download, gzip-compressed, and the largest chunk raw. */
export const CONSOLE_BUDGETS = {
  loginGzipBytes: 188_000,
  firstListGzipBytes: 414_000,
  chunkRawBytes: 500_000,
} as const;

export interface ConsoleRoute {
  name: string;
  path: string;
  signedIn: boolean;
  /** Resolves once the page shows what it is for. */
  shown(page: Page): Promise<void>;
}

export const LOGIN_ROUTE: ConsoleRoute = {
  name: 'login',
  path: '/auth/login',
  signedIn: false,
  shown: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor(),
};

export const FIRST_LIST_ROUTE: ConsoleRoute = {
  name: 'first list',
  path: '/tickets/genres',
  signedIn: true,
  shown: (page) => page.getByRole('gridcell').first().waitFor(),
};

export const FORM_ROUTE: ConsoleRoute = {
  name: 'create form',
  path: '/tickets/locations/create',
  signedIn: true,
  shown: (page) => page.getByRole('button', { name: 'Save' }).waitFor(),
};

/** The JavaScript a first visit of the route downloads: a browser context of its own, with an empty cache. */
export async function routeDownloads(
  browser: Browser,
  baseURL: string,
  route: ConsoleRoute,
  signedIn?: StorageState,
): Promise<ScriptDownloads> {
  if (route.signedIn && !signedIn) throw new Error(`The ${route.name} route needs a signed-in storage.`);
  const context = await browser.newContext({ baseURL, storageState: route.signedIn ? signedIn : undefined });
  try {
    const page = await context.newPage();
    return await recordScriptDownloads(page, async () => {
      await page.goto(route.path);
      await route.shown(page);
    });
  } finally {
    await context.close();
  }
}
