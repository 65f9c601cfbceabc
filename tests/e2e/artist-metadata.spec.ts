import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// Issue 6 item 8: the artist screen's "Suggest meta data" fills meta title, description and keywords
// from the AI service (the OpenAI emulator `npm start` runs), unsaved until the user saves.

const TICKETING = 'tickets@demo.local';
const SUGGEST = 'Suggest meta data';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

/** An artist with a short description and old metadata, made through the API; answers its id and name. */
async function artist(request: APIRequestContext) {
  const run = `e2e${Date.now().toString(36)}`;
  const name = `Die Blauen Füchse ${run}`;
  const created = await request.post('/api/ticket/artist', {
    headers: { authorization: `Bearer ${await apiToken(request, TICKETING)}` },
    data: {
      name,
      slug: run,
      short_description: 'Folk-Rock aus Lüneburg, live auf der Hallentour 2026.',
      meta_title: 'Alter Titel',
      meta_keywords: 'alt',
    },
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id_tk_artist: number }).id_tk_artist, name };
}

test('fills the meta fields from the AI service, and they are kept once saved', async ({ page, request }) => {
  const { id, name } = await artist(request);
  await openSignedIn(page, `/tickets/artists/${id}`, TICKETING);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.getByRole('button', { name: SUGGEST }).click();
  await expect(page.getByText('Suggestions filled in, not saved yet.')).toBeVisible();
  // The meta panel opens to show them; they are unsaved changes.
  await expect(field(page, 'Meta title')).toHaveValue(name);
  await expect(field(page, 'Meta description')).toHaveValue('Folk-Rock aus Lüneburg, live auf der Hallentour 2026.');
  await expect(field(page, 'Meta keywords')).toHaveValue(`${name}, Folk-Rock, Lüneburg, Hallentour`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The entry was saved.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Meta tags' }).click();
  await expect(field(page, 'Meta title')).toHaveValue(name);
  await expect(field(page, 'Meta keywords')).toHaveValue(`${name}, Folk-Rock, Lüneburg, Hallentour`);
});

test('shows the failure as the form’s error and changes nothing', async ({ page, request }) => {
  const emulator = process.env.E2E_OPENAI_URL;
  expect(emulator, 'npm start prints the OpenAI emulator').toBeTruthy();
  const { id } = await artist(request);
  await openSignedIn(page, `/tickets/artists/${id}`, TICKETING);

  expect((await request.post(`${emulator}/control/fail`, { data: { times: 1, mode: 'error' } })).status()).toBe(204);
  await page.getByRole('button', { name: SUGGEST }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The AI service could not write suggestions.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Meta tags' }).click();
  await expect(field(page, 'Meta title')).toHaveValue('Alter Titel');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('is not offered on a new artist, which has nothing to describe yet', async ({ page }) => {
  await openSignedIn(page, '/tickets/artists/create', TICKETING);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(page.getByRole('button', { name: SUGGEST })).toHaveCount(0);
});
