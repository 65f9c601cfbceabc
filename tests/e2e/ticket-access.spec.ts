import { expect, test } from '@playwright/test';
import { translate } from './support/dictionary';
import { openSignedIn } from './support/sign-in';
import { ticketResources, titleOf } from './support/ticket-resources';

// Spec 1 §2 and §6: the ticket screens need the ticket rights. The agency staff's role has none.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('a user without the ticket rights sees no ticket menu entry and gets the 403 page on each direct URL', async ({
  page,
}) => {
  await openSignedIn(page, '/', 'agency@demo.local');
  const sideMenu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(sideMenu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sideMenu.getByRole('button', { name: translate('en', 'menu.tickets'), exact: true })).toHaveCount(0);
  for (const resource of ticketResources) {
    await expect(sideMenu.getByRole('link', { name: titleOf(resource), exact: true })).toHaveCount(0);
    for (const path of [resource.route, `${resource.route}/create`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
      await expect(page.getByText('You are not allowed to open this page.')).toBeVisible();
    }
  }
});
