import { expect, test, type Page } from '@playwright/test';
import { apiToken, openSignedIn } from './support/sign-in';

// The app configuration's one screen (spec 1 §2 /system/app-configs, spec 2 §7): its title and its
// six sub-configurations are edited on one page; a missing sub-configuration is created and linked
// from there, and the field rules of spec 1 §5 show their messages.

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

/** The form on the page whose heading begins with the resource's name. */
const formOf = (page: Page, resource: string) =>
  page.locator('form').filter({ has: page.getByRole('heading', { name: new RegExp(`^${resource}:`) }) });

test('edits a configuration and its sub-configurations on one screen, creating a missing one', async ({
  page,
  request,
}) => {
  const title = `E2E-App ${Date.now().toString(36)}`;
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const created = await request.post('/api/app/configs/configs', { headers, data: { title } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id_app_config: number }).id_app_config;
  const settings = await request.post('/api/app/configs/settings', {
    headers,
    data: { config_id: id, customer_name: 'e2e-kunde', app_name: 'E2E Reisen' },
  });
  expect(settings.status()).toBe(201);

  await openSignedIn(page, `/system/app-configs/${id}`);
  await expect(page.getByRole('heading', { name: `App configurations: “${title}”` })).toBeVisible();
  const settingsForm = formOf(page, 'App settings');
  await expect(settingsForm.getByRole('textbox', { name: 'App name', exact: true })).toHaveValue('E2E Reisen');
  // Five sub-configurations are still missing, each with its button.
  for (const kind of ['App logos', 'Company info', 'App features', 'App links', 'App colours'])
    await expect(page.getByRole('button', { name: `Create ${kind}` })).toBeVisible();

  // The customer name allows letters, digits, dash and underscore only.
  const customerName = settingsForm.getByRole('textbox', { name: 'Customer name', exact: true });
  await customerName.fill('e2e kunde!');
  await settingsForm.getByRole('button', { name: 'Save' }).click();
  await expect(settingsForm.getByText('Only letters, digits, dash and underscore are allowed.')).toBeVisible();
  await customerName.fill('e2e_kunde-2');
  await settingsForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The entry was saved.').first()).toBeVisible();

  // A missing sub-configuration is created and linked from the screen.
  await page.getByRole('button', { name: 'Create App links' }).click();
  const linksForm = formOf(page, 'App links');
  const website = linksForm.getByRole('textbox', { name: 'Website (URL)', exact: true });
  await expect(website).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create App links' })).toHaveCount(0);
  await website.fill('https://www.e2e-reisen.de/');
  await linksForm.getByRole('button', { name: 'Save' }).click();
  await expect(
    linksForm.getByText('Enter a web address beginning with http:// or https://, without a slash at the end.'),
  ).toBeVisible();
  await website.fill('https://www.e2e-reisen.de');
  await linksForm.getByRole('button', { name: 'Save' }).click();
  await expect(linksForm.getByText('Enter a web address beginning', { exact: false })).toHaveCount(0);

  // The configuration's own title, on the same screen.
  const configForm = formOf(page, 'App configurations');
  await configForm.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} neu`);
  await configForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `App configurations: “${title} neu”` })).toBeVisible();

  await page.reload();
  await expect(formOf(page, 'App settings').getByRole('textbox', { name: 'Customer name', exact: true })).toHaveValue(
    'e2e_kunde-2',
  );
  await expect(formOf(page, 'App links').getByRole('textbox', { name: 'Website (URL)', exact: true })).toHaveValue(
    'https://www.e2e-reisen.de',
  );
  const stored = await request.get(`/api/app/configs/configs/${id}`, { headers });
  expect(await stored.json()).toMatchObject({
    title: `${title} neu`,
    id_app_config_links: expect.any(Number),
    id_app_config_logos: null,
  });
});

test('an admin who is no superadmin gets the 403 page', async ({ page }) => {
  await openSignedIn(page, '/system/app-configs', 'admin@demo.local');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
});
