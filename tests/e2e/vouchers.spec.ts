import { expect, test } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// Vouchers in bulk (spec 2 §3; issue 6 item 5): all codes or none, with the server's progress. Their
// expiry is typed in the console's DD.MM.YYYY HH:mm picker, in Berlin time (issue 14 item 5).

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('staff create 1,500 vouchers at once and watch the progress', async ({ page, request }) => {
  const prefix = `E2E${Date.now().toString(36).toUpperCase()}-`;
  await openSignedIn(page, '/tickets/vouchers');
  await page.getByRole('button', { name: 'Create in bulk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create vouchers in bulk' });
  await dialog.getByLabel('Number of vouchers').fill('1500');
  await dialog.getByLabel('Code prefix').fill(prefix);
  await dialog.getByLabel('Random characters per code').fill('8');
  await dialog.getByLabel('Value').fill('12,50');
  const expires = dialog.getByRole('group', { name: 'Expires' });
  await expires.click();
  await page.keyboard.type('311220272330');
  await expect(expires.getByRole('spinbutton')).toHaveText(['31', '12', '2027', '23', '30']);
  await dialog.getByRole('button', { name: 'Create vouchers' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  await expect(dialog.getByText('1500 vouchers created.')).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('1500 of 1500 created');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const token = await apiToken(request);
  const found = await request.get(`/api/ticket/voucher?code[$like]=${prefix}%25&$limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const page1 = (await found.json()) as {
    total: number;
    data: { code: string; value: number; expires_at: string }[];
  };
  expect(page1.total).toBe(1500);
  expect(page1.data[0]?.code).toMatch(new RegExp(`^${prefix}[A-Z2-9]{8}$`));
  expect(page1.data[0]?.value).toBe(12.5);
  expect(page1.data[0]?.expires_at).toBe('2027-12-31T22:30:00.000Z');

  // The list shows the value as money, with its currency, as English writes it.
  const code = page1.data[0]?.code ?? '';
  await page.goto(`/tickets/vouchers?q=${code}`);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByRole('gridcell', { name: '€12.50' }).first()).toBeVisible();
});

test('a wrong value is shown on its field and nothing is created', async ({ page, request }) => {
  const prefix = `BAD${Date.now().toString(36).toUpperCase()}-`;
  await openSignedIn(page, '/tickets/vouchers');
  await page.getByRole('button', { name: 'Create in bulk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create vouchers in bulk' });
  await dialog.getByLabel('Code prefix').fill(prefix);
  await dialog.getByLabel('Value').fill('0');
  await dialog.getByRole('button', { name: 'Create vouchers' }).click();
  await expect(dialog.getByText('Please enter a number greater than 0.')).toBeVisible();

  const token = await apiToken(request);
  const found = await request.get(`/api/ticket/voucher?code[$like]=${prefix}%25&$limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await found.json()) as { total: number }).total).toBe(0);
});
