import { expect, test, type Page } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// The translations of the app's texts (spec 2 §7), edited side by side: the record's German text on
// the left, the chosen language on the right; saved, and there again after a reload.

const APP_TEAM = 'appteam@demo.local';

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

async function chooseRecord(page: Page, title: string) {
  const record = page.getByRole('combobox', { name: 'Record' });
  await record.fill(title);
  await page.getByRole('option', { name: new RegExp(`^${title}`) }).click();
}

async function chooseLanguage(page: Page, language: RegExp) {
  await page.getByRole('combobox', { name: 'Translate into' }).click();
  await page.getByRole('option', { name: language }).click();
}

test("translates a departure's title into French side by side, and finds it after a reload", async ({
  page,
  request,
}) => {
  const title = `Elbsandstein E2E ${Date.now().toString(36)}`;
  const headers = { authorization: `Bearer ${await apiToken(request, APP_TEAM)}` };
  const created = await request.post('/api/app/departures', {
    headers,
    data: { title, journey_start: '2027-06-14', journey_end: '2027-06-18' },
  });
  expect(created.status()).toBe(201);

  await openSignedIn(page, '/app/translations', APP_TEAM);
  await expect(page.getByRole('heading', { name: 'Translations' })).toBeVisible();
  await chooseRecord(page, title);
  await chooseLanguage(page, /^Français/);
  await expect(page.getByRole('textbox', { name: 'Title (Deutsch)' })).toHaveValue(title);
  const french = page.getByRole('textbox', { name: 'Title (Français)' });
  await expect(french).toHaveValue('');

  // A change not saved is not lost to a switch of language without asking.
  await french.fill('Grès de l’Elbe');
  await chooseLanguage(page, /^English/);
  await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(french).toHaveValue('Grès de l’Elbe');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The entry was saved.').first()).toBeVisible();
  await expect(page.getByRole('paragraph').filter({ hasText: 'Français (1 of 1 translated)' })).toBeVisible();

  await page.reload();
  await chooseRecord(page, title);
  await chooseLanguage(page, /^Français/);
  await expect(page.getByRole('textbox', { name: 'Title (Français)' })).toHaveValue('Grès de l’Elbe');
});
