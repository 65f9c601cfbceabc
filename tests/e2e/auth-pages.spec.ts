import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const SUPERADMIN = { email: 'superadmin@demo.local', password: 'Demo1234!' };
const PASSWORD = 'Sommer-Reise-1';
const NEW_PASSWORD = 'Winter-Reise-2';
const INVALID_CREDENTIALS = 'The email and password combination is invalid.';

let addresses = 0;
/** An address no other test (or earlier run on the same data) has used. */
const uniqueEmail = (purpose: string) => `e2e-${purpose}-${Date.now()}-${(addresses += 1)}@example.com`;

interface Mail {
  id: string | number;
  subject: string;
  text: string;
}

/** The mail catcher the e2e setup starts with the server (its HTTP API). */
function mailUrl(path: string) {
  const base = process.env.E2E_MAIL_URL;
  if (!base) throw new Error('E2E_MAIL_URL is not set: the e2e setup must start the mail catcher');
  return `${base.replace(/\/$/, '')}${path}`;
}

async function latestMail(request: APIRequestContext, to: string): Promise<Mail | undefined> {
  const response = await request.get(mailUrl(`/messages/latest?to=${encodeURIComponent(to)}`));
  return response.ok() ? ((await response.json()) as Mail) : undefined;
}

/** Waits for a mail to `to` other than the one with id `seen` (the latest before the action). */
async function nextMail(request: APIRequestContext, to: string, seen?: Mail['id']): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      mail = await latestMail(request, to);
      return mail !== undefined && mail.id !== seen;
    })
    .toBe(true);
  return mail as Mail;
}

/** The 6-digit code, which the mail puts on a line of its own. */
function codeIn(mail: Mail): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  expect(code, `a 6-digit code in "${mail.subject}"`).toBeTruthy();
  return code as string;
}

/** Path and query of the first link in the mail to a page under `path`, for this test's server. */
function linkIn(mail: Mail, path: string): string {
  const link = new RegExp(`https?://\\S+?${path}\\S*`).exec(mail.text)?.[0];
  expect(link, `a link to ${path} in "${mail.subject}"`).toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

/** An active account made through the API, as a registration with the mailed code makes it. */
async function registerActiveUser(request: APIRequestContext, email: string, password = PASSWORD) {
  const registered = await request.post('/api/registration', {
    data: { email, password, password_confirmation: password, firstname: 'Erika', lastname: 'Muster' },
  });
  expect(registered.status()).toBe(201);
  const activated = await request.patch(`/api/registration/${codeIn(await nextMail(request, email))}`, {
    data: { email },
  });
  expect(activated.status()).toBe(200);
}

async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectSignInRefused(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/auth/login');
  await signIn(page, credentials);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();
}

test.beforeEach(async ({ page }) => {
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      throw new Error(`CSP violation: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('a visitor registers, activates the account with the mailed code and signs in', async ({ page, request }) => {
  const email = uniqueEmail('register');
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);

  await page.getByLabel('First name').fill('Erika');
  await page.getByLabel('Last name').fill('Muster');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('something else');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Confirm password').press('Enter');

  await expect(page).toHaveURL(/\/auth\/signup\?email=/);
  expect(new URL(page.url()).searchParams.get('email')).toBe(email);
  await expect(page.getByText(`We sent a code to ${email}`)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  const mail = await nextMail(request, email);
  expect(linkIn(mail, '/auth/signup')).toMatch(/^\/auth\/signup\?/);
  await page.getByLabel('Code').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByText('Your account is active. You can sign in now.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a forgotten password is replaced through the mailed link; the old one stops working', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgot');
  await registerActiveUser(request, email);
  const seen = (await latestMail(request, email))?.id;

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot$/);
  // The router keeps the sign-in page on screen (with its own Email field) until the forgot page's code has loaded.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Check your mail')).toBeVisible();

  await page.goto(linkIn(await nextMail(request, email, seen), '/auth/reset-page/'));
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your new password is saved. Please sign in with it.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await signIn(page, { email, password: PASSWORD });
  await expect(page.getByRole('alert')).toHaveText(INVALID_CREDENTIALS);
  await signIn(page, { email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/$/);
});

test('a reset link without its code is shown as invalid', async ({ page }) => {
  await page.goto('/auth/reset-page');
  await expect(page.getByRole('alert')).toHaveText('This action link is invalid or has expired.');
  await expect(page.getByLabel('New password')).toHaveCount(0);
});

test('an account is deleted with the mailed code; the browser forgets its session and sign-in is refused', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('delete');
  await registerActiveUser(request, email);
  await page.goto('/auth/login');
  await signIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/$/);
  const seen = (await latestMail(request, email))?.id;

  await page.goto('/auth/delete-account');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a code to ${email}`)).toBeVisible();

  await page.getByLabel('Code').fill(codeIn(await nextMail(request, email, seen)));
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Your account is deleted.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();

  await expectSignInRefused(page, { email, password: PASSWORD });
});

test('the "this was not you" link of a reset mail locks the account', async ({ page, request }) => {
  const email = uniqueEmail('disable');
  await registerActiveUser(request, email);
  const seen = (await latestMail(request, email))?.id;
  expect((await request.post('/api/password-reset', { data: { email } })).status()).toBe(200);

  await page.goto(linkIn(await nextMail(request, email, seen), '/auth/disable/'));
  await expect(page.getByRole('heading', { name: 'Disable the account' })).toBeVisible();
  await page.getByRole('button', { name: 'Disable the account' }).click();
  await expect(page.getByText('The account is locked. Nobody can sign in with it any more.')).toBeVisible();

  await expectSignInRefused(page, { email, password: PASSWORD });
});

test('a user created by staff chooses a password through the activation link', async ({ page, request }) => {
  const signedIn = await request.post('/api/authentication', { data: { strategy: 'local', ...SUPERADMIN } });
  const headers = { authorization: `Bearer ${(await signedIn.json()).accessToken}` };
  const email = uniqueEmail('staff-made');
  const created = await request.post('/api/users-lit', { headers, data: { email, ratio_id: 'R-77', isActive: false } });
  expect(created.status()).toBe(201);
  const activation = await request.post(`/api/users-lit/${(await created.json()).id_users}/activation`, { headers });
  expect(activation.status()).toBe(200);

  const mail = await nextMail(request, email);
  expect(mail.subject).toBe('Aktivierung Ihres Zugangs');
  await page.goto(linkIn(mail, '/auth/set-password/'));
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your account is active. You can sign in now.')).toBeVisible();

  await page.goto('/auth/login');
  await signIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/$/);
});

test('the selection page leads to sign-in, registration and booking-number registration', async ({ page }) => {
  const tiles = [
    { tile: 'Staff sign-in', path: /\/auth\/login$/, heading: 'Sign in' },
    { tile: 'Register', path: /\/auth\/register$/, heading: 'Create an account' },
    {
      tile: 'Register with a booking number',
      path: /\/auth\/signup-vorgang$/,
      heading: 'Register with your booking number',
    },
  ];
  for (const { tile, path, heading } of tiles) {
    await page.goto('/auth/selection-login');
    await page
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { name: tile, exact: true }) })
      .click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByLabel('Booking number')).toBeVisible();
});

test('the embedded login has no side panel, no registration and a transparent page', async ({ page }) => {
  await page.goto('/auth/loginIframe');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('aside')).toHaveCount(0);
  await expect(page.getByText(`© ${new Date().getFullYear()}`)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)');

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgotIframe$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.locator('aside')).toHaveCount(0);
});

test('the light login has no side panel; the second brand variant has it on the right', async ({ page }) => {
  await page.goto('/auth/login-light');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('aside')).toHaveCount(0);
  await expect(page.getByTestId('tenant-name')).toHaveText('Sonnenschein Reisen (development)');
  await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();

  await page.goto('/auth/login-vg');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const [panel, card] = await Promise.all([page.locator('aside').boundingBox(), page.locator('main').boundingBox()]);
  expect(panel !== null && card !== null && panel.x > card.x).toBe(true);
});

test('a signed-in user opening the registration is sent home', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, SUPERADMIN);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/auth/register');
  await expect(page).toHaveURL(/\/$/);
});
