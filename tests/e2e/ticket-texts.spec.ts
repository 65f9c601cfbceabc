import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';
import { berlinDateTime } from './support/berlin-time';

// Spec 2 §8: the ticket texts (duplicate date, price category; a date with tickets) reach the user in the
// generated screens, and a refused save changes nothing.

const TICKETING = 'tickets@demo.local';
type Row = Record<string, unknown>;

async function apiList(request: APIRequestContext, path: string): Promise<Row[]> {
  const answer = await request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${await apiToken(request, TICKETING)}` },
  });
  expect(answer.status(), path).toBe(200);
  const body = (await answer.json()) as { data: Row[] } | Row[];
  return Array.isArray(body) ? body : body.data;
}

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('a copied price category is refused as a duplicate, and nothing is saved', async ({ page, request }) => {
  const [category] = await apiList(request, '/ticket/price-category?$limit=1&$sort[id_tk_price_category]=1');
  const sameTitle = `/ticket/price-category?id_tk_event=${String(category?.id_tk_event)}&title=${encodeURIComponent(String(category?.title))}`;
  expect(await apiList(request, sameTitle)).toHaveLength(1);

  await openSignedIn(page, `/tickets/price-categories/copy/${String(category?.id_tk_price_category)}`, TICKETING);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(String(category?.title));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The event has a price category of this name already.')).toBeVisible();
  expect(await apiList(request, sameTitle)).toHaveLength(1);
});

test('a copied date is refused as a duplicate, and a date with tickets cannot be deleted', async ({
  page,
  request,
}) => {
  const [ticket] = await apiList(request, '/ticket/ticket?$limit=1');
  const dateId = String(ticket?.id_tk_event_date);
  const [date] = await apiList(request, `/ticket/event-date?id_tk_event_date=${dateId}`);
  const sameTime = `/ticket/event-date?id_tk_event=${String(date?.id_tk_event)}&starts_at=${encodeURIComponent(String(date?.starts_at))}`;
  expect(await apiList(request, sameTime)).toHaveLength(1);

  await openSignedIn(page, `/tickets/event-dates/copy/${dateId}`, TICKETING);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The event has a date at this time already.')).toBeVisible();
  expect(await apiList(request, sameTime)).toHaveLength(1);

  await page.goto(`/tickets/event-dates?filter.id_tk_event=${String(date?.id_tk_event)}`);
  await page
    .getByRole('row')
    .filter({ hasText: berlinDateTime(String(date?.starts_at)) })
    .getByRole('menuitem', { name: 'Delete' })
    .click();
  // A date is named by its start (x-label).
  const dialog = page.getByRole('dialog', { name: `Delete “${berlinDateTime(String(date?.starts_at))}”?` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('Tickets were sold for this date; it cannot be deleted.')).toBeVisible();
  expect(await apiList(request, `/ticket/event-date?id_tk_event_date=${dateId}`)).toHaveLength(1);
});
