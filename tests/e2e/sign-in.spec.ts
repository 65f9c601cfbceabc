import { expect, test, type Page } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

const SUPERADMIN = { email: 'superadmin@demo.local', password: 'Demo1234!' };

async function signIn(page: Page, { email, password } = SUPERADMIN) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.beforeEach(async ({ page }) => {
  // Every test fails on a content security policy violation or an uncaught error.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      throw new Error(`CSP violation: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('a demo superadmin signs in, stays signed in over a reload, and signs out', async ({ page, request }) => {
  // A sign-in before this one, which the top bar's "last login" shows.
  await apiToken(request);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);

  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome, Sabine Schulte')).toBeVisible();
  await expect(page.getByTestId('user-card-name')).toHaveText('Sabine Schulte');
  await expect(page.getByTestId('user-card-role')).toHaveText('superadmin');
  await expect(page.getByTestId('user-card-last-login')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

  await page.reload();
  await expect(page.getByText('Welcome, Sabine Schulte')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const cookieNames = async () => (await page.context().cookies()).map((cookie) => cookie.name);
  expect(await cookieNames()).toContain('auth.strategy');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('auth._refresh_token.local'))).toBeNull();
  expect(await cookieNames()).not.toContain('auth.strategy');

  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('an expired access token is renewed with the refresh token, keeping the user signed in', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const refreshToken = await page.evaluate(() => localStorage.getItem('auth._refresh_token.local'));
  expect(refreshToken).toBeTruthy();

  await page.evaluate(() => localStorage.setItem('auth._token.local', 'Bearer expired.access.token'));
  await page.reload();
  await expect(page.getByText('Welcome, Sabine Schulte')).toBeVisible();
  const stored = await page.evaluate(() => ({
    access: localStorage.getItem('auth._token.local'),
    refresh: localStorage.getItem('auth._refresh_token.local'),
  }));
  expect(stored.access).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  expect(stored.access).not.toBe('Bearer expired.access.token');
  expect(stored.refresh).not.toBe(refreshToken);
});

/** Resolves once a tab waits for the renewal lock that another tab holds (Web Locks are per origin). */
function anotherTabWaitsForRenewal(tab: Page): Promise<void> {
  return tab.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const check = async () => {
          const { held = [], pending = [] } = await navigator.locks.query();
          const holder = held.find((lock) => lock.name === 'auth.renewal')?.clientId;
          const waiting = pending.some((lock) => lock.name === 'auth.renewal' && lock.clientId !== holder);
          if (holder && waiting) resolve();
          else setTimeout(check, 20);
        };
        void check();
      }),
  );
}

test('two tabs renewing an expired access token at once renew one after the other and stay signed in', async ({
  page,
  context,
}) => {
  // Two consoles start at once, on a machine that may be busy.
  test.slow();
  await openSignedIn(page, '/');
  await expect(page.getByText('Welcome, Sabine Schulte')).toBeVisible();
  const otherTab = await context.newPage();
  const renewals: { refreshToken: string; whileAnotherWasOpen: boolean; answer?: string }[] = [];
  let open = 0;
  let secondArrived = () => {};
  const second = new Promise<void>((resolve) => (secondArrived = resolve));
  await context.route('**/api/authentication', async (route) => {
    const body = route.request().postDataJSON() as { strategy: string; refreshToken?: string };
    if (body.strategy !== 'refresh') return route.continue();
    const renewal = { refreshToken: body.refreshToken ?? '', whileAnotherWasOpen: open > 0 };
    renewals.push(renewal);
    open += 1;
    // The first renewal is held until the other tab has acted on its 401: it renews too, or it waits.
    if (renewals.length > 1) secondArrived();
    else await Promise.race([second, anotherTabWaitsForRenewal(route.request().frame().page())]);
    const response = await route.fetch();
    Object.assign(renewal, { answer: ((await response.json()) as { refreshToken: string }).refreshToken });
    open -= 1;
    return route.fulfill({ response });
  });

  await page.evaluate(() => localStorage.setItem('auth._token.local', 'Bearer expired.access.token'));
  await Promise.all([page.reload(), otherTab.goto('/')]);

  for (const tab of [page, otherTab])
    await expect(tab.getByText('Welcome, Sabine Schulte')).toBeVisible({ timeout: 45_000 });
  // One tab renews; the other waits for it and takes its tokens. Should its view of the storage lag
  // behind, its renewal comes after and the server answers it with the same refresh token.
  expect(renewals.length).toBeGreaterThan(0);
  expect(renewals.filter((renewal) => renewal.whileAnotherWasOpen)).toEqual([]);
  expect(new Set(renewals.map((renewal) => renewal.answer)).size).toBe(1);
  const refreshToken = await page.evaluate(() => localStorage.getItem('auth._refresh_token.local'));
  expect(refreshToken).toBe(renewals[0]?.answer);
  const goesOn = await page.request.post('/api/authentication', { data: { strategy: 'refresh', refreshToken } });
  expect(goesOn.status()).toBe(200);
});

test('a wrong password shows the login error and stays on the login page', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, { email: SUPERADMIN.email, password: 'not the password' });
  await expect(page.getByRole('alert')).toHaveText('The email and password combination is invalid.');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('after sign-in the user returns to the page first asked for, never to another site', async ({ page }) => {
  await page.goto('/journeys?page=2');
  await expect(page).toHaveURL(/\/auth\/login\?to=/);
  await signIn(page);
  await expect(page).toHaveURL(/\/journeys\?page=2$/);
  await expect(page.getByText('Page Not Found')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.goto('/auth/login?to=%2F%2Fevil.example%2Fphish');
  await signIn(page);
  await expect(page).toHaveURL(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/$/);
});

test('a signed-in user opening the login page is sent home', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/$/);
});

test('the login page loads neither the data grid nor the date pickers', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) {
    expect(script).not.toContain('MuiDataGrid');
    expect(script).not.toMatch(/MuiDateCalendar|MuiPickersDay/);
  }
});

test('a page chunk that fails to load reloads the page once, then the page works', async ({ page }) => {
  let failed = 0;
  await page.route(/\/assets\/LoginPage-[\w-]+\.js$/, async (route) => {
    if (failed === 0) {
      failed += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  page.removeAllListeners('pageerror');
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(failed).toBe(1);
});

test('theme and language choices are kept in the browser', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('combobox', { name: /Language/ }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('de');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();

  await page.getByLabel('E-Mail').fill(SUPERADMIN.email);
  await page.getByLabel('Passwort').fill(SUPERADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Übersicht' })).toBeVisible();

  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Zwischen hellem und dunklem Design wechseln' }).click();
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Übersicht' })).toBeVisible();
  expect(await background()).toBe(dark);
});

test('the login page shows the company of the host, in the tenant’s theme', async ({ page, baseURL }) => {
  await page.goto('/auth/login');
  await expect(page.getByTestId('tenant-name')).toHaveText('Sonnenschein Reisen (development)');
  await expect(page.getByTestId('tenant-company')).toContainText('21335 Lüneburg');
  await expect(page.getByText(`© ${new Date().getFullYear()} Sonnenschein Reisen GmbH`)).toBeVisible();
  const panel = () => page.locator('aside').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await panel()).toBe('rgb(0, 74, 105)');

  const port = new URL(baseURL as string).port;
  await page.goto(`http://tickets.demo.local:${port}/auth/login`);
  await expect(page.getByTestId('tenant-name')).toHaveText('Elbphilharmonie-Tours');
  await expect(page.getByTestId('tenant-company')).toContainText('Elbtickets GmbH');
  await expect.poll(panel).toBe('rgb(185, 0, 0)');
});
