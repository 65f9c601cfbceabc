import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { projectRoot } from './support/project-copy';
import type { ReadOnlyCase } from './support/read-only-facts';
import { apiToken, openSignedIn } from './support/sign-in';
import { createRecords, ticketResource } from './support/ticket-resources';

// Reading without the right to change (spec 1 §6: read and update are rights of their own). Generated
// from the registry and the demo logins: every resource whose record screen a demo login may open but
// not change shows that login a record of its reach read-only, and another agency's as not found.

type Row = Record<string, unknown>;

const cases = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/support/read-only-facts.ts'], {
    cwd: projectRoot,
    encoding: 'utf8',
  }),
) as ReadOnlyCase[];

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

/** The first screen loads the console's code, which takes a minute and more on a busy machine. */
const FIRST_SCREEN_MS = 90_000;

/** A resource's records as the holder of a token reaches them through the API. */
async function rowsAs(request: APIRequestContext, token: string, api: string, query: string): Promise<Row[]> {
  const answer = await request.get(`/api${api}?${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status(), api).toBe(200);
  return ((await answer.json()) as { data: Row[] }).data;
}

const rowWithId = (page: Page, id: string) => page.locator(`[role="row"][data-id="${id}"]`);

test('the registry has read-only record screens for demo logins', () => {
  expect(cases.map((entry) => `${entry.email} ${entry.resource}`)).toContain('agency@demo.local customers/customers');
});

for (const entry of cases) {
  test(`${entry.email} opens a record of ${entry.resource} read-only, and not one out of reach`, async ({
    page,
    request,
  }) => {
    // Three screens, the first of which loads the console.
    test.slow();
    const { email, api, route, idField, titleField } = entry;
    const token = await apiToken(request, email);
    const [own] = await rowsAs(request, token, api, '$limit=1');
    expect(own, `${email} reaches a record of ${entry.resource}`).toBeDefined();
    const id = String(own?.[idField]);
    const reached = new Set((await rowsAs(request, token, api, '$limit=-1')).map((row) => String(row[idField])));
    const outOfReach = (await rowsAs(request, await apiToken(request), api, '$limit=100'))
      .map((row) => String(row[idField]))
      .find((candidate) => !reached.has(candidate));

    await openSignedIn(page, route, email);
    const row = rowWithId(page, id);
    await expect(row.getByRole('menuitem', { name: 'View' })).toBeVisible({ timeout: FIRST_SCREEN_MS });
    await expect(row.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
    await expect(row.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await row.getByRole('gridcell').first().click();
    await expect(page).toHaveURL((url) => url.pathname === `${route}/${id}`);

    const title = String(own?.[titleField] ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    const form = page.locator('main form');
    await expect(form.locator('input[readonly]').first()).toBeAttached();
    await expect(form.locator('input:not([type="hidden"]):not([readonly]), textarea:not([readonly])')).toHaveCount(0);
    const values = await form
      .locator('input')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(values).toContain(title);
    for (const name of ['Save', 'Delete']) await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Copy' })).toHaveCount(0);

    if (!outOfReach) return;
    await page.goto(`${route}/${outOfReach}`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
}

test('a superadmin opens a record by clicking its row; the checkbox and a text selection stay on the list', async ({
  page,
}) => {
  const genres = ticketResource('tickets/genres');
  const { run, records } = await createRecords(page.request, genres, 2);
  const listPath = `${genres.route}?q=${run}`;
  await openSignedIn(page, listPath);
  await expect(page.getByText('1–2 of 2', { exact: true })).toBeVisible({ timeout: FIRST_SCREEN_MS });
  const record = records[1] as Row;
  const id = String(record[genres.idField]);
  const row = rowWithId(page, id);

  const box = row.getByRole('checkbox');
  await box.click();
  await expect(box).toBeChecked();
  await expect(page).toHaveURL((url) => url.pathname === genres.route);

  // A drag over the name selects it: no click.
  const cell = row.locator('[data-field="name"]');
  const bounds = await cell.boundingBox();
  if (!bounds) throw new Error('the name cell is not drawn');
  await page.mouse.move(bounds.x + 2, bounds.y + bounds.height / 2);
  await page.mouse.down();
  await page.mouse.move(bounds.x + bounds.width - 2, bounds.y + bounds.height / 2, { steps: 5 });
  await page.mouse.up();
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).not.toBe('');
  await expect(page).toHaveURL((url) => url.pathname === genres.route);

  await cell.click();
  await expect(page).toHaveURL((url) => url.pathname === `${genres.route}/${id}`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
});
