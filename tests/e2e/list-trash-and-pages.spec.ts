import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// The generated list's trash (restore, delete for good), its "1000 rows" page size beyond the
// community grid's 100, and the registry's record actions in a row's menu.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

async function createGenre(request: APIRequestContext, token: string, name: string) {
  const answer = await request.post('/api/ticket/genre', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, slug: name.toLowerCase().replaceAll(' ', '-') },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as { id_tk_genre: number };
}

test('a deleted genre goes to the trash, comes back by restore, and is gone for good from there', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const name = `Trash ${Date.now().toString(36)}`;
  const { id_tk_genre: id } = await createGenre(request, token, name);
  await openSignedIn(page, `/tickets/genres?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });

  await row.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The record was deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('button', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/[?&]trash=1/);
  await expect(page.getByRole('heading', { name: 'Genres: trash' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trash' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('columnheader', { name: 'Deleted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await row.getByRole('menuitem', { name: 'Restore' }).click();
  await expect(page.getByText('The record was restored.')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goBack();
  await expect(page).not.toHaveURL(/trash=1/);
  await expect(row).toHaveCount(1);
  await row.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Trash' }).click();
  await row.getByRole('menuitem', { name: 'Delete for good' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Delete “${name}” for good?`);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('The record was deleted for good.')).toBeVisible();
  await expect(row).toHaveCount(0);

  const headers = { authorization: `Bearer ${token}` };
  const inTrash = await request.get(`/api/ticket/genre?id_tk_genre=${id}&deleted_at[$null]=false`, { headers });
  expect(((await inTrash.json()) as { total: number }).total).toBe(0);
});

test('a page of "1000" rows shows more than the grid’s 100, and the URL says -1', async ({ page }) => {
  // The demo data has 300 customers.
  await openSignedIn(page, '/customers');
  const footer = page.locator('.MuiTablePagination-displayedRows');
  await expect(footer).toHaveText(/^1–20 of /);
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '1000' }).click();
  await expect(page).toHaveURL(/[?&]perPage=-1/);
  await expect(footer).toHaveText(/^1–(\d+) of \1$/);
  const shown = Number(/of (\d+)/.exec((await footer.textContent()) ?? '')?.[1]);
  expect(shown).toBeGreaterThan(100);
  // The keyboard reaches the last row. A click with Ctrl puts the grid's focus on a cell without
  // opening its record.
  await page
    .getByRole('gridcell')
    .first()
    .click({ modifiers: ['Control'] });
  await page.keyboard.press('Control+End');
  await expect(page.locator(`[role="row"][aria-rowindex="${shown + 1}"]`)).toBeVisible();
  // The grid keeps only the rows in view in the document: a few dozen of the hundreds.
  expect(await page.locator('.MuiDataGrid-row').count()).toBeLessThan(60);

  await page.reload();
  await expect(footer).toHaveText(`1–${shown} of ${shown}`);
});

test('the registry’s record actions are in a row’s menu: a user is disabled from the user list', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const email = `e2e-row-action-${Date.now()}@example.com`;
  const created = await request.post('/api/users-lit', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, ratio_id: 'R-1' },
  });
  expect(created.status()).toBe(201);

  await openSignedIn(page, `/users?q=${encodeURIComponent(email)}`);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('menuitem', { name: 'more' }).click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('The user is disabled; their sessions have ended.')).toBeVisible();

  await page.goto('/users-disabled');
  await expect(page.getByRole('gridcell', { name: email })).toBeVisible();
});
