import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, openSignedIn, PASSWORD } from './support/sign-in';

// Issue 20's browser test: agency staff page their customers, book a journey for one, find the
// booking in their agency's bookings and download their commission statement; an admin opens an
// agency and sees its staff. agency@demo.local works for Reisebüro Sonnenschein (Ratio agency 1).

const AGENCY_STAFF = 'agency@demo.local';
const ADMIN = 'admin@demo.local';

const customerTable = (page: Page) => page.getByRole('table', { name: 'Customers' });

/** The customer numbers of the rows shown, once the list holds some. */
async function shownCustomers(page: Page): Promise<string[]> {
  const rows = customerTable(page).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  return (await rows.allInnerTexts()).slice(1).map((text) => text.split('\t')[0]!.trim());
}

test('pages the agency customers (page 2 shows others than page 1) and opens one', async ({ page }) => {
  await openSignedIn(page, '/agencies/customers', AGENCY_STAFF);
  await expect(customerTable(page)).toBeVisible();
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page).toHaveURL(/size=10/);
  await expect(customerTable(page).getByRole('row')).toHaveCount(11);
  const first = await shownCustomers(page);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(customerTable(page).getByRole('row').nth(1)).not.toContainText(first[0]!);
  const second = await shownCustomers(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((number) => first.includes(number))).toEqual([]);

  await customerTable(page).getByRole('row').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/agencies/customers/${second[0]}$`));
  await expect(page.getByRole('region', { name: 'Address' })).toContainText(second[0]!);
  await expect(page.getByRole('region', { name: 'Bookings' })).toBeVisible();
});

test('books a journey for a customer and finds it in the agency bookings', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/agencies/booking', AGENCY_STAFF);
  await page.getByRole('combobox', { name: 'Customer' }).click();
  const customer = page.getByRole('option').first();
  await expect(customer).toBeVisible();
  await customer.click();
  // The customer is the first traveller.
  await expect(page.getByRole('textbox', { name: 'Last name 1' })).not.toHaveValue('');

  await page.getByRole('combobox', { name: 'Journey date' }).click();
  const date = page.getByRole('option').first();
  await expect(date).toBeVisible();
  await date.click();
  await page.getByRole('button', { name: 'Add traveller' }).click();
  await page.getByRole('textbox', { name: 'First name 2' }).fill('Berta');
  await page.getByRole('textbox', { name: 'Last name 2' }).fill('Beispiel');

  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Berta Beispiel');
  await dialog.getByRole('button', { name: 'Book now' }).click();

  await expect(page).toHaveURL(/\/agencies\/vorgang\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Booking \S+$/);
  const number = ((await heading.textContent()) ?? '').replace(/^Booking /, '');

  await page.getByRole('link', { name: 'Bookings', exact: true }).click();
  await expect(page).toHaveURL(/\/agencies\/process$/);
  await page.getByLabel('Search').fill(number);
  // The search goes into the address after a pause: a row opened before would be left again.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${number}`));
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await row.getByRole('gridcell', { name: number, exact: true }).click();
  await expect(page).toHaveURL(/\/agencies\/vorgang\/\d+$/);
  await expect(page.getByRole('cell', { name: 'Beispiel', exact: false })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Invoice (PDF)' }).click();
  const file = await download;
  expect(
    readFileSync(await file.path())
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
});

test('opens the commission statement and downloads its PDF and a bulk invoice', async ({ page }) => {
  await openSignedIn(page, '/agencies/provision', AGENCY_STAFF);
  await expect(page.getByRole('heading', { name: /^Firm bookings of Reisebüro Sonnenschein/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  const file = await download;
  expect(
    readFileSync(await file.path())
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');

  const invoices = page.getByRole('region', { name: 'Bulk invoices' });
  const invoice = invoices.getByRole('button', { name: /^PDF of / }).first();
  await expect(invoice).toBeVisible();
  const invoiceDownload = page.waitForEvent('download');
  await invoice.click();
  const invoiceFile = await invoiceDownload;
  expect(invoiceFile.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await invoiceFile.path())
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
});

test('shows an admin the staff of an agency opened from the agencies list', async ({ page }) => {
  await openSignedIn(page, '/agencies', ADMIN);
  const row = page.getByRole('row').filter({ hasText: 'Reisebüro Sonnenschein' });
  await expect(row).toHaveCount(1);
  await row.getByRole('gridcell', { name: 'Reisebüro Sonnenschein', exact: true }).click();
  await expect(page).toHaveURL(/\/agencies\/\d+$/);
  await page.getByRole('link', { name: 'Staff and invoices' }).click();
  await expect(page).toHaveURL(/\/agencies\/details\/\d+$/);
  const staff = page.getByRole('region', { name: 'Staff' });
  await expect(staff.getByRole('row').filter({ hasText: AGENCY_STAFF })).toContainText('Anna Brandt');
});

test('opens an agency read-only to whoever may read agencies but not change them', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const run = Date.now();
  const role = await request.post('/api/roles', {
    headers,
    data: { role: `agency readers ${run}`, access: { 'agencyadmin-read': true } },
  });
  expect(role.status()).toBe(201);
  const email = `e2e-agency-reader-${run}@example.com`;
  const user = await request.post('/api/users-lit', {
    headers,
    data: {
      email,
      ratio_id: 'R-1',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      id_roles: (await role.json()).id_roles,
      isActive: true,
    },
  });
  expect(user.status()).toBe(201);

  await openSignedIn(page, '/agencies', email);
  await page.getByRole('row').filter({ hasText: 'Reisebüro Sonnenschein' }).getByRole('gridcell').first().click();
  await expect(page).toHaveURL(/\/agencies\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(/Sonnenschein/);
  await expect(page.getByRole('textbox', { name: 'Name' })).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Staff and invoices' })).toBeVisible();
});

test('lets agency staff change their agency profile, but not the commission rate', async ({ page }) => {
  await openSignedIn(page, '/agencies/myProfile', AGENCY_STAFF);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(/Sonnenschein/);
  await expect(page.getByRole('textbox', { name: 'Commission rate (%)' })).toBeDisabled();
  const phone = `04131 ${Date.now() % 1_000_000}`;
  await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("The agency's data was saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(phone);
});
