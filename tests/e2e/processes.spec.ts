import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// Issue 19's browser test: a process opened from the list by its Ratio number, a participant edited
// and a too-long name refused, a firm booking, a cancellation (inquiry, execution, the notice in the
// mail catcher), a customer imported twice without a duplicate. The demo data mirrors the Ratio
// emulator's processes as R-500001 … (500001 … 500006 in statuses 0 … 5); each test takes its own.

const ADMIN = 'admin@demo.local';

interface Mail {
  id: string | number;
  subject: string;
  text: string;
}

/** Opens a process from the list, found by its Ratio number. */
async function openProcess(page: Page, ratioNumber: number) {
  await openSignedIn(page, '/process', ADMIN);
  await page.getByLabel('Search').fill(`R-${ratioNumber}`);
  const row = page.getByRole('row').filter({ hasText: `R-${ratioNumber}` });
  await expect(row).toHaveCount(1);
  await row.getByRole('gridcell', { name: `R-${ratioNumber}`, exact: true }).click();
  await expect(page).toHaveURL(/\/process\/\d+$/);
}

async function openParticipant(page: Page) {
  await page.getByRole('tab', { name: /^Participants/ }).click();
  const rows = page.getByRole('table', { name: 'Participants' }).getByRole('row');
  await rows.nth(1).click();
  return page.getByRole('dialog');
}

test('edits a participant, and refuses a name longer than 90 without saving it', async ({ page }) => {
  await openProcess(page, 500003);
  let dialog = await openParticipant(page);
  const name = dialog.getByLabel('Name', { exact: true });
  const before = await name.inputValue();

  await name.fill('x'.repeat(91));
  await dialog.getByRole('button', { name: 'Save participant' }).click();
  await expect(dialog.getByText('The text is too long.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  dialog = await openParticipant(page);
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(before);

  const renamed = `E2E ${Date.now()}`;
  await dialog.getByLabel('Name', { exact: true }).fill(renamed);
  await dialog.getByRole('button', { name: 'Save participant' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Participants' }).getByText(renamed)).toBeVisible();
});

test('firm-books a process', async ({ page }) => {
  await openProcess(page, 500002);
  await page.getByRole('button', { name: 'Firm booking' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Firm booking' }).click();
  await expect(page.getByTestId('process-status')).toHaveText('Status: Firm booking');
});

async function latestMail(request: APIRequestContext, to: string): Promise<Mail | undefined> {
  const base = process.env.E2E_MAIL_URL;
  if (!base) throw new Error('E2E_MAIL_URL is not set: the e2e setup must start the mail catcher');
  const response = await request.get(`${base.replace(/\/$/, '')}/messages/latest?to=${encodeURIComponent(to)}`);
  return response.ok() ? ((await response.json()) as Mail) : undefined;
}

test('cancels a process after the inquiry, and the notice reaches the catcher', async ({ page }) => {
  await openProcess(page, 500005);
  await page.getByRole('button', { name: 'Cancel process' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Cancellation fee: /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel process' }).click();
  const notice = dialog.getByText(/^The cancellation notice was sent to /);
  await expect(notice).toBeVisible();
  const address = /sent to (\S+)\.$/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
  expect(address).toContain('@');

  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      mail = await latestMail(page.request, address);
      return mail?.subject ?? '';
    })
    .toContain('R-500005');
  expect(mail?.text).toMatch(/Stornogebühr: /);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('process-status')).toHaveText('Status: Cancelled');
  await expect(page.getByText('This process is cancelled.')).toBeVisible();
});

/** A Ratio address (100001 … 100300) no customer card has yet, so that the import creates one. */
async function kennzifferWithoutCard(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, ADMIN);
  for (let kennziffer = 100300; kennziffer > 100000; kennziffer -= 1) {
    const answer = await request.get(`/api/customers?ratio_id=${kennziffer}&$limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(200);
    if (((await answer.json()) as { total: number }).total === 0) return String(kennziffer);
  }
  throw new Error('every Ratio address has a customer card');
}

test('imports a customer twice without a duplicate', async ({ page }) => {
  const kennziffer = await kennzifferWithoutCard(page.request);
  await openSignedIn(page, '/process/import', ADMIN);
  const section = page.getByRole('region', { name: 'Import a customer' });
  await section.getByLabel('Ratio customer number (kennziffer)').fill(kennziffer);
  await section.getByRole('button', { name: 'Import customer' }).click();
  await expect(section.getByRole('status')).toContainText(': created.');
  await section.getByRole('button', { name: 'Import customer' }).click();
  await expect(section.getByRole('status')).toContainText(': unchanged.');

  await section.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await openSignedIn(page, '/customers', ADMIN);
  await page.getByLabel('Search').fill(kennziffer);
  await expect(page.locator('[role="gridcell"][data-field="ratio_id"]')).toHaveText([kennziffer]);
  await expect(page.getByText('1–1 of 1', { exact: true })).toBeVisible();
});
