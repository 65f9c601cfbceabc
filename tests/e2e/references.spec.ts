import { expect, test, type APIRequestContext } from '@playwright/test';
import { fieldLabel } from './support/dictionary';
import { apiToken, openSignedIn } from './support/sign-in';

// References are shown and chosen by the referenced record's name: a list's reference column (one
// request per page and column, linked to the record), a form's type-ahead, and who created a record.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

async function created(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const answer = await request.post(`/api${path}`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as Record<string, unknown>;
}

test('a list shows the referenced record by name, fetched once per page and column, and links to it', async ({
  page,
}) => {
  test.slow();
  const run = `refs${Date.now().toString(36)}`;
  const halls = [];
  for (const [index, name] of [`${run} Stadthalle`, `${run} Kulturforum`].entries())
    halls.push(await created(page.request, '/ticket/location', { name, slug: `${run}-hall-${index}` }));
  for (let index = 0; index < 3; index++)
    await created(page.request, '/ticket/event', {
      title: `${run} Konzert ${index}`,
      slug: `${run}-event-${index}`,
      id_tk_location: halls[index % 2]?.id_tk_location,
    });

  const labelRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/ticket/event/references/id_tk_location')) labelRequests.push(request.url());
  });
  await openSignedIn(page, `/tickets/events?q=${run}`);
  const cells = page.locator('[role="gridcell"][data-field="id_tk_location"]');
  await expect(cells).toHaveCount(3);
  await expect(cells.getByRole('link', { name: `${run} Stadthalle` })).toHaveCount(2);
  await expect(cells.getByRole('link', { name: `${run} Kulturforum` })).toHaveCount(1);
  expect(labelRequests).toHaveLength(1);
  expect(decodeURIComponent(labelRequests[0] ?? '')).toContain(
    `id[$in]=${halls.map((hall) => hall.id_tk_location).join(',')}`,
  );

  await cells.getByRole('link', { name: `${run} Kulturforum` }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/locations/${String(halls[1]?.id_tk_location)}$`));
  await expect(page.getByRole('textbox', { name: fieldLabel('en', 'tickets/locations', 'name') })).toHaveValue(
    `${run} Kulturforum`,
  );
});

test('the customer form picks the agency by typing its name, and the record shows who created it', async ({ page }) => {
  test.slow();
  const run = `refs${Date.now().toString(36)}`;
  await openSignedIn(page, '/customers/create');
  await page.getByRole('textbox', { name: fieldLabel('en', 'customers/customers', 'name') }).fill(`${run} Kundin`);
  const agency = page.getByRole('combobox', { name: fieldLabel('en', 'customers/customers', 'agencyId') });
  await agency.fill('sonnensch');
  await page.getByRole('option', { name: 'Reisebüro Sonnenschein' }).click();
  await expect(agency).toHaveValue('Reisebüro Sonnenschein');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/customers\/\d+$/);

  const id = /\/customers\/(\d+)$/.exec(page.url())?.[1];
  const record = await page.request.get(`/api/customers/${id}`, {
    headers: { authorization: `Bearer ${await apiToken(page.request)}` },
  });
  const agencies = await page.request.get('/api/customers/references/agencyId?q=Sonnenschein', {
    headers: { authorization: `Bearer ${await apiToken(page.request)}` },
  });
  expect((await record.json()).agencyId).toBe(((await agencies.json()) as { id: number }[])[0]?.id);

  await page.reload();
  await expect(agency).toHaveValue('Reisebüro Sonnenschein');
  await page.getByRole('main').getByRole('button', { name: 'System', exact: true }).click();
  await expect(
    page.getByRole('textbox', { name: fieldLabel('en', 'customers/customers', 'created_by'), exact: true }),
  ).toHaveValue('Sabine Schulte');
});
