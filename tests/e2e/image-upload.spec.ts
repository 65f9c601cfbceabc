import { expect, test } from '@playwright/test';
import { onePixelPng } from './support/png';
import { openSignedIn } from './support/sign-in';
import { openAllPanels } from './support/panels';

// The image widget (issue 5 item 4): upload with preview, kept on save; an access token that has
// run out on the way is renewed for the upload as for every other call.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('a tenant’s logo is uploaded with a preview and kept, even after the access token ran out', async ({ page }) => {
  await openSignedIn(page, '/system/tenants');
  // A row opens with a click on one of its values (the first cell holds its checkbox).
  await page.locator('[role="gridcell"]:not([data-field="__check__"])').first().click();
  await expect(page).toHaveURL(/\/system\/tenants\/\d+$/);
  await openAllPanels(page);

  // A token the server no longer takes: the upload must renew it with the refresh token.
  await page.evaluate(() => localStorage.setItem('auth._token.local', 'Bearer expired.token.value'));
  await page
    .locator('label', { hasText: 'Upload image' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: onePixelPng() });
  const preview = page.getByRole('img', { name: 'Preview of Logo' });
  await expect(preview).toHaveAttribute('src', /^\/api\/uploads\/[\w-]+\.png$/);
  const address = await preview.getAttribute('src');
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The entry was saved.')).toBeVisible();
  await page.reload();
  await openAllPanels(page);
  await expect(page.getByRole('img', { name: 'Preview of Logo' })).toHaveAttribute('src', address ?? '');
});
