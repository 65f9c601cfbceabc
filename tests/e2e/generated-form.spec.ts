import { expect, test, type Browser, type Page } from '@playwright/test';
import { translate } from './support/dictionary';
import { openSignedIn } from './support/sign-in';
import { createRecords, labelOf, ticketResource, titleOf } from './support/ticket-resources';
import { openMenuGroup, sideMenu } from './support/menu';
import { openAllPanels } from './support/panels';

// The generated create, copy and edit screens, tested once and not per resource: on the demo genres
// and locations (a fixture resource would cost a server start and a console build of its own), and
// for copies on processes (/process), since the ticket resources have no copy screen.

async function openForm(page: Page, path: string) {
  await openSignedIn(page, path);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
}

async function secondUser(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openForm(page, path);
  return { page, close: () => context.close() };
}

/** Spec 1 §5: ticketing forms say form.required where other forms say error.empty. */
const MISSING = 'form.required';

const stamp = () => Date.now().toString(36);
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('creates a genre with a slug made from its name, then edits it sending only the change', async ({ page }) => {
  const run = stamp();
  await openForm(page, '/tickets/genres/create');
  await expect(page.getByRole('heading', { name: 'Genres: new entry' })).toBeVisible();

  // The first panel is open; the others open and close all at once.
  await expect(field(page, 'Name')).toBeVisible();
  await expect(field(page, 'Meta title')).toBeHidden();
  await openAllPanels(page);
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

// Once, on the genres: every ticket resource's menu entry is checked by its area's smoke test.
test.describe('tickets/genres', () => {
  const resource = ticketResource('tickets/genres');
  const title = titleOf(resource);
  const name = labelOf(resource, 'name');
  const edited = labelOf(resource, resource.edited);

  test('opens from the menu, creates, edits, shows the history, and deletes a record', async ({ page }) => {
    // Some twenty steps, each a round trip and a render: three times the usual time on a slow machine.
    test.slow();
    const run = stamp();
    await openSignedIn(page, '/');
    await openMenuGroup(page, translate('en', 'menu.tickets'));
    await sideMenu(page).getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${resource.route}$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('heading', { name: `${title}: new entry` })).toBeVisible();
    await field(page, name).fill(`Created ${run}`);
    await expect(field(page, labelOf(resource, 'slug'))).toHaveValue(`created-${run}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The entry was created.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${resource.route}/\\d+$`));
    await expect(page.getByRole('heading', { name: `${title}: “Created ${run}”` })).toBeVisible();
    // Spec 2 gives the ticket routes a create and an {id} screen, and no copy.
    await expect(page.getByRole('link', { name: 'Copy' })).toHaveCount(0);

    await field(page, name).fill(`Renamed ${run}`);
    await field(page, edited).fill(`Edited ${run}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The entry was saved.')).toBeVisible();

    await page.getByRole('button', { name: 'History' }).click();
    const drawer = page.getByRole('dialog', { name: 'History' });
    const entries = drawer.getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Changed');
    await expect(entries.first().getByRole('row', { name })).toContainText(`Created ${run} → Renamed ${run}`);
    await expect(entries.first().getByRole('row', { name: edited })).toContainText(`→ Edited ${run}`);
    await expect(entries.last()).toContainText('Created');
    await expect(drawer.getByText(/by Sabine Schulte/).first()).toBeVisible();
    await drawer.getByRole('button', { name: 'Close the history' }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.getByLabel('Search').fill(run);
    // The list shows the newest record before the search applies: wait for the searched page.
    await expect(page.getByText('1–1 of 1', { exact: true })).toBeVisible();
    await page
      .getByRole('row')
      .filter({ hasText: `created-${run}` })
      .getByRole('menuitem', { name: 'Delete' })
      .click();
    await page
      .getByRole('dialog', { name: `Delete “Renamed ${run}”?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('The record was deleted.')).toBeVisible();
    await expect(page.getByText('No records match the filters.')).toBeVisible();
  });
});

// Once, on the locations: their required, pattern, zip and minimum messages.
test.describe('tickets/locations', () => {
  const resource = ticketResource('tickets/locations');
  test('shows the schema’s message keys next to the fields, in English and in German', async ({ page }) => {
    await openForm(page, `${resource.route}/create`);
    for (const language of ['en', 'de']) {
      if (language === 'de') {
        await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: page.url() }]);
        await page.reload();
      }
      const message = (key: string) => page.getByText(translate(language, key), { exact: true });
      const label = (fieldName: string) => labelOf(resource, fieldName, language);
      await expect(
        page.getByRole('heading', {
          name: translate(language, 'form.title.create', { resource: titleOf(resource, language) }),
        }),
      ).toBeVisible();

      await page.getByRole('button', { name: translate(language, 'form.save') }).click();
      await expect(message(MISSING)).toHaveCount(2);
      await field(page, label('slug')).fill('Not A Slug');
      await expect(message('error.pattern')).toBeVisible();
      await expect(message(MISSING)).toHaveCount(1);
      for (const invalid of resource.invalid) {
        await page.getByRole(invalid.role, { name: label(invalid.field), exact: true }).fill(invalid.value);
        await expect(message(invalid.key)).toBeVisible();
      }
    }
  });
});

test('a save that conflicts with another user’s lists their changes, and overwrites or reloads', async ({
  page,
  browser,
}) => {
  // The same on every resource; a location's edited field, the city, has a value to begin with.
  const resource = ticketResource('tickets/locations');
  const name = labelOf(resource, 'name');
  const edited = labelOf(resource, resource.edited);
  const { run, records } = await createRecords(page.request, resource, 1);
  const [record] = records as [Record<string, unknown>];
  const path = `${resource.route}/${String(record[resource.idField])}`;
  await openForm(page, path);
  const other = await secondUser(browser, path);

  await field(other.page, edited).fill('Their text');
  await other.page.getByRole('button', { name: 'Save' }).click();
  await expect(other.page.getByText('The entry was saved.')).toBeVisible();

  await field(page, name).fill(`Mine ${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changed by someone else' });
  const row = dialog.getByRole('row', { name: new RegExp(`^${edited}`) });
  await expect(row.getByRole('cell').nth(0)).toHaveText('Their text');
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(record[resource.edited] ?? '(empty)'));
  await dialog.getByRole('button', { name: 'Overwrite with my changes' }).click();
  await expect(page.getByText('The entry was saved.')).toBeVisible();

  // Now the other user's save conflicts; reloading shows both changes: the overwrite sent only mine.
  await field(other.page, name).fill(`Theirs ${run}`);
  await other.page.getByRole('button', { name: 'Save' }).click();
  const otherDialog = other.page.getByRole('dialog', { name: 'Changed by someone else' });
  const nameRow = otherDialog.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(nameRow.getByRole('cell').nth(0)).toHaveText(`Mine ${run}`);
  await expect(nameRow.getByRole('cell').nth(1)).toHaveText(`Theirs ${run}`);
  await otherDialog.getByRole('button', { name: 'Reload (discard my changes)' }).click();
  await expect(field(other.page, name)).toHaveValue(`Mine ${run}`);
  await expect(field(other.page, edited)).toHaveValue('Their text');
  await expect(other.page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await other.close();
});

test('a copy of a process leaves out its unique number and keeps the rest', async ({ page }) => {
  const run = stamp();
  await openForm(page, '/process/create');
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
