import { expect, test, type Page } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';
import { openPanelNamed } from './support/panels';

// The staff side of the public booking engine (issue 21): the demo online bookings in their list,
// filtered by status, a booked one read-only with its travellers and consents in words and a link
// to the process it became; the agency login sees only its agency's bookings.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

/** The first screen loads the console's code, which takes a minute and more on a busy machine. */
const FIRST_SCREEN_MS = 90_000;

const cells = (page: Page, field: string) => page.locator(`[role="gridcell"][data-field="${field}"]`).allTextContents();

test('staff filter the online bookings by status, open a booked one and follow it to its process', async ({ page }) => {
  test.slow();
  const headers = { authorization: `Bearer ${await apiToken(page.request)}` };
  const answer = await page.request.get('/api/online-bookings?number=OB-DEMO-0001', { headers });
  expect(answer.status()).toBe(200);
  const [booking] = ((await answer.json()) as { data: Record<string, unknown>[] }).data;
  expect(booking).toMatchObject({ status: 'booked', payment_method: 'credit_card' });
  const id = String(booking?.id_bk_booking);

  await openSignedIn(page, '/process/online');
  await expect(page.locator(`[role="row"][data-id="${id}"]`)).toBeVisible({ timeout: FIRST_SCREEN_MS });
  await expect(page.getByRole('columnheader', { name: 'Journey title' })).toBeVisible();
  expect(await cells(page, 'payment_method')).toContain('Credit card');
  expect(await cells(page, 'date_from')).toContainEqual(expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/));

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  await status.click();
  await page.getByRole('option', { name: 'Booked', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL((url) => url.searchParams.get('filter.status') === 'booked');
  await expect.poll(async () => new Set(await cells(page, 'status'))).toEqual(new Set(['Booked']));
  // The two booked demo bookings are there; the engine's browser tests may have booked more by now.
  await expect
    .poll(async () => await cells(page, 'number'))
    .toEqual(expect.arrayContaining(['OB-DEMO-0001', 'OB-DEMO-0002']));

  await page.locator(`[role="row"][data-id="${id}"]`).getByRole('gridcell').first().click();
  await expect(page).toHaveURL((url) => url.pathname === `/process/online/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('OB-DEMO-0001');
  for (const panel of ['Rooms and travellers', 'Services and insurance', 'Payment', 'Consents']) {
    await openPanelNamed(page, panel);
  }
  const travellers = page.getByRole('table', { name: 'Travellers' });
  await expect(travellers.getByRole('columnheader', { name: 'Date of birth' })).toBeVisible();
  await expect(travellers.getByRole('cell', { name: 'Heike', exact: true })).toBeVisible();
  await expect(travellers.getByRole('cell', { name: '12.04.1958', exact: true })).toBeVisible();
  const consents = page.getByRole('table', { name: 'Consents' });
  await expect(consents.getByRole('cell', { name: 'Travel conditions', exact: true })).toBeVisible();
  await expect(consents.getByRole('cell', { name: 'Insurance information sheet and conditions' })).toBeVisible();
  await expect(consents.getByRole('cell', { name: 'travel_conditions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resend confirmation' })).toBeVisible();

  const process = page.getByRole('link', { name: 'R-500016' });
  await expect(process).toBeVisible();
  await process.click();
  await expect(page).toHaveURL((url) => /^\/process\/\d+$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('R-500016');
  await expect(page.getByRole('link', { name: 'OB-DEMO-0001' })).toBeVisible();
});

test('the agency login lists only the online bookings of its agency', async ({ page }) => {
  await openSignedIn(page, '/process/online', 'agency@demo.local');
  await expect(page.locator('[role="row"][data-id]')).toHaveCount(1, { timeout: FIRST_SCREEN_MS });
  expect(await cells(page, 'number')).toEqual(['OB-DEMO-0002']);
});
