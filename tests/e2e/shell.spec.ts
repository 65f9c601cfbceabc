import { expect, test, type Page } from '@playwright/test';
import { menuGroup, openMenuGroup, sideMenu } from './support/menu';
import { openSignedIn } from './support/sign-in';

/** The dashboard of a signed-in user; the sign-in form has tests of its own. */
async function signIn(page: Page, email: string) {
  await openSignedIn(page, '/', email);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('the superadmin sees the System and Ticket system groups, and the entries whose pages exist', async ({ page }) => {
  await signIn(page, 'superadmin@demo.local');
  await expect(menuGroup(page, 'System')).toBeVisible();
  await expect(menuGroup(page, 'Ticket system')).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // A closed group draws no entries: the page's first rows do not wait for the whole menu.
  await expect(menuGroup(page, 'System')).toHaveAttribute('aria-expanded', 'false');
  await expect(sideMenu(page).locator('a[href="/roles"]')).toHaveCount(0);
  await openMenuGroup(page, 'System');
  await sideMenu(page).getByRole('link', { name: 'Roles' }).click();
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');

  await menuGroup(page, 'Ticket system').press('Enter');
  await expect(sideMenu(page).getByRole('link', { name: 'Genres' })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Events' })).toBeVisible();
  // Declared in the menu, but none of its entries has a page yet.
  await expect(menuGroup(page, 'Surveys')).toHaveCount(0);
});

test('ticketing staff see the Ticket system group and open its screens from it, but not the System group', async ({
  page,
}) => {
  await signIn(page, 'tickets@demo.local');
  await expect(menuGroup(page, 'System')).toHaveCount(0);
  await openMenuGroup(page, 'Ticket system');
  await sideMenu(page).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/tickets\/events$/);
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Invoice settings' })).toBeVisible();
});

test('agency staff see no Ticket system group', async ({ page }) => {
  await signIn(page, 'agency@demo.local');
  await expect(sideMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menuGroup(page, 'Ticket system')).toHaveCount(0);
  await expect(menuGroup(page, 'System')).toHaveCount(0);
});

test('the drawer closes and opens from the top bar', async ({ page }) => {
  await signIn(page, 'superadmin@demo.local');
  const toggle = page.getByRole('button', { name: 'Open or close the menu' });
  await expect(sideMenu(page)).toBeVisible();
  await toggle.click();
  await expect(sideMenu(page)).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(sideMenu(page)).toBeVisible();
});

test('the app switcher opens a tile, and stays put on the tile of the current page', async ({ page }) => {
  await signIn(page, 'superadmin@demo.local');
  const apps = page.getByRole('button', { name: 'Apps' });
  await apps.click();
  await page
    .getByRole('dialog', { name: 'Apps' })
    .getByRole('button', { name: /^Roles/ })
    .click();
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();

  const entries = await page.evaluate(() => history.length);
  await apps.click();
  await page
    .getByRole('dialog', { name: 'Apps' })
    .getByRole('button', { name: /^Roles/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Apps' })).toBeHidden();
  expect(await page.evaluate(() => history.length)).toBe(entries);
});

test('the notification menu counts 0 and says there is nothing new; the user menu switches the theme', async ({
  page,
}) => {
  await signIn(page, 'superadmin@demo.local');
  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell).toContainText('0');
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveText('No recent notifications');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'User menu' }).click();
  const darkTheme = page.getByRole('menuitem', { name: 'Dark theme' });
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await darkTheme.click();
  expect(await page.evaluate(() => localStorage.getItem('console.colorMode'))).toBe('dark');
});

test('the browser tab bears the tenant’s name and the product’s favicon', async ({ page, request }) => {
  const tenant = (await (await request.get('/api/tenant')).json()) as { name: string };
  await signIn(page, 'tickets@demo.local');
  await expect(page).toHaveTitle(tenant.name);
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
  const answer = await request.get(favicon ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/svg+xml');
});
