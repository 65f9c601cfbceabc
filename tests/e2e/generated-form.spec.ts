import { expect, test, type Browser, type Page } from '@playwright/test';

// The generated create, copy and edit screens: genres (/tickets/genres) and, for copies, processes (/process).

const PASSWORD = 'Demo1234!';

async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel('Email').fill('superadmin@demo.local');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
}

/** Creates a genre through the open create form and answers its edit screen's path. */
async function createGenre(page: Page, name: string): Promise<string> {
  await field(page, 'Name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The entry was created.')).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\/genres\/\d+$/);
  return new URL(page.url()).pathname;
}

async function secondUser(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Genres');
  return { page, close: () => context.close() };
}

const stamp = () => Date.now().toString(36);
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('creates a genre with a slug made from its name, then edits it sending only the change', async ({ page }) => {
  const run = stamp();
  await openSignedIn(page, '/tickets/genres/create');
  await expect(page.getByRole('heading', { name: 'Genres: new entry' })).toBeVisible();

  // The first panel is open; the others open and close all at once.
  await expect(field(page, 'Name')).toBeVisible();
  await expect(field(page, 'Meta title')).toBeHidden();
  await page.getByRole('button', { name: 'Open all' }).click();
  await expect(field(page, 'Meta title')).toBeVisible();
  await page.getByRole('button', { name: 'Close all' }).click();
  await expect(field(page, 'Name')).toBeHidden();
  await page.getByRole('button', { name: 'General' }).click();

  await field(page, 'Name').fill(`Größe Über ${run}`);
  await expect(field(page, 'Slug')).toHaveValue(`groesse-ueber-${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The entry was created.')).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\/genres\/\d+$/);
  await expect(page.getByRole('heading', { name: `Genres: “Größe Über ${run}”` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  await field(page, 'Short description').fill('Loud and proud');
  const patch = page.waitForRequest((request) => request.method() === 'PATCH');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await patch).postDataJSON()).toEqual({ short_description: 'Loud and proud', version: 1 });
  await expect(page.getByText('The entry was saved.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'System', exact: true }).click();
  await expect(field(page, 'Version')).toHaveValue('2');

  await page.reload();
  await expect(field(page, 'Short description')).toHaveValue('Loud and proud');
  // A saved record's slug stays when its name changes.
  await field(page, 'Name').fill(`Renamed ${run}`);
  await expect(field(page, 'Slug')).toHaveValue(`groesse-ueber-${run}`);

  // Leaving with unsaved changes asks first; staying keeps them.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('You have unsaved changes. Leave the page anyway?');
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/tickets\/genres\/\d+$/);
  await expect(field(page, 'Name')).toHaveValue(`Renamed ${run}`);
});

test('shows the schema’s message keys next to the fields, in English and in German', async ({ page }) => {
  await openSignedIn(page, '/tickets/genres/create');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2);

  await field(page, 'Slug').fill('Not A Slug');
  await expect(page.getByText('The value has the wrong format.')).toBeVisible();
  await expect(page.getByText('This field is required.')).toHaveCount(1);

  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Genres: neuer Eintrag' })).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Dieses Feld ist erforderlich.')).toHaveCount(2);
  await field(page, 'URL-Kürzel').fill('Kein Slug');
  await expect(page.getByText('Der Wert hat das falsche Format.')).toBeVisible();
});

test('a save that conflicts with another user’s lists their changes, and overwrites or reloads', async ({
  page,
  browser,
}) => {
  const run = stamp();
  await openSignedIn(page, '/tickets/genres/create');
  const path = await createGenre(page, `Conflict ${run}`);
  const other = await secondUser(browser, path);

  await field(other.page, 'Short description').fill('Their text');
  await other.page.getByRole('button', { name: 'Save' }).click();
  await expect(other.page.getByText('The entry was saved.')).toBeVisible();

  await field(page, 'Name').fill(`Mine ${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changed by someone else' });
  await expect(dialog).toBeVisible();
  const row = dialog.getByRole('row', { name: /Short description/ });
  await expect(row.getByRole('cell').nth(0)).toHaveText('Their text');
  await expect(row.getByRole('cell').nth(1)).toHaveText('(empty)');
  await dialog.getByRole('button', { name: 'Overwrite with my changes' }).click();
  await expect(page.getByText('The entry was saved.')).toBeVisible();
  await page.reload();
  await expect(field(page, 'Name')).toHaveValue(`Mine ${run}`);
  await expect(field(page, 'Short description')).toHaveValue('Their text');

  await other.page.reload();
  await field(other.page, 'Name').fill(`Theirs ${run}`);
  await other.page.getByRole('button', { name: 'Save' }).click();
  await expect(other.page.getByText('The entry was saved.')).toBeVisible();
  await other.close();

  await field(page, 'Name').fill(`Mine again ${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('row', { name: /Name/ }).getByRole('cell').nth(0)).toHaveText(`Theirs ${run}`);
  await dialog.getByRole('button', { name: 'Reload (discard my changes)' }).click();
  await expect(field(page, 'Name')).toHaveValue(`Theirs ${run}`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('the history lists who changed what, before and after', async ({ page }) => {
  const run = stamp();
  await openSignedIn(page, '/tickets/genres/create');
  await createGenre(page, `History ${run}`);
  await field(page, 'Name').fill(`History renamed ${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The entry was saved.')).toBeVisible();

  await page.getByRole('button', { name: 'History' }).click();
  const drawer = page.getByRole('region', { name: 'History' });
  const entries = drawer.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Changed');
  await expect(entries.first().getByRole('row', { name: 'Name' })).toContainText(
    `History ${run} → History renamed ${run}`,
  );
  await expect(entries.last()).toContainText('Created');
  await expect(drawer.getByText(/by superadmin@demo\.local/).first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Close the history' }).click();
  await expect(drawer).toBeHidden();
});

test('a copy of a process leaves out its unique number and keeps the rest', async ({ page }) => {
  const run = stamp();
  await openSignedIn(page, '/process/create');
  await field(page, 'Process number').fill(`P-${run}`);
  await field(page, 'Title').fill(`Trip ${run}`);
  await field(page, 'Price').fill('1.234,5');
  await field(page, 'Price').blur();
  await expect(field(page, 'Price')).toHaveValue('1.234,50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The entry was created.')).toBeVisible();
  await expect(page).toHaveURL(/\/process\/\d+$/);
  const original = new URL(page.url()).pathname;

  await page.getByRole('link', { name: 'Copy' }).click();
  await expect(page).toHaveURL(/\/process\/copy\/\d+$/);
  await expect(field(page, 'Process number')).toHaveValue('');
  await expect(field(page, 'Title')).toHaveValue(`Trip ${run}`);
  await expect(field(page, 'Price')).toHaveValue('1.234,50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await field(page, 'Process number').fill(`P-${run}-2`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/process\/\d+$/);
  expect(new URL(page.url()).pathname).not.toBe(original);
  await expect(field(page, 'Price')).toHaveValue('1.234,50');
});
