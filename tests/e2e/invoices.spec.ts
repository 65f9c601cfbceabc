import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// Invoices (spec 2 §3; issue 6 item 4): numbered by their configuration, never edited, with a PDF.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('an invoice is shown read-only and its PDF downloads under its number', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const prefix = `E${Date.now().toString(36).toUpperCase()}`;
  const config = await request.post('/api/ticket/invoice-config', {
    headers,
    data: { name: `E2E ${prefix}`, prefix, template_format: '{prefix}-{year}-{counter:4}' },
  });
  expect(config.status()).toBe(201);
  const invoice = await request.post('/api/ticket/invoice', {
    headers,
    data: {
      id_tk_invoice_config: (await config.json()).id_tk_invoice_config,
      recipient: { name: 'Erika Mustermann', city: 'Lüneburg' },
      lines: [{ title: 'Konzert', quantity: 2, unit_price: 49.9, vat_rate: 19 }],
    },
  });
  expect(invoice.status()).toBe(201);
  const created = (await invoice.json()) as { id_tk_invoice: number; number: string; date: string };
  const { id_tk_invoice: id, number } = created;
  // Dated the day it is issued (docs/decisions.md).
  expect(number).toBe(`${prefix}-${created.date.slice(0, 4)}-0001`);

  await openSignedIn(page, `/tickets/invoices/${id}`);
  await expect(page.getByRole('textbox', { name: 'Number' })).toHaveValue(number);
  // Money with its currency, as the user's language (English) writes it.
  await expect(page.getByRole('textbox', { name: 'Gross total' })).toHaveValue('€99.80');
  await expect(page.getByRole('textbox', { name: 'Number' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
