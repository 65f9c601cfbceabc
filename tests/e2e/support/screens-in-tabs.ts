import { expect, type Page } from '@playwright/test';

/** How long one screen may take to show on a slow, shared machine once the console is loaded. */
export const PER_SCREEN_MS = 30_000;
/** A first load builds the whole console in the browser, in several tabs at once. */
const FIRST_LOAD_MS = 90_000;
const TABS = 3;

/** The test's time grows with its screens: the new tabs load one after the other, then each shows a third of them. */
export const timeForScreens = (paths: readonly string[]) =>
  (TABS - 1) * FIRST_LOAD_MS + Math.ceil(paths.length / TABS) * PER_SCREEN_MS;

const mainHeading = (tab: Page) => tab.getByRole('main').getByRole('heading').first();

/** A path no screen has: its 404 page stands between two screens, so that each shows anew. */
const BETWEEN_SCREENS = '/e2e/between-screens';

async function push(tab: Page, path: string) {
  await tab.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(tab).toHaveURL((url) => url.pathname + url.search === path);
}

/**
 * Moves the loaded console to `path` as its own links do (the router follows the history), so that
 * a screen costs its own code and data, not a whole page load. The router may keep a screen until
 * the next is ready, and two screens may have one heading (two refusals): the 404 page between them
 * tells when the new one shows.
 */
export async function showInApp(tab: Page, path: string) {
  await push(tab, BETWEEN_SCREENS);
  await expect(mainHeading(tab)).toHaveText('404', { timeout: PER_SCREEN_MS });
  await push(tab, path);
  await expect(mainHeading(tab), path).not.toHaveText('404', { timeout: PER_SCREEN_MS });
}

/**
 * Shows each path in one of three tabs of the page's context, side by side, and checks it there.
 * The page shows the console already (signed in); each new tab loads it once, at its first path, one
 * tab after the other: first loads at once only contend for the two cores.
 */
export async function visitInTabs(
  page: Page,
  paths: readonly string[],
  check: (tab: Page, path: string) => Promise<void>,
) {
  const tabs = [page, await page.context().newPage(), await page.context().newPage()];
  let loaded = Promise.resolve();
  await Promise.all(
    tabs.map(async (tab, index) => {
      tab.on('pageerror', (error) => {
        throw error;
      });
      const own = paths.filter((_, position) => position % tabs.length === index);
      let firstLoaded = () => undefined as void;
      const previous = loaded;
      if (tab !== page) {
        loaded = new Promise<void>((resolve) => (firstLoaded = resolve));
        await previous;
      }
      for (const [position, path] of own.entries()) {
        if (position === 0 && tab !== page) {
          try {
            await tab.goto(path);
            await expect(mainHeading(tab), path).toBeVisible({ timeout: FIRST_LOAD_MS });
          } finally {
            firstLoaded();
          }
        } else await showInApp(tab, path);
        await check(tab, path);
      }
      firstLoaded();
    }),
  );
}
