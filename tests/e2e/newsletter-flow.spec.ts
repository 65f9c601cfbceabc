import { expect, test, type APIRequestContext } from '@playwright/test';
import { LIST_CONFIRMATIONS } from '../../domain/newsletter/confirmations';
import type { NewsletterStatistics } from '../../domain/newsletter/statistics';
import { translate } from './support/dictionary';
import { apiToken, openSignedIn } from './support/sign-in';
import { openPanelNamed } from './support/panels';

// Issue 22 from end to end, as marketing staff work: a contact list made with its five confirmations,
// the customers who agreed in the last 24 hours imported into it, a template written, a test sent, the
// campaign sent once (a second send refused), the mails found in the catcher and, once the Mailjet
// emulator's clock has moved on by four days, the opens in the analysis.

const en = (key: string, values: Record<string, string> = {}) => translate('en', key, values);
/** Enough readers that some open the campaign: the emulator opens about 55 % of the mails. */
const READERS = 12;
const FOUR_DAYS_MS = 4 * 86_400_000;

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

function emulatorUrl(variable: 'E2E_MAIL_URL' | 'E2E_MAILJET_URL', path: string) {
  const base = process.env[variable];
  if (!base) throw new Error(`${variable} is not set: the e2e setup must start the product with its emulators`);
  return `${base.replace(/\/$/, '')}${path}`;
}

/** The subjects of the mails the catcher holds for `to`, newest first. */
async function subjectsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const answer = await request.get(emulatorUrl('E2E_MAIL_URL', `/messages?to=${encodeURIComponent(to)}`));
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { subject: string }[]).map((mail) => mail.subject);
}

test('a list, an import, a template and a campaign sent once, read in the catcher and the analysis', async ({
  page,
  request,
}) => {
  // Four screens and a send to a list: the first screen loads the console.
  test.slow();
  const run = Date.now().toString(36);
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const readers = Array.from({ length: READERS }, (_, index) => `leser-${index}-${run}@web.example`);
  for (const [index, email] of readers.entries()) {
    const customer = await request.post('/api/customers', {
      headers,
      data: {
        name: `Leser ${index} ${run}`,
        contacts: [{ key: 'email-private', value: email, id_vc_field_type: 1 }],
        newsletter: true,
      },
    });
    expect(customer.status(), await customer.text()).toBe(201);
  }

  // The list, with its five confirmations: it cannot be saved with one left out.
  const listName = `Herbstleser ${run}`;
  await openSignedIn(page, '/newsletter/contactslist/create');
  await page.getByRole('textbox', { name: /^Name/ }).fill(listName);
  await openPanelNamed(page, 'Confirmations');
  const [last, ...others] = [...LIST_CONFIRMATIONS].reverse();
  for (const field of others)
    await page.getByLabel(en(`newsletter.entities.contact-list.fields.${field}`), { exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(en('newsletter.errors.confirmation_required'))).toBeVisible();
  await page.getByLabel(en(`newsletter.entities.contact-list.fields.${last!}`), { exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/newsletter\/contactslist\/\d+$/);
  const listId = Number(new URL(page.url()).pathname.split('/').pop());

  // The import of the customers who agreed in the last 24 hours.
  await page.goto('/newsletter/contacts/import');
  const next = page.getByRole('button', { name: en('newsletter.import.next') });
  await page.getByRole('combobox', { name: en('newsletter.import.list') }).fill(listName);
  await page.getByRole('option', { name: listName }).click();
  await next.click();
  await page.getByRole('checkbox', { name: en('newsletter.import.consentLabel') }).check();
  await next.click();
  const table = page.getByRole('table', { name: en('newsletter.import.steps.preview') });
  for (const email of readers) await expect(table.getByRole('row').filter({ hasText: email })).toBeVisible();
  await page.getByRole('button', { name: en('newsletter.import.start') }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/newsletter/contact?id_nl_contactslist=${listId}&$limit=1000`, { headers });
      const { data } = (await answer.json()) as { data: { email: string }[] };
      return readers.every((email) => data.some((contact) => contact.email === email));
    })
    .toBe(true);

  // The template, written in the form.
  const templateName = `Herbstreisen ${run}`;
  await page.goto('/newsletter/templates/create');
  await page.getByRole('textbox', { name: /^Name/ }).fill(templateName);
  await openPanelNamed(page, 'Content');
  await page
    .getByLabel('HTML', { exact: true })
    .fill('<h1>Goldener Herbst</h1><p>Unsere Reisen im Oktober.</p><a href="[[UNSUB_LINK_DE]]">Abmelden</a>');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/newsletter\/templates\/\d+$/);
  const templateId = Number(new URL(page.url()).pathname.split('/').pop());

  const subject = `Goldener Herbst ${run}`;
  const created = await request.post('/api/newsletter/campaign', {
    headers,
    data: {
      title: `Herbstkampagne ${run}`,
      subject,
      sender_name: 'Demo Reisen',
      sender_email: 'newsletter@demo-reisen.example',
      id_nl_contactslist: listId,
      id_nl_template: templateId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaignId = ((await created.json()) as { id_nl_campaign: number }).id_nl_campaign;

  // A test, then the one send.
  await page.goto(`/newsletter/campaigns/${campaignId}`);
  const bar = page.getByRole('region', { name: 'Campaign actions' });
  await bar.getByRole('button', { name: 'Send test' }).click();
  const tester = `pruefer-${run}@demo-reisen.example`;
  await page.getByRole('dialog', { name: 'Send a test' }).getByTestId('test-addresses').fill(tester);
  await page.getByRole('dialog', { name: 'Send a test' }).getByRole('button', { name: 'Send test' }).click();
  await expect(bar.getByText('The test has been sent.')).toBeVisible();
  await bar.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('dialog', { name: 'Send the campaign now?' }).getByRole('button', { name: 'Send now' }).click();
  await expect(bar.getByTestId('campaign-status')).toHaveText('Status: Sent');

  const again = await request.post(`/api/newsletter/campaign/${campaignId}/send`, { headers });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { errors: { key: string }[] }).errors[0]?.key).toBe(
    'newsletter.errors.campaign_sent',
  );

  // The mails: one test to the tester, one send to each reader, none twice.
  await expect.poll(() => subjectsTo(request, tester)).toHaveLength(1);
  for (const email of readers) expect(await subjectsTo(request, email)).toEqual([subject]);

  // Four days on, the readers' opens are counted, and the analysis shows them.
  const advanced = await request.post(emulatorUrl('E2E_MAILJET_URL', '/control/advance'), {
    data: { ms: FOUR_DAYS_MS },
  });
  expect(advanced.ok()).toBe(true);
  const statistics = await request.get(`/api/newsletter-statistics?id_nl_campaign=${campaignId}`, { headers });
  expect(statistics.status()).toBe(200);
  const [counted] = ((await statistics.json()) as NewsletterStatistics).campaigns;
  // The list holds the readers and whoever else agreed in the last 24 hours (the demo customers).
  const campaign = await request.get(`/api/newsletter/campaign/${campaignId}`, { headers });
  const { recipients } = (await campaign.json()) as { recipients: number };
  expect(recipients).toBeGreaterThanOrEqual(READERS);
  expect(counted?.sent).toBe(recipients);
  expect(counted?.opened).toBeGreaterThan(0);

  await page.goto('/newsletter/analysis');
  const row = page.getByTestId('campaign-row').filter({ hasText: `Herbstkampagne ${run}` });
  await expect(row.getByRole('cell').nth(5)).toHaveText(counted!.opened.toLocaleString('en'));
  await expect(page.getByTestId('chart-campaigns').locator('svg rect').first()).toBeVisible();
});
