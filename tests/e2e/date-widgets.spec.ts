import { expect, test } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// The date and date-time widgets (spec 1 §9): typed as DD.MM.YYYY [HH:mm] in Europe/Berlin, stored
// as YYYY-MM-DD and as an ISO time to the minute; an impossible date is shown, not sent.

// A browser in another zone still shows and takes Berlin times.
test.use({ timezoneId: 'America/New_York' });

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('an event date typed in Berlin time is stored to the minute, an impossible one is refused', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const slug = `dates-${Date.now().toString(36)}`;
  const event = await request.post('/api/ticket/event', { headers, data: { title: `Dates ${slug}`, slug } });
  expect(event.status()).toBe(201);
  const { id_tk_event: eventId } = (await event.json()) as { id_tk_event: number };

  await openSignedIn(page, '/tickets/event-dates/create');
  await page.getByRole('combobox', { name: 'Event' }).fill(`Dates ${slug}`);
  await page.getByRole('option', { name: `Dates ${slug}` }).click();

  const starts = page.getByRole('group', { name: 'Starts' });
  await starts.click();
  await page.keyboard.type('31022027');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/tickets\/event-dates\/create$/);

  await starts.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('241220262000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/tickets\/event-dates\/\d+$/);

  const stored = await request.get(`/api/ticket/event-date?id_tk_event=${eventId}`, { headers });
  const { data } = (await stored.json()) as { data: { starts_at: string }[] };
  expect(data.map((date) => date.starts_at)).toEqual(['2026-12-24T19:00:00.000Z']);
});

test('a date-time typed over a filled one keeps the typed day; a half-typed year is refused', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const slug = `retyped-${Date.now().toString(36)}`;
  const event = await request.post('/api/ticket/event', { headers, data: { title: `Retyped ${slug}`, slug } });
  expect(event.status()).toBe(201);
  const { id_tk_event: eventId } = (await event.json()) as { id_tk_event: number };
  const date = await request.post('/api/ticket/event-date', {
    headers,
    data: { id_tk_event: eventId, starts_at: '2026-12-01T18:30:00.000Z' },
  });
  expect(date.status()).toBe(201);
  const { id_tk_event_date: dateId } = (await date.json()) as { id_tk_event_date: number };
  const storedStart = async () => {
    const stored = await request.get(`/api/ticket/event-date/${dateId}`, { headers });
    return ((await stored.json()) as { starts_at: string }).starts_at;
  };

  await openSignedIn(page, `/tickets/event-dates/${dateId}`);
  const starts = page.getByRole('group', { name: 'Starts' });
  const sections = starts.getByRole('spinbutton');
  await expect(sections).toHaveText(['01', '12', '2026', '19', '30']);

  // Typing the year passes through 0002, 0020 and 0202: none of them is a date to save.
  await starts.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('2412202');
  await expect(sections).toHaveText(['24', '12', '0202', '19', '30']);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The value has the wrong format.')).toBeVisible();
  expect(await storedStart()).toBe('2026-12-01T18:30:00.000Z');

  await starts.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('241220262000');
  await expect(sections).toHaveText(['24', '12', '2026', '20', '00']);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The entry was saved.')).toBeVisible();
  expect(await storedStart()).toBe('2026-12-24T19:00:00.000Z');
});
