import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/sign-in';
import { openAllPanels } from './support/panels';

// The live checklist of the location, artist, genre and purchasable voucher screens (spec 2 §5).

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('a genre’s checklist follows what is typed', async ({ page }) => {
  await openSignedIn(page, '/tickets/genres/create');
  const checklist = page.getByRole('region', { name: 'Checklist' });
  await expect(checklist.getByText('Required: 0 of 2')).toBeVisible();
  await expect(checklist.getByText('Recommended: 0 of 5')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kammermusik');
  // The slug follows the name, so both required items are done.
  await expect(checklist.getByText('Required: 2 of 2')).toBeVisible();
  const shortDescription = checklist.getByRole('listitem').filter({ hasText: 'Short description' });
  await expect(shortDescription).toContainText('missing');
  await openAllPanels(page);
  await page.getByRole('textbox', { name: 'Short description' }).fill('Streichquartette und Klaviertrios');
  await expect(shortDescription).toContainText('done');
  await expect(checklist.getByText('Recommended: 1 of 5')).toBeVisible();
});

test('a purchasable voucher offers the VAT rates 0 (multi-purpose), 7 and 19', async ({ page }) => {
  await openSignedIn(page, '/tickets/purchasable-vouchers/create');
  const checklist = page.getByRole('region', { name: 'Checklist' });
  await expect(checklist.getByText('Required: 0 of 3')).toBeVisible();
  await page.getByRole('combobox', { name: 'VAT rate (%)' }).click();
  await expect(page.getByRole('option')).toHaveText(['0 % (multi-purpose voucher)', '7 %', '19 %']);
});
