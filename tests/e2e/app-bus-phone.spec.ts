import { expect, test, type APIRequestContext } from '@playwright/test';
import { berlinDay } from '../../domain/berlin-time';
import { openSignedIn, PASSWORD } from './support/sign-in';

// The bus of today's journey on the bus-location page (from the telematics emulator npm start runs),
// and the verification of the mobile number with the code mailed instead of an SMS (SMS is off by default).

const APP_USER = 'app@demo.local';
const DRIVER = 'driver@demo.local';
const ADMIN = 'admin@demo.local';

async function signedIn(request: APIRequestContext, email: string) {
  const answer = await request.post('/api/authentication', { data: { strategy: 'local', email, password: PASSWORD } });
  expect(answer.status()).toBe(200);
  const { accessToken, user } = (await answer.json()) as { accessToken: string; user: { id_users: number } };
  return { headers: { authorization: `Bearer ${accessToken}` }, id: user.id_users };
}

function mailUrl(path: string): string {
  const base = process.env.E2E_MAIL_URL;
  if (!base) throw new Error('E2E_MAIL_URL is not set: the e2e setup must start the mail catcher');
  return `${base.replace(/\/$/, '')}${path}`;
}

async function latestMail(request: APIRequestContext, to: string) {
  const answer = await request.get(mailUrl(`/messages/latest?to=${encodeURIComponent(to)}`));
  return answer.ok() ? ((await answer.json()) as { id: number; subject: string; text: string }) : undefined;
}

/** The code in the first mail to `to` after the mail `afterId` (none: any). */
async function mailedCode(request: APIRequestContext, to: string, afterId?: number): Promise<string> {
  let code = '';
  await expect(async () => {
    const mail = await latestMail(request, to);
    expect(mail).toBeDefined();
    expect(mail?.id).not.toBe(afterId);
    expect(mail?.subject).toMatch(/Mobilnummer|mobile number/);
    code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass();
  return code;
}

async function giveMobile(request: APIRequestContext, userId: number, mobile: string) {
  const admin = await signedIn(request, ADMIN);
  const changed = await request.patch(`/api/users-lit/${userId}`, { headers: admin.headers, data: { mobile } });
  expect(changed.status()).toBe(200);
  expect((await changed.json()).phone_verified).toBe(false);
}

test('the app user sees the bus of a current journey on the map, or a friendly word without one', async ({ page }) => {
  const appUser = await signedIn(page.request, APP_USER);
  const answer = await page.request.get('/api/appuser/buslocation', { headers: appUser.headers });
  expect(answer.status()).toBe(200);
  const { status } = (await answer.json()) as { status: string };
  await openSignedIn(page, '/appuser/Buslocation', APP_USER);
  await expect(page.getByRole('heading', { name: 'Bus location' })).toBeVisible();
  if (status === 'ok') {
    await expect(page.getByTestId('bus-map')).toBeVisible();
    await expect(page.getByTestId('bus-marker')).toBeVisible();
    await expect(page.getByText(/\d+ km\/h/)).toBeVisible();
  } else if (status === 'no_journey') {
    await expect(page.getByTestId('bus-no-journey')).toBeVisible();
  }
});

test('a driver sees the moving bus of the departure they drive today, its place, speed and time', async ({ page }) => {
  const admin = await signedIn(page.request, ADMIN);
  const driver = await signedIn(page.request, DRIVER);
  const today = berlinDay();
  const created = await page.request.post('/api/app/departures', {
    headers: admin.headers,
    data: {
      title: `Elbe-Fahrt ${Date.now()}`,
      journey_start: today,
      journey_end: today,
      bus_name: 'Bus 1 – Setra S 516 HDH',
      license_plate: 'LG-RS 101',
      vehicle_id: '281474977075001',
      id_users_driver: driver.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await openSignedIn(page, '/appuser/Buslocation', DRIVER);
  await expect(page.getByTestId('bus-map')).toBeVisible();
  await expect(page.getByTestId('bus-marker')).toBeVisible();
  await expect(page.getByText('LG-RS 101')).toBeVisible();
  await expect(page.getByText(/\d+ km\/h/)).toBeVisible();
  await expect(page.getByText(/^\d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByText(/, (NI|HH|MV|BE|SN|BY|BW|HE|NW)$/)).toBeVisible();

  // Without a connection the page keeps the last position and says so, without an error.
  await page.context().setOffline(true);
  await expect(page.getByText('No connection: showing the last known position.')).toBeVisible();
  await expect(page.getByTestId('bus-map')).toBeVisible();
  await page.context().setOffline(false);
});

test('the app user verifies the mobile number with the code mailed while SMS is off', async ({ page }) => {
  const appUser = await signedIn(page.request, APP_USER);
  await giveMobile(page.request, appUser.id, '+49 151 7000 0001');
  const before = await latestMail(page.request, APP_USER);
  const sent = await page.request.post('/api/phone-verification', {
    headers: appUser.headers,
    data: { language: 'de' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  expect(await sent.json()).toMatchObject({ channel: 'email', mobile: '+4915170000001' });
  const code = await mailedCode(page.request, APP_USER, before?.id);
  const confirmed = await page.request.post('/api/phone-verification/confirm', {
    headers: appUser.headers,
    data: { code },
  });
  expect(confirmed.status()).toBe(200);
  expect(await confirmed.json()).toMatchObject({ phone_verified: true });
});

test('the profile page sends the code and confirms the number', async ({ page }) => {
  const appUser = await signedIn(page.request, APP_USER);
  await giveMobile(page.request, appUser.id, '+49 151 7000 0002');
  await openSignedIn(page, '/appuser/myProfile', APP_USER);
  const verification = page.getByTestId('phone-verification');
  await expect(verification.getByText('Not verified')).toBeVisible();
  const before = await latestMail(page.request, APP_USER);
  await verification.getByRole('button', { name: 'Send code' }).click();
  await expect(verification.getByText('We have sent the code to your email address.')).toBeVisible();
  const code = await mailedCode(page.request, APP_USER, before?.id);
  await verification.getByLabel('Code').fill(code);
  await verification.getByRole('button', { name: 'Confirm' }).click();
  await expect(verification.getByText('Your mobile number is verified.')).toBeVisible();
  await expect(verification.getByText('Verified', { exact: true })).toBeVisible();
});
