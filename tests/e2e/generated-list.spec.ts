import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { showInApp } from './support/screens-in-tabs';
import { openSignedIn } from './support/sign-in';
import {
  createRecords,
  labelOf,
  ticketResource,
  ticketResources,
  titleOf,
  type TicketResource,
} from './support/ticket-resources';

// The generated list, tested once on the demo genres (a fixture resource would cost a server start
// and a console build of its own): search, paging, two sorts, a filter and the URL that keeps them;
// every filter prefix, deletes, CSV export, and the empty and error states. The column filters of
// other kinds are a table of cases on the artists and locations.

const genres = ticketResource('tickets/genres');

async function openList(page: Page, resource: TicketResource) {
  await openSignedIn(page, resource.route);
  await expect(page.getByRole('heading', { name: titleOf(resource) })).toBeVisible();
}

const rowOf = (page: Page, slug: string) => page.getByRole('row').filter({ hasText: slug });
const shownRows = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();
/** The slug column's cells, top to bottom. */
const slugs = (page: Page) => page.locator('[role="gridcell"][data-field="slug"]').allTextContents();
const query = (page: Page) => decodeURIComponent(new URL(page.url()).search);

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

const name = labelOf(genres, 'name');
const slug = labelOf(genres, 'slug');

test('searches, pages, sorts on two columns, and keeps it all in a URL that survives a reload', async ({ page }) => {
  // Some twenty steps, each a round trip and a render: three times the usual time on a slow machine.
  test.slow();
  const { run } = await createRecords(page.request, genres, 25);
  await openList(page, genres);

  await page.getByLabel('Search').fill(run);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${run}`));
  await shownRows(page, '1–20 of 25');

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await shownRows(page, '21–25 of 25');

  // A header click sorts by that column (before the default sort by id); "add sort" ranks another.
  await page.getByRole('columnheader', { name }).click();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await page.getByRole('button', { name: 'Add sort' }).click();
  await page.getByRole('menuitem', { name: slug }).click();
  await page.getByRole('button', { name: new RegExp(`^Sort 2: ${slug}, ascending`) }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^Sort 2: ${slug}, descending`) })).toBeVisible();
  expect(query(page)).toBe(`?sort=name&sort=-slug&sort=-${genres.idField}&q=${run}`);
  await expect
    .poll(() => slugs(page).then((cells) => cells.slice(0, 3)))
    .toEqual([`${run}-24`, `${run}-21`, `${run}-18`]);

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await shownRows(page, '21–25 of 25');
  // The footer can change before the rows do: wait for the five rows of the last page.
  await expect.poll(() => slugs(page).then((cells) => cells.length)).toBe(5);
  const secondPage = await slugs(page);
  const bookmark = page.url();

  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue(run);
  await shownRows(page, '21–25 of 25');
  await expect(page.getByRole('button', { name: new RegExp(`^Sort 1: ${name}, ascending`) })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Sort 2: ${slug}, descending`) })).toBeVisible();
  await expect.poll(() => slugs(page)).toEqual(secondPage);

  // Removing a sort by its chip, then the back button: the sort is back.
  await page.getByRole('button', { name: new RegExp(`^Sort 2: ${slug}`) }).press('Delete');
  await expect(page.getByRole('button', { name: new RegExp(`^Sort 2: ${slug}`) })).toHaveCount(0);
  await page.goBack();
  expect(page.url()).toBe(bookmark);
  await expect(page.getByRole('button', { name: new RegExp(`^Sort 2: ${slug}, descending`) })).toBeVisible();

  // A filter on a column of the genres's own goes back to page 1 and into the URL too.
  const { field, input, rows } = genres.columnFilter;
  const columnFilter = page.getByLabel(labelOf(genres, field), { exact: true });
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await columnFilter.fill(input);
  await expect(page).toHaveURL((url) => url.searchParams.get(`filter.${field}`) === input);
  await shownRows(page, `1–${rows} of ${rows}`);
  await page.reload();
  await expect(columnFilter).toHaveValue(input);
  await shownRows(page, `1–${rows} of ${rows}`);
});

/** A column filter of each kind but the text pattern above: how many of 25 records (extra values by index) it keeps. */
const columnFilters = ticketResources.filter((resource) => resource !== genres);

test('filters a column of each kind, from the URL as well', async ({ page }) => {
  test.setTimeout(columnFilters.length * 60_000);
  for (const [position, resource] of columnFilters.entries()) {
    const { run } = await createRecords(page.request, resource, 25);
    const path = `${resource.route}?q=${run}`;
    if (position === 0) await openSignedIn(page, path);
    else await showInApp(page, path);
    await expect(page.getByRole('heading', { name: titleOf(resource) })).toBeVisible();
    await shownRows(page, '1–20 of 25');

    const { field, input, option, rows } = resource.columnFilter;
    const label = labelOf(resource, field);
    // A yes / no column is filtered with a select, a text column with a box.
    const columnFilter = option
      ? page.getByRole('combobox', { name: label, exact: true })
      : page.getByLabel(label, { exact: true });
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    if (option) {
      await columnFilter.click();
      await page.getByRole('option', { name: option, exact: true }).click();
    } else {
      await columnFilter.fill(input);
    }
    await expect(page).toHaveURL((url) => url.searchParams.get(`filter.${field}`) === input);
    await shownRows(page, `1–${rows} of ${rows}`);
    // The list shows again from its address alone.
    const address = new URL(page.url());
    await showInApp(page, address.pathname + address.search);
    if (option) await expect(columnFilter).toHaveText(option);
    else await expect(columnFilter).toHaveValue(input);
    await shownRows(page, `1–${rows} of ${rows}`);
  }
});

test('filters with each prefix, shows an invalid filter instead of sending it, and goes back', async ({ page }) => {
  const { run } = await createRecords(page.request, genres, 25);
  await openList(page, genres);
  await page.getByLabel('Search').fill(run);
  await shownRows(page, '1–20 of 25');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const slugFilter = page.getByLabel('Slug', { exact: true });

  const cases: [input: string, rows: string][] = [
    [`>${run}-20`, '1–4 of 4'],
    [`<${run}-02`, '1–2 of 2'],
    [`>=${run}-20`, '1–5 of 5'],
    [`<=${run}-02`, '1–3 of 3'],
    [`!${run}-00`, '1–20 of 24'],
    [`%-07`, '1–1 of 1'],
    [`${run}-1%`, '1–10 of 10'],
    [`%${run}-1%`, '1–10 of 10'],
    [`${run}-01,${run}-02,${run}-03`, '1–3 of 3'],
    [`${run}-05`, '1–1 of 1'],
  ];
  for (const [input, rows] of cases) {
    await slugFilter.fill(input);
    await expect(page).toHaveURL((url) => url.searchParams.get('filter.slug') === input);
    await shownRows(page, rows);
  }

  await slugFilter.fill('>');
  await expect(page.getByText('Enter a value.')).toBeVisible();
  await expect(slugFilter).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).searchParams.get('filter.slug')).toBe(`${run}-05`);

  await page.goBack();
  await expect(slugFilter).toHaveValue(`${run}-01,${run}-02,${run}-03`);
  await shownRows(page, '1–3 of 3');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(slugFilter).toHaveValue('');
  await expect(page.getByLabel('Search')).toHaveValue('');
  expect(new URL(page.url()).search).toBe('');
});

test('deletes a record after confirmation, and several selected at once', async ({ page }) => {
  const { run, records } = await createRecords(page.request, genres, 6);
  await openList(page, genres);
  await page.getByLabel('Search').fill(run);
  await shownRows(page, '1–6 of 6');

  await rowOf(page, `${run}-05`).getByRole('menuitem', { name: 'Delete' }).click();
  // The dialog names the record by its label, its name.
  const dialog = page.getByRole('dialog', { name: `Delete “${String(records[5]?.name)}”?`, exact: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await shownRows(page, '1–6 of 6');
  await rowOf(page, `${run}-05`).getByRole('menuitem', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The record was deleted.')).toBeVisible();
  await expect(rowOf(page, `${run}-05`)).toHaveCount(0);
  await shownRows(page, '1–5 of 5');

  // The grid's selection is held by the list and drawn on its next render, which a busy machine may
  // not have reached when check() reads the box right after its click; the state is awaited instead.
  for (const slug of [`${run}-00`, `${run}-02`, `${run}-04`]) {
    const box = rowOf(page, slug).getByRole('checkbox');
    await box.click();
    await expect(box).toBeChecked();
  }
  await page.getByRole('button', { name: 'Delete selected (3)' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the selected records (3)?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Records deleted: 3.')).toBeVisible();
  await shownRows(page, '1–2 of 2');
  expect((await slugs(page)).sort()).toEqual([`${run}-01`, `${run}-03`]);
});

test('downloads the filtered rows as CSV, and opens a row for editing on a click or Enter', async ({ page }) => {
  const { run, records } = await createRecords(page.request, genres, 12);
  await openList(page, genres);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByLabel('Slug', { exact: true }).fill(`${run}-1%`);
  await shownRows(page, '1–2 of 2');
  await page.getByLabel('Name', { exact: true }).fill(`%Gamma`);
  await shownRows(page, '1–1 of 1');
  await page.getByLabel('Name', { exact: true }).fill('');
  await shownRows(page, '1–2 of 2');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tickets-genres-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  // The list's column headers, translated, not the API's field names.
  expect(header?.split(';').slice(0, 3)).toEqual(['Genre ID', 'Name', 'Slug']);
  // The list's default order: newest first.
  expect(lines.map((line) => line.split(';')[2])).toEqual([`${run}-11`, `${run}-10`]);

  const target = records[10] as { id_tk_genre: number; slug: string };
  const cell = rowOf(page, target.slug).getByRole('gridcell', { name: target.slug });
  await cell.click();
  await expect(page).toHaveURL(new RegExp(`/tickets/genres/${target.id_tk_genre}$`));
  await page.goBack();
  // A click with Ctrl is the browser's: it only puts the grid's focus on the cell, where Enter opens the record.
  await cell.click({ modifiers: ['Control'] });
  await expect(page).not.toHaveURL(/\/tickets\/genres\/\d+$/);
  await cell.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tickets/genres/${target.id_tk_genre}$`));
});

test('says when nothing matches, and shows a failed load as an empty list with the server’s message and a retry', async ({
  page,
}) => {
  await openList(page, genres);
  await page.getByLabel('Search').fill('no genre is called like this');
  await expect(page.getByText('No records match the filters.')).toBeVisible();
  await page.getByRole('grid').getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search')).toHaveValue('');
  await expect(page.getByText('No records match the filters.')).toBeHidden();

  await page.route('**/api/ticket/genre?**', (route) =>
    route.fulfill({
      status: 403,
      json: { name: 'Forbidden', message: 'You may not do this', code: 403, errors: [{ key: 'error.forbidden' }] },
    }),
  );
  await page.reload();
  await expect(page.getByText('The list could not be loaded.')).toBeVisible();
  await expect(page.getByText('You are not allowed to do this.')).toBeVisible();
  await expect(page.getByRole('grid').getByText('No records', { exact: true })).toBeVisible();
  await page.unroute('**/api/ticket/genre?**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('The list could not be loaded.')).toBeHidden();
  await expect(page.getByRole('grid').getByText('No records', { exact: true })).toBeHidden();
});

test('asks for its first page once, beside the loading of its code, and shows it', async ({ page }) => {
  const asked: string[] = [];
  let firstAsked: () => void = () => undefined;
  const askedOnce = new Promise<void>((resolve) => (firstAsked = resolve));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== genres.api) return;
    asked.push(url.search);
    firstAsked();
  });
  // The list page's code is held back until the list's first page has been asked for (should it never
  // be, for ten seconds): a page asked for only once that code had come would be asked for too late.
  let askedWhileCodeHeld = false;
  await page.route(/\/assets\/ResourceListPage-[\w-]+\.js$/, async (route) => {
    const tenSeconds = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000));
    askedWhileCodeHeld = await Promise.race([askedOnce.then(() => true), tenSeconds]);
    await route.continue();
  });
  await openList(page, genres);
  await expect(page.getByRole('gridcell').first()).toBeVisible();
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^1–\d+ of \d+/);
  expect(askedWhileCodeHeld).toBe(true);
  // Taken by the list, which does not ask again.
  expect(asked).toHaveLength(1);
});
