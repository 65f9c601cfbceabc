import { expect, test, type Page } from '@playwright/test';
import { fieldLabel, translate } from './support/dictionary';
import { apiToken, openSignedIn } from './support/sign-in';

// What the console loads once after sign-in (spec 2 §7, start-up loads), and what uses it: type-aheads
// and list names of countries and categories come from it without a call each; a change reloads it.
// The system settings screen (spec 1 §3: a value parsed as JSON where it is JSON) is the superadmin's.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

/** The API paths (with their query) the page asks for, from now on. */
function apiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(decodeURIComponent(url.pathname.slice(4) + url.search));
  });
  return calls;
}

const STARTUP_PATHS = [
  '/sys_settings?$limit=9999',
  '/country?pagination=false',
  '/country/short',
  '/journey/destination-all',
  '/journey/category-all',
  '/organization-all?type=1',
  '/project?pagination=false',
];

test('every signed-in user loads the start-up data once, and only what they may list', async ({ page }) => {
  test.slow();
  const calls = apiCalls(page);
  await openSignedIn(page, '/tickets/events', 'tickets@demo.local');
  await expect.poll(() => STARTUP_PATHS.filter((path) => calls.includes(path))).toEqual(STARTUP_PATHS);
  // Roles are listed by the superadmin alone.
  expect(calls).not.toContain('/roles/all');
  // Another screen of the same visit loads none of it again.
  await page
    .getByRole('link', { name: translate('en', 'menu.dashboard') })
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  for (const path of STARTUP_PATHS)
    expect(
      calls.filter((call) => call === path),
      path,
    ).toHaveLength(1);
});

test('a type-ahead and a list name countries from the start-up data, without a call of their own', async ({ page }) => {
  test.slow();
  const calls = apiCalls(page);
  await openSignedIn(page, '/internet/region?q=Bayern');
  const cell = page.locator('[role="gridcell"][data-field="id_loc_country"]').first();
  await expect(cell).toHaveText('Deutschland');
  await page.goto('/internet/region/create');
  const country = page.getByRole('combobox', { name: fieldLabel('en', 'internet/regions', 'id_loc_country') });
  await country.fill('österr');
  await page.getByRole('option', { name: 'Österreich' }).click();
  await expect(country).toHaveValue('Österreich');
  expect(calls.filter((call) => call.includes('/references/'))).toEqual([]);
});

test('a change of a category reloads the categories the console holds', async ({ page }) => {
  test.slow();
  const token = await apiToken(page.request);
  const run = `start${Date.now().toString(36)}`;
  const created = await page.request.post('/api/journey/category', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `${run} Wanderreisen`, alias: `${run}-wandern` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id_jrn_category: number }).id_jrn_category;

  const calls = apiCalls(page);
  await openSignedIn(page, `/internet/categories/${id}`);
  const name = page.getByRole('textbox', { name: fieldLabel('en', 'internet/categories', 'name') });
  await expect(name).toHaveValue(`${run} Wanderreisen`);
  // The alias names the category's page under the settings' category path.
  await expect(page.getByText(`/travel-overview/${run}-wandern`)).toBeVisible();
  await expect.poll(() => calls.filter((call) => call === '/journey/category-all')).toHaveLength(1);
  await name.fill(`${run} Wander- und Bergreisen`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => calls.filter((call) => call === '/journey/category-all')).toHaveLength(2);
  expect(calls.filter((call) => call === '/country?pagination=false')).toHaveLength(1);
});

test('the superadmin edits a setting, its JSON indented, and a value that does not suit it is refused', async ({
  page,
}) => {
  test.slow();
  await openSignedIn(page, '/system/settings?q=color_palette');
  await page.getByRole('gridcell', { name: 'color_palette' }).click();
  await expect(page).toHaveURL(/\/system\/settings\/\d+$/);
  const value = page.getByRole('textbox', { name: fieldLabel('en', 'system/settings', 'value') });
  await expect(value).toHaveValue(/^\[\n {2}"#004a69",\n/);
  await expect(page.getByText(translate('en', 'form.jsontext.json'))).toBeVisible();

  await page.goto('/system/settings?q=sms_enabled');
  await page.getByRole('gridcell', { name: 'sms_enabled' }).click();
  await expect(value).toHaveValue('false');
  await value.fill('ja');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText(translate('en', 'error.setting_value', { key: 'sms_enabled', example: 'false' })),
  ).toBeVisible();
  const refusal = page.getByText(translate('en', 'error.setting_value', { key: 'sms_enabled', example: 'false' }));
  for (const accepted of ['true', 'false']) {
    await value.fill(accepted);
    const saved = page.waitForResponse(
      (answer) => answer.request().method() === 'PATCH' && /\/api\/sys_settings\/\d+$/.test(answer.url()),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(refusal).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    // What was stored, read afresh: the next value is typed into a form that no save's reload can still reset.
    await page.reload();
    await expect(value).toHaveValue(accepted);
  }
});
