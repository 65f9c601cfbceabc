import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { translate } from './support/dictionary';
import { PER_SCREEN_MS, timeForScreens, visitInTabs } from './support/screens-in-tabs';
import { apiToken, openSignedIn } from './support/sign-in';
import { ticketResources, titleOf } from './support/ticket-resources';

// Spec 1 §2 and §6: the ticket screens need the ticket rights. The agency staff's role has none.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('a user without the ticket rights sees no ticket menu entry and gets the 403 page on each direct URL', async ({
  page,
}) => {
  await openSignedIn(page, '/', 'agency@demo.local');
  const sideMenu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(sideMenu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sideMenu.getByRole('button', { name: translate('en', 'menu.tickets'), exact: true })).toHaveCount(0);
  for (const resource of ticketResources) {
    await expect(sideMenu.getByRole('link', { name: titleOf(resource), exact: true })).toHaveCount(0);
    for (const path of [resource.route, `${resource.route}/create`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
      await expect(page.getByText('You are not allowed to open this page.')).toBeVisible();
    }
  }
});

interface RawResource {
  name: string;
  entity: string;
  route: string;
  api: string;
  screens?: (string | Record<string, string>)[];
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));

/** Every screen of every ticket resource (spec 2 §2; resources/tickets.json): list, create and a seeded record's. */
async function ticketScreens(request: APIRequestContext): Promise<string[]> {
  const authorization = `Bearer ${await apiToken(request, TICKETING)}`;
  const paths: string[] = [];
  for (const resource of readJson('resources/tickets.json') as RawResource[]) {
    const screens = new Set(
      (resource.screens ?? ['list', 'create', 'edit']).flatMap((screen) =>
        typeof screen === 'string' ? [screen] : Object.keys(screen),
      ),
    );
    if (screens.has('list')) paths.push(resource.route);
    if (screens.has('create')) paths.push(`${resource.route}/create`);
    if (!screens.has('edit')) continue;
    const idField = (readJson(`schemas/${resource.entity}.json`) as { 'x-id': string })['x-id'];
    const answer = await request.get(`/api${resource.api}?$limit=1`, { headers: { authorization } });
    expect(answer.status(), resource.api).toBe(200);
    const body = (await answer.json()) as { data: Record<string, unknown>[] } | Record<string, unknown>[];
    const [first] = Array.isArray(body) ? body : body.data;
    expect(first, `the demo data has a record of ${resource.name}`).toBeDefined();
    paths.push(`${resource.route}/${String(first?.[idField])}`);
  }
  return paths;
}

const TICKETING = 'tickets@demo.local';

test('every ticket screen opens for ticketing staff', async ({ page, request }) => {
  const paths = await ticketScreens(request);
  test.setTimeout(timeForScreens(paths));
  expect(paths.length).toBeGreaterThan(30);
  await openSignedIn(page, '/', TICKETING);
  await visitInTabs(page, paths, async (tab, path) => {
    for (const refusal of ['Forbidden', 'Page Not Found', 'An Error Occurred'])
      await expect(tab.getByRole('heading', { name: refusal }), path).toHaveCount(0);
  });
});

test('every ticket screen is refused to agency staff', async ({ page, request }) => {
  const paths = await ticketScreens(request);
  test.setTimeout(timeForScreens(paths));
  await openSignedIn(page, '/', 'agency@demo.local');
  await visitInTabs(page, paths, async (tab, path) => {
    await expect(tab.getByRole('heading', { name: 'Forbidden' }), path).toBeVisible({ timeout: PER_SCREEN_MS });
  });
});
