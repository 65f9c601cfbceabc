import { expect, test } from '@playwright/test';
import { onePixelPng } from './support/png';
import { apiToken, openSignedIn } from './support/sign-in';

// Issue 23 from end to end: the app team writes a push message to the travellers of Greta Hansen's
// journey under way, sends it once and is refused a second time; Greta (app@demo.local), one of those
// travellers, finds it among her notifications, packs two suitcase items, writes a diary entry and
// enters the photo competition once.

const TEAM = 'appteam@demo.local';
const GRETA = 'app@demo.local';

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('a push message reaches the travellers of a journey, who then use their app pages', async ({
  page,
  browser,
  request,
}) => {
  const run = Date.now().toString(36);
  const greta = { authorization: `Bearer ${await apiToken(request, GRETA)}` };
  const menu = await request.get('/api/appuser/travelmenu', { headers: greta });
  const { departure } = (await menu.json()) as { departure: { id: number; title: string } | null };
  expect(departure, 'the demo data has a journey under way for Greta').not.toBeNull();

  // The app team writes the message in the create screen and sends it from its editor.
  const title = `Treffpunkt ${run}`;
  await openSignedIn(page, '/app/pushnotifications/create', TEAM);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Short text' }).fill('Bitte um 8:15 Uhr am Bus sein.');
  await page.getByRole('combobox', { name: 'Receivers' }).click();
  await page.getByRole('option', { name: 'Travellers of a journey' }).click();
  const departureField = page.getByRole('combobox', { name: 'Departure', exact: true });
  await departureField.fill(departure!.title.slice(0, 12));
  await page
    .getByRole('option', { name: new RegExp(departure!.title) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const team = { authorization: `Bearer ${await apiToken(request, TEAM)}` };
  const found = await request.get(`/api/app/pushnotifications?title=${encodeURIComponent(title)}`, { headers: team });
  const [message] = ((await found.json()) as { data: { id_pushnotifications: number; id_app_departure: number }[] })
    .data;
  expect(message?.id_app_departure).toBe(departure!.id);
  await page.goto(`/app/pushnotifications/${message!.id_pushnotifications}`);
  const bar = page.getByRole('region', { name: 'Push message actions' });
  await bar.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Send this push message?' }).getByRole('button', { name: 'Send' }).click();
  await expect(bar.getByTestId('push-status')).toHaveText('Status: Sent');
  await expect(bar.getByRole('button', { name: 'Send' })).toHaveCount(0);
  const again = await request.post('/api/fcm', {
    headers: team,
    data: { id_pushnotifications: message!.id_pushnotifications },
  });
  expect(again.status()).toBe(409);

  // Greta, one of the travellers, in a console of her own.
  const context = await browser.newContext();
  const app = await context.newPage();
  app.on('pageerror', (error) => {
    throw error;
  });
  await openSignedIn(app, '/appuser/notifications', GRETA);
  const received = app.getByRole('button', { name: new RegExp(title) });
  await expect(received).toBeVisible();
  await received.click();
  await expect(app.getByText('Bitte um 8:15 Uhr am Bus sein.')).toBeVisible();

  await app.goto('/appuser/PackSuitcase');
  for (const item of [`Sonnencreme ${run}`, `Wanderschuhe ${run}`]) {
    await app.getByRole('textbox', { name: 'Item' }).fill(item);
    await app.getByRole('button', { name: 'Add item' }).click();
    const box = app.getByRole('checkbox', { name: item, exact: true });
    await expect(box).not.toBeChecked();
    await box.click();
    await expect(box).toBeChecked();
  }

  await app.goto('/appuser/Diary/create');
  await app.getByRole('group', { name: 'Date' }).click();
  await app.keyboard.type('02062026');
  await app.getByRole('textbox', { name: 'Title' }).fill(`Kreidefelsen ${run}`);
  await app.getByRole('button', { name: 'Save' }).click();
  await expect(app.getByText('The entry was created.')).toBeVisible();

  // Culture: a category the other app-user tests leave alone.
  const entries = await request.get('/api/appuser/photocompetition', { headers: greta });
  for (const entry of ((await entries.json()) as { data: { id_photo_entry: number; category: string }[] }).data)
    if (entry.category === 'culture')
      await request.delete(`/api/appuser/photocompetition/${entry.id_photo_entry}`, { headers: greta });
  await app.goto('/appuser/Photocompetition');
  const culture = app.getByRole('region', { name: 'Culture' });
  await culture
    .locator('input[type=file]')
    .setInputFiles({ name: 'dom.png', mimeType: 'image/png', buffer: onePixelPng([90, 60, 160]) });
  await expect(culture.getByRole('img')).toHaveAttribute('src', /^\/api\/uploads\//);
  const second = await request.post('/api/appuser/photocompetition', {
    headers: greta,
    data: { category: 'culture', image: '/api/uploads/noch-eins.png' },
  });
  expect(second.status()).toBe(409);
  await context.close();
});
