import { expect, test, type Page } from '@playwright/test';
import { onePixelPng } from './support/png';
import { apiToken, openSignedIn } from './support/sign-in';

// The app user's own pages (issue 23) as Greta Hansen (app@demo.local): each opens without errors; she
// packs two suitcase items, writes a diary entry and enters the photo competition once, and a second
// entry in the same category is refused.

const GRETA = 'app@demo.local';

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('every app-user page opens for the app user', async ({ page }) => {
  await openSignedIn(page, '/appuser/myProfile', GRETA);
  await expect(heading(page, 'My profile')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Greta');
  for (const [path, title] of [
    ['/appuser/aktJourneys', 'My journeys'],
    ['/appuser/historyjourneys', 'Past journeys'],
    ['/appuser/process?show-active', 'Processes'],
    ['/appuser/PackSuitcase', 'Pack suitcase'],
    ['/appuser/Photocompetition', 'Photo competition'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
  }
  await page.goto('/appuser/process');
  await page.getByRole('button', { name: 'Past' }).click();
  await expect(page).toHaveURL(/\?show-inactive/);
  await page.goto('/appuser/aktJourneys');
  await page.getByRole('link').filter({ hasText: '.' }).first().click();
  await expect(page).toHaveURL(/\/appuser\/aktJourneys\/\d+$/);
});

// The area's smoke test cannot open these: a record of one's own rows is its owner's alone.
test('opens a record of her own in each editor of her own rows', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, GRETA)}` };
  await openSignedIn(page, '/', GRETA);
  for (const [api, route, idField] of [
    ['/appuser/diary', '/appuser/Diary', 'id_diary'],
    ['/appuser/suitcase', '/appuser/PackSuitcase', 'id_suitcase_item'],
    ['/appuser/photocompetition', '/appuser/Photocompetition', 'id_photo_entry'],
    ['/appuser/notifications', '/appuser/notifications', 'id_usernotifications'],
  ] as const) {
    const answer = await request.get(`/api${api}?$limit=1`, { headers });
    expect(answer.status(), api).toBe(200);
    const [first] = ((await answer.json()) as { data: Record<string, number>[] }).data;
    expect(first, `a demo record of ${api}`).toBeDefined();
    await page.goto(`${route}/${String(first?.[idField])}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: 'Save' })
        .or(page.getByRole('link', { name: 'Back' }))
        .first(),
    ).toBeVisible();
    for (const refusal of ['Forbidden', 'Page Not Found', 'An Error Occurred'])
      await expect(page.getByRole('heading', { name: refusal }), route).toHaveCount(0);
  }
});

test('packs two suitcase items, writes a diary entry and enters the photo competition once', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request, GRETA)}` };
  const label = `Reiseführer ${Date.now().toString(36)}`;
  for (const item of [label, `${label} 2`]) {
    const created = await request.post('/api/appuser/suitcase', { headers, data: { label: item, category: 'other' } });
    expect(created.status()).toBe(201);
  }
  await openSignedIn(page, '/appuser/PackSuitcase', GRETA);
  for (const item of [label, `${label} 2`]) {
    const box = page.getByRole('checkbox', { name: item, exact: true });
    await expect(box).toBeEnabled();
    await box.click();
    await expect(box).toBeChecked();
  }
  await page.reload();
  await expect(page.getByRole('checkbox', { name: label, exact: true })).toBeChecked();

  const title = `Strandtag ${Date.now().toString(36)}`;
  await page.goto('/appuser/Diary/create');
  const day = page.getByRole('group', { name: 'Date' });
  await day.click();
  await page.keyboard.type('01062026');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The entry was created.')).toBeVisible();

  // A category of her own without an entry yet: she has one in the demo data.
  const entries = await request.get('/api/appuser/photocompetition', { headers });
  const taken = ((await entries.json()) as { data: { id_photo_entry: number; category: string }[] }).data;
  for (const entry of taken.filter((one) => one.category === 'food'))
    await request.delete(`/api/appuser/photocompetition/${entry.id_photo_entry}`, { headers });
  await page.goto('/appuser/Photocompetition');
  const food = page.getByRole('region', { name: 'Food and drink' });
  await food
    .locator('input[type=file]')
    .setInputFiles({ name: 'essen.png', mimeType: 'image/png', buffer: onePixelPng([200, 120, 40]) });
  await expect(food.getByRole('img')).toHaveAttribute('src', /^\/api\/uploads\//);
  await expect(food.getByText('Enter a photo')).toHaveCount(0);

  const second = await request.post('/api/appuser/photocompetition', {
    headers,
    data: { category: 'food', image: '/api/uploads/zweites.png' },
  });
  expect(second.status()).toBe(409);
  expect(((await second.json()) as { errors: { key: string }[] }).errors[0]?.key).toBe(
    'app.errors.photo_category_taken',
  );
});
