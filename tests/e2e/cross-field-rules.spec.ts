import { expect, test } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// Cross-field rules (x-compare) in the generated form: an event date that ends before it starts is
// refused at the Ends field before anything is sent; in order, it saves.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('an event date ending before it starts is refused at the field and not saved', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const slug = `order-${Date.now().toString(36)}`;
  const event = await request.post('/api/ticket/event', { headers, data: { title: `Order ${slug}`, slug } });
  expect(event.status()).toBe(201);
  const { id_tk_event: eventId } = (await event.json()) as { id_tk_event: number };
  const date = await request.post('/api/ticket/event-date', {
    headers,
    data: { id_tk_event: eventId, starts_at: '2026-12-24T19:00:00.000Z' },
  });
  expect(date.status()).toBe(201);
  const { id_tk_event_date: dateId } = (await date.json()) as { id_tk_event_date: number };
  const storedEnd = async () => {
    const stored = await request.get(`/api/ticket/event-date/${dateId}`, { headers });
    return ((await stored.json()) as { ends_at: string | null }).ends_at;
  };
  const writes: string[] = [];
  page.on('request', (sent) => {
    if (['PATCH', 'PUT'].includes(sent.method())) writes.push(sent.url());
  });

  await openSignedIn(page, `/tickets/event-dates/${dateId}`);
  const ends = page.getByRole('group', { name: 'Ends' });
  await ends.click();
  await page.keyboard.type('241220261800');
  await page.getByRole('button', { name: 'Save' }).click();
  // The message sits in the Ends field's own form control.
  const endsControl = ends.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " MuiFormControl-root ")][1]');
  await expect(endsControl).toContainText('The end must be after the start.');
  expect(writes).toEqual([]);
  expect(await storedEnd()).toBeNull();

  await ends.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('241220262300');
  await expect(endsControl).not.toContainText('The end must be after the start.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The entry was saved.')).toBeVisible();
  expect(await storedEnd()).toBe('2026-12-24T22:00:00.000Z');
});
