import { expect, test, type Page } from '@playwright/test';
import { showInApp } from './support/screens-in-tabs';
import { openSignedIn } from './support/sign-in';

const right = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('a superadmin grants two rights through the matrix, sees them after a reload, and takes one back', async ({
  page,
}) => {
  const name = `e2e guide ${Date.now()}`;
  await openSignedIn(page, '/roles');
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'bus driver', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'New role' }).click();
  await expect(page).toHaveURL(/\/roles\/create$/);
  await page.getByLabel('Role name').fill(name);
  await right(page, 'Customers: Read').check();
  await right(page, 'Email: Send').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The role was saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/roles\/\d+$/);
  await expect(page.getByRole('heading', { name: `Role “${name}”` })).toBeVisible();

  await page.reload();
  await expect(right(page, 'Customers: Read')).toBeChecked();
  await expect(right(page, 'Email: Send')).toBeChecked();
  await expect(right(page, 'Customers: Update')).not.toBeChecked();

  await right(page, 'Email: Send').uncheck();
  // Leaving with the change unsaved asks first; staying keeps it.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('You have unsaved changes. Leave the page anyway?');
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to the roles' }).click();
  await expect(page).toHaveURL(/\/roles\/\d+$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The role was saved.')).toBeVisible();

  await page.reload();
  await expect(right(page, 'Customers: Read')).toBeChecked();
  await expect(right(page, 'Email: Send')).not.toBeChecked();

  await page.getByRole('link', { name: 'Back to the roles' }).click();
  await page.getByLabel('Search roles').fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await row.getByRole('button', { name: `Delete the role ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
});

test('a role still given to users cannot be deleted, and the list says why', async ({ page }) => {
  await openSignedIn(page, '/roles');
  await page.getByRole('button', { name: 'Delete the role bus driver' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(
    dialog.getByText('This role is still given to users and cannot be deleted.', { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'bus driver', exact: true })).toBeVisible();
});

test('a user without the right who opens /roles directly sees the 403 page', async ({ page }) => {
  await openSignedIn(page, '/roles', 'tickets@demo.local');
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await expect(page.getByText('You are not allowed to open this page.')).toBeVisible();
  await showInApp(page, '/roles/create');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
});
