import { expect, test } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// The push editor (issue 23): a message to a departure's travellers, written by the app team, sent
// once after the confirmation through the push emulator `npm start` runs; then refused a second time.

const TEAM = 'appteam@demo.local';

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test("writes a message to a departure's travellers, sends it once, and is refused a second send", async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const headers = { authorization: `Bearer ${await apiToken(request, TEAM)}` };
  const post = async (path: string, data: object) => {
    const answer = await request.post(`/api${path}`, { headers, data });
    expect(answer.status(), await answer.text()).toBe(201);
    return (await answer.json()) as Record<string, number>;
  };
  const { id_app_departure } = await post('/app/departures', {
    title: `E2E-Reise ${run}`,
    journey_start: '2031-05-04',
    journey_end: '2031-05-08',
  });
  const { id_pushnotifications } = await post('/app/pushnotifications', {
    title: `Abfahrt ${run}`,
    receiver_group: 'journey',
    id_app_departure,
  });

  await openSignedIn(page, `/app/pushnotifications/${id_pushnotifications}`, TEAM);
  const bar = page.getByRole('region', { name: 'Push message actions' });
  await expect(bar.getByTestId('push-status')).toHaveText('Status: Not sent');
  // only the journey's own target field
  await expect(page.getByLabel('Departure', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Travel day')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Short text' }).fill('Treffpunkt 7:30 Uhr am ZOB');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(bar.getByRole('button', { name: 'Send' })).toBeEnabled();

  await bar.getByRole('button', { name: 'Send' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this push message?' });
  await confirm.getByRole('button', { name: 'Send' }).click();

  await expect(bar.getByTestId('push-status')).toHaveText('Status: Sent');
  await expect(bar.getByTestId('push-sent-info')).toContainText('Sent on');
  await expect(bar.getByTestId('push-report')).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Short text' })).not.toBeEditable();

  const again = await request.post('/api/fcm', { headers, data: { id_pushnotifications } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { errors: { key: string }[] }).errors[0]?.key).toBe('app.errors.push_sent');
});
