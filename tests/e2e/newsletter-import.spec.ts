import { expect, test } from '@playwright/test';
import { LIST_CONFIRMATIONS } from '../../domain/newsletter/confirmations';
import { translate } from './support/dictionary';
import { apiToken, openSignedIn } from './support/sign-in';

// The newsletter contact import (issue 22, spec 1 §2): from the contacts' list to the stepper, which takes a
// customer who agreed to the newsletter a moment ago into a new list, with the user's confirmation of consent.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

const en = (key: string, values: Record<string, string> = {}) => translate('en', key, values);

test('a customer who agreed just now is imported into a list through the four steps', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const stamp = Date.now();
  const listName = `Frühbucher ${stamp}`;
  const list = await request.post('/api/newsletter/contactslist', {
    headers,
    data: { name: listName, ...Object.fromEntries(LIST_CONFIRMATIONS.map((field) => [field, true])) },
  });
  expect(list.status(), await list.text()).toBe(201);
  const listId = ((await list.json()) as { id_nl_contactslist: number }).id_nl_contactslist;
  const email = `margarete.vogel.${stamp}@web.example`;
  const customerName = `Margarete Vogel ${stamp}`;
  const customer = await request.post('/api/customers', {
    headers,
    data: {
      name: customerName,
      firstname: 'Margarete',
      lastname: 'Vogel',
      contacts: [{ key: 'email-private', value: email, id_vc_field_type: 1 }],
      newsletter: true,
    },
  });
  expect(customer.status(), await customer.text()).toBe(201);

  await openSignedIn(page, '/newsletter/contacts');
  await page.getByRole('link', { name: en('newsletter.import.open') }).click();
  await expect(page).toHaveURL(/\/newsletter\/contacts\/import$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('newsletter.import.title'));

  // 1: the list, found by typing its name
  const next = page.getByRole('button', { name: en('newsletter.import.next') });
  await expect(next).toBeDisabled();
  await page.getByRole('combobox', { name: en('newsletter.import.list') }).fill(listName);
  await page.getByRole('option', { name: listName }).click();
  await next.click();

  // 2: the consent, confirmed
  await expect(page.getByText(en('newsletter.import.consentText', { list: listName }))).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: en('newsletter.import.consentLabel') }).check();
  await next.click();

  // 3: the candidates; only ours is taken
  const table = page.getByRole('table', { name: en('newsletter.import.steps.preview') });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: en('newsletter.import.notInList') })).toBeVisible();
  const all = table.getByRole('checkbox', { name: en('newsletter.import.selectAll') });
  await all.check();
  await all.uncheck();
  await row.getByRole('checkbox', { name: customerName }).check();
  await page.getByRole('button', { name: en('newsletter.import.start') }).click();

  // 4: the report
  await expect(page.getByRole('status')).toHaveText(
    en('newsletter.import.report', { added: '1', updated: '0', skipped: '0' }),
  );
  await page.getByRole('link', { name: en('newsletter.import.toContacts') }).click();
  await expect(page).toHaveURL(/\/newsletter\/contacts$/);

  const contacts = await request.get(`/api/newsletter/contact?id_nl_contactslist=${listId}`, { headers });
  expect(contacts.status()).toBe(200);
  const { data } = (await contacts.json()) as { data: { email: string; consent_source: string }[] };
  expect(data).toEqual([expect.objectContaining({ email, consent_source: 'import' })]);
});
