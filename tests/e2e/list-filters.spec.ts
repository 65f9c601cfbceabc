import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// Filters by value (issue 14): an enum by its label, yes / no, a date from the picker with a
// comparison, a number as a German writes it, a reference by its record's name; the URL keeps each
// filter, and a reload shows them again.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

/** Creates a record through the API and answers it. */
async function create(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const answer = await request.post(`/api${path}`, { headers, data });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as Record<string, unknown>;
}

async function total(request: APIRequestContext, query: string) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const answer = await request.get(`/api/ticket/order?${query}&$limit=1`, { headers });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { total: number }).total;
}

const filterParam = (page: Page, field: string) => new URL(page.url()).searchParams.get(`filter.${field}`);
const cells = (page: Page, field: string) => page.locator(`[role="gridcell"][data-field="${field}"]`).allTextContents();

/** Picks a record of a reference filter by typing its name. */
async function chooseRecord(page: Page, label: string, name: string) {
  await page.getByRole('combobox', { name: label, exact: true }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

test('orders filtered by the status label show only orders of that status, after a reload too', async ({ page }) => {
  const paid = await total(page.request, 'status=paid');
  const paidOrCancelled = await total(page.request, 'status[]=paid&status[]=cancelled');
  expect(paid).toBeGreaterThan(0);
  expect(paidOrCancelled).toBeGreaterThan(paid);

  await openSignedIn(page, '/tickets/orders');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  await expect(status).toHaveText('Any');
  await status.click();
  await page.getByRole('option', { name: 'Paid', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL((url) => url.searchParams.get('filter.status') === 'paid');
  await expect(page.getByText(`1–20 of ${paid}`, { exact: true })).toBeVisible();
  expect(new Set(await cells(page, 'status'))).toEqual(new Set(['Paid']));

  await page.reload();
  await expect(status).toHaveText('Paid');
  await expect(page.getByText(`1–20 of ${paid}`, { exact: true })).toBeVisible();

  // A second status lists both.
  await status.click();
  await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL((url) => url.searchParams.get('filter.status') === 'paid,cancelled');
  await expect(page.getByText(`1–20 of ${paidOrCancelled}`, { exact: true })).toBeVisible();
  await expect(status).toHaveText('Paid, Cancelled');
});

test('a German user filters price categories by event name, by >100,50 and by yes, and a reload keeps it', async ({
  page,
}) => {
  test.slow();
  const run = `flt-${Date.now().toString(36)}`;
  const event = await create(page.request, '/ticket/event', { title: `Filter ${run}`, slug: run });
  const categories: [title: string, price: number, active: boolean][] = [
    ['a', 100.5, true],
    ['b', 100.51, true],
    ['c', 250, false],
    ['d', 99, true],
  ];
  for (const [title, price, active] of categories)
    await create(page.request, '/ticket/price-category', {
      id_tk_event: event.id_tk_event,
      title: `${run} ${title}`,
      price,
      is_active: active,
    });
  const titles = async () => (await cells(page, 'title')).sort();

  await openSignedIn(page, '/tickets/price-categories');
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: page.url() }]);
  await page.reload();
  await page.getByRole('button', { name: 'Filter', exact: true }).click();

  await chooseRecord(page, 'Veranstaltung', `Filter ${run}`);
  await expect.poll(() => filterParam(page, 'id_tk_event')).toBe(String(event.id_tk_event));
  await expect.poll(titles).toEqual([`${run} a`, `${run} b`, `${run} c`, `${run} d`]);

  const price = page.getByLabel('Preis', { exact: true });
  await price.fill('>100,50');
  await expect.poll(() => filterParam(page, 'price')).toBe('>100.50');
  await expect.poll(titles).toEqual([`${run} b`, `${run} c`]);

  const active = page.getByRole('combobox', { name: 'Aktiv', exact: true });
  await active.click();
  await page.getByRole('option', { name: 'Ja', exact: true }).click();
  await expect.poll(() => filterParam(page, 'is_active')).toBe('true');
  await expect.poll(titles).toEqual([`${run} b`]);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Veranstaltung', exact: true })).toHaveValue(`Filter ${run}`);
  await expect(price).toHaveValue('>100,50');
  await expect(active).toHaveText('Ja');
  await expect.poll(titles).toEqual([`${run} b`]);

  await active.click();
  await page.getByRole('option', { name: 'Nein', exact: true }).click();
  await expect.poll(titles).toEqual([`${run} c`]);
});

test('event dates filtered by event name and by a day from the picker, compared with ≥ and =', async ({ page }) => {
  test.slow();
  const run = `dflt-${Date.now().toString(36)}`;
  const event = await create(page.request, '/ticket/event', { title: `Dates ${run}`, slug: run });
  // 19:00 in Berlin: the 1st, 10th and 20th of March 2027.
  for (const day of ['01', '10', '20'])
    await create(page.request, '/ticket/event-date', {
      id_tk_event: event.id_tk_event,
      starts_at: `2027-03-${day}T18:00:00.000Z`,
      note: `${run} ${day}`,
    });
  const rows = (count: number) => expect(page.getByText(`1–${count} of ${count}`, { exact: true })).toBeVisible();

  await openSignedIn(page, '/tickets/event-dates');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await chooseRecord(page, 'Event', `Dates ${run}`);
  await rows(3);

  const operator = page.getByRole('combobox', { name: 'Comparison for Starts', exact: true });
  await operator.click();
  await page.getByRole('option', { name: '≥', exact: true }).click();
  const starts = page.getByRole('group', { name: 'Starts' });
  await starts.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type('10032027');
  await expect.poll(() => filterParam(page, 'starts_at')).toBe('>=10.03.2027');
  await rows(2);

  await page.reload();
  await expect(starts.getByRole('spinbutton')).toHaveText(['10', '03', '2027']);
  await expect(operator).toHaveText('≥');
  await expect(page.getByRole('combobox', { name: 'Event', exact: true })).toHaveValue(`Dates ${run}`);
  await rows(2);

  // Equal to a day is the whole day in Berlin.
  await operator.click();
  await page.getByRole('option', { name: '=', exact: true }).click();
  await expect.poll(() => filterParam(page, 'starts_at')).toBe('10.03.2027');
  await rows(1);
});
