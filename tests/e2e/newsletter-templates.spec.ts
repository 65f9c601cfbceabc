import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/sign-in';
import { openPanelNamed } from './support/panels';

// Issue 22, item 5: a template written in the form, its HTML shown in a preview that runs no script,
// found among the cards, and the images a template may use with their addresses.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('a template is written with its HTML previewed, then found among the cards', async ({ page }) => {
  const name = `Sommerreisen ${Date.now()}`;
  await openSignedIn(page, '/newsletter/templates/create');
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await openPanelNamed(page, 'Content');
  const html = page.getByLabel('HTML', { exact: true });
  const preview = page.frameLocator('iframe[title="Preview of HTML"]');

  // The preview renders the HTML as it is typed, and runs none of its scripts.
  await html.fill(
    '<p id="probe">ohne Skript</p><script>document.getElementById("probe").textContent = "Skript lief"</script>',
  );
  await expect(preview.getByText('ohne Skript')).toBeVisible();
  await expect(page.locator('iframe[title="Preview of HTML"]')).toHaveAttribute('sandbox', '');
  await expect(preview.getByText('Skript lief')).toHaveCount(0);

  await html.fill(
    '<html><head><title>Sommer</title></head><body><h1>Sonne, Strand und Meer</h1>' +
      '<p>Unsere Sommerangebote.</p><a href="[[UNSUB_LINK_DE]]">Abmelden</a></body></html>',
  );
  await expect(preview.getByRole('heading', { name: 'Sonne, Strand und Meer' })).toBeVisible();
  await page.getByLabel('Plain text', { exact: true }).fill('Sonne, Strand und Meer');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/newsletter\/templates\/\d+$/);
  const address = new URL(page.url()).pathname;

  // The list leads to the cards; the search finds the new template, whose card opens it.
  await page.goto('/newsletter/templates');
  await page.getByRole('link', { name: 'Cards' }).click();
  await expect(page).toHaveURL(/\/newsletter\/templates\/cards$/);
  await page.getByLabel('Search templates').fill(name);
  const card = page.getByTestId('template-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId('template-card')).toHaveCount(1);
  await expect(card.getByText('Marketing')).toBeVisible();
  await expect(card.frameLocator('iframe').getByRole('heading', { name: 'Sonne, Strand und Meer' })).toBeAttached();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${address}$`));
});

test('the cards narrow to one type', async ({ page }) => {
  await openSignedIn(page, '/newsletter/templates/cards');
  await expect(page.getByTestId('template-card').filter({ hasText: 'Buchungsbestätigung' })).toHaveCount(1);
  await page.getByLabel('Type').click();
  await page.getByRole('option', { name: 'Transactional' }).click();
  await expect(page.getByTestId('template-card').filter({ hasText: 'Monatsnewsletter' })).toHaveCount(0);
  await expect(page.getByTestId('template-card').filter({ hasText: 'Buchungsbestätigung' })).toHaveCount(1);
});

test('the files page offers the image database’s images with their public addresses', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, '/newsletter/templates/files');
  const file = page.getByTestId('template-file').first();
  await expect(file).toBeVisible();
  const shown = await file.getByRole('textbox').inputValue();
  expect(shown.startsWith(`${new URL(page.url()).origin}/`)).toBe(true);
  await file.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByText('Address copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
});
