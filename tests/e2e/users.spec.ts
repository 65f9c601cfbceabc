import { expect, test, type Page } from '@playwright/test';
import { openAllPanels } from './support/panels';

// The users screens (spec 1 §2 /users, /users-disabled; §4): staff create a user without rights,
// send the activation mail, disable the user, and find them among the disabled users.

const PASSWORD = 'Demo1234!';

async function signInAt(page: Page, path: string, email = 'superadmin@demo.local') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

function mailUrl(path: string) {
  const base = process.env.E2E_MAIL_URL;
  if (!base) throw new Error('E2E_MAIL_URL is not set: the e2e setup must start the mail catcher');
  return `${base}${path}`;
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('staff create a user without rights, mail the activation, then disable the user', async ({ page, request }) => {
  const email = `e2e-staff-user-${Date.now()}@example.com`;
  await signInAt(page, '/users/create');
  await openAllPanels(page);
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Ratio ID').fill('R-4711');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The entry was created.')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/\d+$/);

  await page.getByRole('button', { name: 'Send activation mail' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send activation mail' }).click();
  await expect(page.getByText('The activation mail is on its way.')).toBeVisible();
  await expect
    .poll(async () => (await request.get(mailUrl(`/messages/latest?to=${encodeURIComponent(email)}`))).status())
    .toBe(200);
  const mail = await (await request.get(mailUrl(`/messages/latest?to=${encodeURIComponent(email)}`))).json();
  expect(mail.subject).toBe('Aktivierung Ihres Zugangs');
  expect(mail.text).toMatch(/\/auth\/set-password\/[A-Za-z0-9_-]{32}/);

  await page.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('The user is disabled; their sessions have ended.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();

  await page.goto('/users-disabled');
  await expect(page.getByRole('gridcell', { name: email })).toBeVisible();
});

test('a user without the user rights sees no user screens and gets 403 on the direct URL', async ({ page }) => {
  await signInAt(page, '/', 'tickets@demo.local');
  await page.goto('/users-disabled');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await page.goto('/users/create');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
});
